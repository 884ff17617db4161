import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  error?: string;
  helper?: ReactNode;
  onValueChange: (value: string) => void;
  /** Replaces the plain input (e.g. a password input), given the same props. */
  render?: (props: InputProps) => ReactNode;
}

const inputStyle = { size: 'lg', rounded: 'lg', bg: 'white' } as const;

/** A labelled input with its validation message below it. */
export function FormField({
  label,
  error,
  helper,
  required,
  onValueChange,
  render,
  ...input
}: FormFieldProps) {
  const props: InputProps = { ...inputStyle, ...input, onChange: (e) => onValueChange(e.target.value) };
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {render ? render(props) : <Input {...props} />}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
