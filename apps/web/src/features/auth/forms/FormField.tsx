import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FORM_INPUT_STYLE } from '../../../shared/ui/formInputStyle';

interface FormFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  error?: string;
  helper?: ReactNode;
  onValueChange: (value: string) => void;
  /** Replaces the plain input (e.g. a password input), given the same props. */
  render?: (props: InputProps) => ReactNode;
}

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
  const props: InputProps = { ...FORM_INPUT_STYLE, ...input, onChange: (e) => onValueChange(e.target.value) };
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
