import { Button, HStack } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart, setCartQuantity, useCartQuantity } from '../../../shared/cart/useCart';
import { useAddedToast } from '../hooks/useAddedToast';
import { PartQuantityStepper } from './PartQuantityStepper';

export interface CartButtonProps {
  partId: number;
  partName: string;
  /** The dialog says 'Добавить в корзину'; the card says 'Купить'. */
  label?: string;
  /**
   * The part dialog and the product page (issue 29.9): the stepper comes
   * before the button too, so a wholesale buyer puts 20 at once.
   */
  chooseQuantity?: boolean;
}

/**
 * 'Купить' puts 1 (or the chosen quantity) in the cart; once there, a stepper
 * and a disabled 'В корзине'. 'Купить' is a plain button (theme catalogCss.ts): it
 * is on every card of the first screen.
 */
export function CartButton({ partId, partName, label, chooseQuantity = false }: CartButtonProps) {
  const { t } = useTranslation('catalog');
  const quantity = useCartQuantity(partId);
  const announce = useAddedToast();
  const [wanted, setWanted] = useState(1);

  const add = () => {
    if (chooseQuantity) setCartQuantity(partId, wanted);
    else addToCart(partId);
    announce(partName);
  };

  if (quantity === 0) {
    const button = (
      <button
        type="button"
        className="catalog-button"
        data-full={chooseQuantity ? undefined : ''}
        onClick={add}
      >
        <ShoppingCart aria-hidden /> {label ?? t('card.buy')}
      </button>
    );
    if (!chooseQuantity) return button;
    return (
      <div className="part-buy-row">
        <PartQuantityStepper
          partName={partName}
          quantity={wanted}
          onChange={(next) => setWanted(Math.max(next, 1))}
        />
        {button}
      </div>
    );
  }
  return (
    <HStack w="full" gap="2">
      <PartQuantityStepper
        partName={partName}
        quantity={quantity}
        onChange={(next) => setCartQuantity(partId, next)}
      />
      <Button size="sm" flex="1" disabled variant="subtle">
        {t('card.inCart')}
      </Button>
    </HStack>
  );
}
