import { Group, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}

/** Minus, digits-only field, plus; the minimum is 1 (spec section 5 "Order edit"). */
export function QuantityStepper({ name, value, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const commit = () => {
    const parsed = Number.parseInt(typed, 10);
    const next = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
    setTyped(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <Group attached role="group" aria-label={t('orders.detail.quantityOf', { name })}>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('orders.detail.decrease', { name })}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </IconButton>
      <Input
        size="xs"
        w="12"
        textAlign="center"
        inputMode="numeric"
        aria-label={t('orders.detail.quantityOf', { name })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('orders.detail.increase', { name })}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </IconButton>
    </Group>
  );
}
