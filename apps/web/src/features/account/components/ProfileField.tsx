import { Field, Input, type InputProps } from '@chakra-ui/react';

interface ProfileFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  error?: string;
  helper?: string;
  onValueChange?: (value: string) => void;
}

/** A labelled profile input with its validation message. */
export function ProfileField({ label, error, helper, required, onValueChange, ...input }: ProfileFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="lg" rounded="lg" bg="white" {...input} onChange={(e) => onValueChange?.(e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
