import { Button, HStack } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../../shared/cart/useCart';
import { useAddedToast } from '../hooks/useAddedToast';
import { PartQuantityStepper } from './PartQuantityStepper';

export interface CartButtonProps {
  partId: number;
  partName: string;
  /** The dialog says 'Добавить в корзину'; the card says 'Купить'. */
  label?: string;
}

/** 'Купить' puts 1 in the cart; once there, a stepper and a disabled 'В корзине'. */
export function CartButton({ partId, partName, label }: CartButtonProps) {
  const { t } = useTranslation('catalog');
  const cart = useCart();
  const announce = useAddedToast();
  const quantity = cart.quantityOf(partId);

  const add = () => {
    cart.add(partId);
    announce(partName);
  };

  if (quantity === 0) {
    return (
      <Button colorPalette="brand" size="sm" w="full" onClick={add}>
        <ShoppingCart aria-hidden /> {label ?? t('card.buy')}
      </Button>
    );
  }
  return (
    <HStack w="full" gap="2">
      <PartQuantityStepper
        partName={partName}
        quantity={quantity}
        onChange={(next) => cart.setQuantity(partId, next)}
      />
      <Button size="sm" flex="1" disabled variant="subtle">
        {t('card.inCart')}
      </Button>
    </HStack>
  );
}
