import { Alert, Button, Stack } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LoadFailure } from '../model/loadFailure';

interface ListFailureProps {
  failure: LoadFailure;
  retrying: boolean;
  onRetry: () => void;
}

/** The list's load errors of spec section 8, each with 'Повторить загрузку'. */
export function ListFailure({ failure, retrying, onRetry }: ListFailureProps) {
  const { t } = useTranslation('admin');
  const [title, description] =
    failure.kind === 'auth'
      ? [t('orders.authErrorPage'), undefined]
      : failure.kind === 'connection'
        ? [t('orders.connectionError'), t('orders.connectionHint')]
        : [t('orders.loadFailed', { code: failure.kind === 'server' ? failure.code : 404 }), undefined];
  return (
    <Alert.Root status="error" rounded="lg" alignItems="start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {description && <Alert.Description>{description}</Alert.Description>}
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="start" loading={retrying} onClick={onRetry}>
          <RotateCw size={14} /> {t('orders.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
