import { Button, HStack, Icon } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../../shared/cart/useCart';
import { useAddedToast } from '../hooks/useAddedToast';
import { PartQuantityStepper } from './PartQuantityStepper';

/**
 * A table row's order cell: the quantity first, then 'Купить' puts that many
 * in the cart (a wholesale buyer rarely wants one). Once the part is in the
 * cart, the stepper changes the cart's quantity.
 */
export function PartRowBuy({
  partId,
  partName,
  compact = false,
  size = 'xs',
}: {
  partId: number;
  partName: string;
  compact?: boolean;
  /** '2xs' in a desktop table row: ≥ 12 rows on a 1280×800 first screen (issue 29.7). */
  size?: '2xs' | 'xs';
}) {
  const { t } = useTranslation('catalog');
  const cart = useCart();
  const announce = useAddedToast();
  const inCart = cart.quantityOf(partId);
  const [wanted, setWanted] = useState(1);

  if (inCart > 0) {
    return (
      <HStack gap="2" justify="end">
        <PartQuantityStepper
          size={size}
          partName={partName}
          quantity={inCart}
          onChange={(next) => cart.setQuantity(partId, next)}
        />
        <Icon as={Check} role="img" color="green.fg" boxSize="4" aria-label={t('card.inCart')} />
      </HStack>
    );
  }
  return (
    <HStack gap="2" justify="end">
      {/* A phone's row has room for 'Купить' alone: it puts 1, the stepper then appears. */}
      {!compact && (
        <PartQuantityStepper
          size={size}
          partName={partName}
          quantity={wanted}
          onChange={(next) => setWanted(Math.max(next, 1))}
        />
      )}
      <Button
        colorPalette="brand"
        size={size}
        onClick={() => {
          cart.setQuantity(partId, wanted);
          announce(partName);
        }}
      >
        {t('card.buy')}
      </Button>
    </HStack>
  );
}
