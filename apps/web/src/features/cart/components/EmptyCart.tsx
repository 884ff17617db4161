import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** 'Корзина пуста' with the way back to the catalogue. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShoppingCart />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('emptyHint')}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/catalog">{t('toCatalog')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
