import { HStack, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, quantityFromInput, steppedQuantity } from '../model/quantityInput';

interface QuantityStepperProps {
  quantity: number;
  partName: string;
  onChange: (quantity: number) => void;
}

/** Small on a desktop, where ≥ 8 lines fit the panel (issue 29.8); a finger's size on a phone. */
const STEPPER_SIZE = { base: 'xs', md: '2xs' } as const;

/** ±1 buttons (never below 1) and a digits-only field where 0 or empty removes the line on blur. */
export function QuantityStepper({ quantity, partName, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const commit = () => {
    const next = quantityFromInput(draft);
    if (next === quantity) setDraft(String(quantity));
    else onChange(next);
  };

  return (
    <HStack gap="1" role="group" aria-label={t('quantityOf', { name: partName })}>
      <IconButton
        aria-label={t('decrease')}
        size={STEPPER_SIZE}
        variant="outline"
        disabled={quantity <= 1}
        onClick={() => onChange(steppedQuantity(quantity, -1))}
      >
        <Minus />
      </IconButton>
      <Input
        aria-label={t('quantityOf', { name: partName })}
        size={STEPPER_SIZE}
        w="14"
        textAlign="center"
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(digitsOnly(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <IconButton
        aria-label={t('increase')}
        size={STEPPER_SIZE}
        variant="outline"
        onClick={() => onChange(steppedQuantity(quantity, 1))}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
