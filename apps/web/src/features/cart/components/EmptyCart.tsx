import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/translate';
import { Link as RouterLink } from 'react-router-dom';

/** 'Корзина пуста' with the way back to the catalogue. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShoppingCart />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('cart.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('cart.emptyHint')}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/catalog">{t('cart.toCatalog')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
