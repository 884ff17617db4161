import { Button, HStack, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCart } from '../../../shared/cart/useCart';
import { cartLinkTarget } from '../../../shared/layout/cartLink';
import { toaster } from '../../../shared/ui/toaster';

export interface CartButtonProps {
  partId: number;
  partName: string;
  /** The dialog says 'Добавить в корзину'; the card says 'Купить'. */
  label?: string;
}

/** 'Купить' puts 1 in the cart; once there, a stepper and a disabled 'В корзине'. */
export function CartButton({ partId, partName, label }: CartButtonProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const cart = useCart();
  const quantity = cart.quantityOf(partId);

  const add = () => {
    cart.add(partId);
    toaster.create({
      type: 'success',
      title: t('card.added'),
      description: partName,
      action: {
        label: t('card.viewCart'),
        // The address at the click (the toast outlives renders): the catalogue's filters stay.
        onClick: () => navigate(cartLinkTarget(true, window.location.pathname, window.location.search)),
      },
    });
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
      <QuantityStepper partId={partId} partName={partName} quantity={quantity} onChange={cart.setQuantity} />
      <Button size="sm" flex="1" disabled variant="subtle">
        {t('card.inCart')}
      </Button>
    </HStack>
  );
}

interface StepperProps {
  partId: number;
  partName: string;
  quantity: number;
  onChange: (partId: number, quantity: number) => void;
}

function QuantityStepper({ partId, partName, quantity, onChange }: StepperProps) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  // Digits only; an empty or zero value on leaving the field removes the line (spec section 5).
  const commit = () => onChange(partId, Number.parseInt(draft, 10) || 0);

  return (
    <HStack gap="1" role="group" aria-label={t('card.quantity')}>
      <IconButton
        aria-label={t('card.decrease')}
        size="sm"
        variant="outline"
        disabled={quantity <= 1}
        onClick={() => onChange(partId, quantity - 1)}
      >
        <Minus />
      </IconButton>
      <Input
        aria-label={t('card.quantityOf', { name: partName })}
        size="sm"
        w="12"
        textAlign="center"
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <IconButton
        aria-label={t('card.increase')}
        size="sm"
        variant="outline"
        onClick={() => onChange(partId, quantity + 1)}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
