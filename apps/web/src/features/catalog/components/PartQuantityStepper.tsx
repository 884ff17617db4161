import { HStack, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PartQuantityStepperProps {
  partName: string;
  quantity: number;
  onChange: (quantity: number) => void;
  /** The least the minus button goes to (1 for a quantity still to be bought). */
  min?: number;
  size?: '2xs' | 'xs' | 'sm';
}

/** ±1 buttons and a digits-only field; an empty or zero value on leaving the field means 0 (spec section 5). */
export function PartQuantityStepper({
  partName,
  quantity,
  onChange,
  min = 1,
  size = 'sm',
}: PartQuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const commit = () => {
    const typed = Number.parseInt(draft, 10) || 0;
    if (typed === quantity) setDraft(String(quantity));
    else onChange(Math.max(typed, min - 1));
  };

  return (
    <HStack gap="1" role="group" aria-label={t('card.quantityOf', { name: partName })} flexShrink={0}>
      <IconButton
        aria-label={t('card.decrease')}
        size={size}
        variant="outline"
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus />
      </IconButton>
      <Input
        aria-label={t('card.quantityOf', { name: partName })}
        size={size}
        w={size === 'sm' ? '12' : '10'}
        h={size === '2xs' ? '6' : undefined}
        fontSize={size === '2xs' ? 'xs' : undefined}
        px="1"
        textAlign="center"
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <IconButton
        aria-label={t('card.increase')}
        size={size}
        variant="outline"
        onClick={() => onChange(quantity + 1)}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
