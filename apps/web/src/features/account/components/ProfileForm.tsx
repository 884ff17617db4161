import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { formatPhoneMask, profileUpdateInput } from '@shop/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import type { SessionUser } from '../../../shared/session/useSession';
import { toaster } from '../../../shared/ui/toaster';
import { ProfileField } from './ProfileField';

type Values = Record<'first_name' | 'last_name' | 'phone' | 'company', string>;

function firstErrors(
  issues: { path: PropertyKey[]; message: string }[] = [],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The profile form: names, phone and company; the e-mail is shown but not editable. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>({
    first_name: user.firstName,
    last_name: user.lastName,
    phone: formatPhoneMask(user.phone),
    company: user.company ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.auth.me.setData(undefined, saved);
      toaster.create({
        type: 'success',
        title: t('account.profile.successTitle'),
        description: t('account.profile.success'),
      });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: t('account.profile.failedTitle'),
        description: error.message || t('account.profile.failed'),
      }),
  });
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = profileUpdateInput.safeParse({ ...values, email: user.email });
    setErrors(firstErrors(result.error?.issues));
    if (result.success) update.mutate({ ...values, email: user.email });
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ProfileField
            label={t('fields.firstName')}
            required
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            error={errors.first_name}
            onValueChange={set('first_name')}
          />
          <ProfileField
            label={t('fields.lastName')}
            required
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            error={errors.last_name}
            onValueChange={set('last_name')}
          />
        </SimpleGrid>
        <ProfileField
          label={t('fields.email')}
          name="email"
          value={user.email}
          readOnly
          disabled
          helper={t('account.profile.emailHint')}
        />
        <ProfileField
          label={t('fields.phone')}
          required
          type="tel"
          name="phone"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
          value={values.phone}
          error={errors.phone}
          onValueChange={(v) => set('phone')(formatPhoneMask(v))}
        />
        <ProfileField
          label={t('fields.company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          onValueChange={set('company')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="lg"
          alignSelf="start"
          loading={update.isPending}
          loadingText={t('account.profile.saving')}
        >
          {t('account.profile.save')}
        </Button>
      </form>
    </Stack>
  );
}
