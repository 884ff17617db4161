import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { formatPhoneMask, registrationInput, type RegistrationInput } from '@shop/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../forms/FormField';
import { fieldErrorsOf, type FieldErrors } from '../forms/fieldErrors';
import { ConsentCheckbox } from './ConsentCheckbox';
import { PasswordInput } from './PasswordInput';

type Values = Record<'first_name' | 'last_name' | 'email' | 'password' | 'company' | 'phone', string>;

const empty: Values = { first_name: '', last_name: '', email: '', password: '', company: '', phone: '' };

interface RegisterFormProps {
  onSubmit: (input: RegistrationInput) => void;
  isSubmitting: boolean;
}

/** The spec's registration fields, checked with the server's own schema before sending. */
export function RegisterForm({ onSubmit, isSubmitting }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>(empty);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, personal_data_consent: consent || undefined };
    const result = registrationInput.safeParse(input);
    const found = fieldErrorsOf(result.error);
    if (!consent) found.personal_data_consent = t('validation.consentRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...input, personal_data_consent: true });
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: set(name),
  });
  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            {...field('first_name')}
          />
          <FormField
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            {...field('last_name')}
          />
        </SimpleGrid>
        <FormField label={t('fields.email')} required type="email" autoComplete="email" {...field('email')} />
        <FormField
          label={t('fields.phone')}
          required
          type="tel"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
          {...field('phone')}
          onValueChange={(value) => set('phone')(formatPhoneMask(value))}
        />
        <FormField
          label={t('fields.company')}
          helper={t('fields.companyHint')}
          autoComplete="organization"
          {...field('company')}
        />
        <FormField
          label={t('fields.password')}
          required
          autoComplete="new-password"
          {...field('password')}
          render={(props) => <PasswordInput {...props} />}
        />
        <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.personal_data_consent} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="lg"
          loading={isSubmitting}
          loadingText={t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
      </form>
    </Stack>
  );
}
