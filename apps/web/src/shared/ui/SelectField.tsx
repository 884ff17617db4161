// A labelled native select (the admin's forms: a client's discount, an order's
// status). Native, so phones show their own picker.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  /** The <option> elements. */
  children: ReactNode;
}

export function SelectField({ label, value, onChange, size, children }: SelectFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
