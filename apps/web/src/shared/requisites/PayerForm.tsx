// The payer form of the account area and of the admin's user page. Each
// field shows its check-digit error as soon as it has been left (or on
// submit); the labels come from the caller's texts.
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { emptyPayer, PAYER_FIELDS, payerErrors, type PayerField, type PayerValues } from './payerForm';

export interface PayerFormLabels {
  fields: Record<PayerField | 'kind' | 'ogrnip', string>;
  kinds: Record<PayerValues['kind'], string>;
  save: string;
  cancel: string;
}

interface PayerFormProps {
  initial?: PayerValues;
  labels: PayerFormLabels;
  saving: boolean;
  onSave: (values: PayerValues) => void;
  onCancel: () => void;
}

const WIDE: PayerField[] = ['name', 'legalAddress', 'bankName'];

export function PayerForm({ initial, labels, saving, onSave, onCancel }: PayerFormProps) {
  const [values, setValues] = useState<PayerValues>(initial ?? emptyPayer());
  const [touched, setTouched] = useState<Partial<Record<PayerField, boolean>>>({});
  const errors = payerErrors(values);
  const company = values.kind === 'company';
  const fields = PAYER_FIELDS.filter((field) => company || field !== 'kpp');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(PAYER_FIELDS.map((field) => [field, true])));
    if (Object.keys(errors).length === 0) onSave(values);
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <Field.Root>
          <Field.Label>{labels.fields.kind}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.kind}
              onChange={(event) => {
                const kind = event.currentTarget.value as PayerValues['kind'];
                setValues((v) => ({ ...v, kind, kpp: kind === 'company' ? v.kpp : '' }));
              }}
            >
              <option value="company">{labels.kinds.company}</option>
              <option value="entrepreneur">{labels.kinds.entrepreneur}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((field) => {
            const error = touched[field] ? errors[field] : undefined;
            const label = field === 'ogrn' && !company ? labels.fields.ogrnip : labels.fields[field];
            return (
              <Field.Root
                key={field}
                required
                invalid={Boolean(error)}
                gridColumn={WIDE.includes(field) ? { md: 'span 2' } : undefined}
              >
                <Field.Label>
                  {label} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={field}
                  value={values[field]}
                  inputMode={WIDE.includes(field) ? undefined : 'numeric'}
                  onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
                  onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {labels.save}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {labels.cancel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
