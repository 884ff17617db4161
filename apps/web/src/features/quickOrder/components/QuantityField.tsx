import { Input } from '@chakra-ui/react';
import { MAX_LINE_QUANTITY } from '@shop/schemas/limits';
import { useState } from 'react';

interface QuantityFieldProps {
  quantity: number;
  label: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

const parsed = (value: string) => {
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY ? n : null;
};

/** A quantity typed freely and taken on Enter or leaving the field; anything but 1-100 000 goes back. */
export function QuantityField({ quantity, label, onChange, disabled }: QuantityFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = parsed(draft);
    setDraft(null);
    if (value !== null && value !== quantity) onChange(value);
  };
  return (
    <Input
      size="sm"
      w="20"
      textAlign="end"
      inputMode="numeric"
      aria-label={label}
      disabled={disabled}
      value={draft ?? String(quantity)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
