import { Button, Stack } from '@chakra-ui/react';
import { passwordField } from '@shop/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../shared/ui/toaster';
import { FormField } from '../forms/FormField';
import { PasswordInput } from './PasswordInput';

interface NewPasswordFormProps {
  onSubmit: (password: string) => void;
  isSubmitting: boolean;
}

/** Two password fields (6+ characters) that must match. */
export function NewPasswordForm({ onSubmit, isSubmitting }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tooShort = (value: string) => passwordField.safeParse(value).error?.issues[0]?.message;
    const found = { password: tooShort(password), repeat: tooShort(repeat) };
    if (!found.password && !found.repeat && password !== repeat) {
      found.repeat = t('validation.passwordsMismatchTitle');
      toaster.create({
        type: 'error',
        title: t('validation.passwordsMismatchTitle'),
        description: t('validation.passwordsMismatch'),
      });
    }
    setErrors(found);
    if (!found.password && !found.repeat) onSubmit(password);
  };

  const asPassword = { render: (props: object) => <PasswordInput {...props} /> };
  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit} noValidate>
        <FormField
          label={t('fields.newPassword')}
          required
          name="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onValueChange={setPassword}
          {...asPassword}
        />
        <FormField
          label={t('fields.passwordRepeat')}
          required
          name="password_repeat"
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onValueChange={setRepeat}
          {...asPassword}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="lg"
          loading={isSubmitting}
          loadingText={t('reset.submitting')}
        >
          {t('reset.submit')}
        </Button>
      </form>
    </Stack>
  );
}
