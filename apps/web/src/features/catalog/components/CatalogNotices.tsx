import { Alert, Button, EmptyState, VStack } from '@chakra-ui/react';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Ошибка загрузки данных' with a retry, for a failed search. */
export function LoadErrorBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('loadError.title')}</Alert.Title>
        <Alert.Description>
          {t('loadError.catalog')}. {t('loadError.description')}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        {t('loadError.retry')}
      </Button>
    </Alert.Root>
  );
}

/** 'Запчасти не найдены' with the reset-filters button. */
export function EmptyResults({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <EmptyState.Root bg="white" rounded="lg" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <PackageSearch />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t('empty.description')}</EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={onReset}>
          {t('empty.reset')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
