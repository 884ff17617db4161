import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cartEntries } from '../../../shared/cart/cartOrder';
import { readCart, writeCart, type CartQuantities } from '../../../shared/cart/cartStorage';
import { toaster } from '../../../shared/ui/toaster';

/** Lines put back by 'Отменить' win only where the buyer has not set a quantity since. */
export function restoredCart(cleared: CartQuantities, current: CartQuantities): CartQuantities {
  return { ...cleared, ...current };
}

/**
 * 'Очистить' empties the cart at once (a wholesale buyer clears often) but is
 * never final: its toast offers 'Отменить', which puts every line back.
 */
export function useClearWithUndo(): () => void {
  const { t } = useTranslation('cart');
  return useCallback(() => {
    const cleared = readCart();
    // 'Отменить' puts the lines back in their order.
    const order = cartEntries(cleared).map((line) => line.partId);
    writeCart({});
    toaster.create({
      id: 'cart-cleared',
      type: 'info',
      title: t('cleared'),
      description: t('clearedHint'),
      duration: 8000,
      action: { label: t('undoClear'), onClick: () => writeCart(restoredCart(cleared, readCart()), order) },
    });
  }, [t]);
}
