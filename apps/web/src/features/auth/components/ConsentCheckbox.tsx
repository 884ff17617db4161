import { Checkbox, Field, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** Consent to personal-data processing (152-FZ): separate, never pre-ticked. */
export function ConsentCheckbox({ checked, onChange, error }: ConsentCheckboxProps) {
  const { t } = useTranslation('auth');
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => onChange(e.checked === true)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput name="personal_data_consent" />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" fontSize="sm" color="fg.muted">
          {t('register.consentBefore')}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/privacy" target="_blank">
              {t('register.consentLink')}
            </RouterLink>
          </Link>
          {t('register.consentAfter')}
        </Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
