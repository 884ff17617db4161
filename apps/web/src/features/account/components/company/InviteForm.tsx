// 'Пригласить сотрудника': name, e-mail, role and monthly limit. The invited
// colleague gets a mail with a link to set a password and is active at once
// (the company vouches). The shared schema checks the form before it goes.
import { Button, Field, Grid, Heading, Input, Stack } from '@chakra-ui/react';
import { inviteMemberInput, type CompanyRole } from '@shop/schemas';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { parseRoubles } from '../../../../shared/money/roublesInput';
import { toaster } from '../../../../shared/ui/toaster';
import { RoleSelect } from './RoleSelect';

const EMPTY = { firstName: '', lastName: '', email: '', limit: '' };
type TextField = keyof typeof EMPTY;

export function InviteForm() {
  const { t } = useTranslation('auth');
  const utils = trpc.useUtils();
  const [values, setValues] = useState(EMPTY);
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const invite = trpc.auth.company.invite.useMutation({
    onSuccess: (_, input) => {
      void utils.auth.company.get.invalidate();
      toaster.create({ type: 'success', title: t('companyAccount.invite.sent', { email: input.email }) });
      setValues(EMPTY);
      setRole('buyer');
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limitText = values.limit.trim();
    const limit = limitText === '' ? null : parseRoubles(limitText);
    const parsed = inviteMemberInput.safeParse({ ...values, role, monthlyLimitKopecks: limit });
    const found: Partial<Record<TextField, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] === 'monthlyLimitKopecks' ? 'limit' : (issue.path[0] as TextField);
      found[key] ??= issue.message;
    }
    if (limitText !== '' && limit === null) found.limit = t('companyAccount.invite.limitInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    invite.mutate({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      role,
      monthlyLimitKopecks: limit,
    });
  };

  const field = (key: TextField, label: string, extra: Partial<ComponentProps<typeof Input>> = {}) => (
    <Field.Root invalid={Boolean(errors[key])}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
        {...extra}
      />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack asChild gap="4">
      {/* noValidate: the shared schema's Russian messages, not the browser's tooltips. */}
      <form onSubmit={submit} noValidate aria-labelledby="invite-heading">
        <Heading as="h3" id="invite-heading" size="md">
          {t('companyAccount.invite.heading')}
        </Heading>
        <Grid
          templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
          gap="3"
        >
          {field('firstName', t('companyAccount.invite.firstName'), { autoComplete: 'off' })}
          {field('lastName', t('companyAccount.invite.lastName'), { autoComplete: 'off' })}
          {field('email', t('companyAccount.invite.email'), { type: 'email', autoComplete: 'off' })}
          <RoleSelect value={role} onChange={setRole} />
          {field('limit', t('companyAccount.invite.monthlyLimit'), {
            inputMode: 'decimal',
            autoComplete: 'off',
          })}
        </Grid>
        <Button type="submit" alignSelf="start" loading={invite.isPending}>
          {t('companyAccount.invite.submit')}
        </Button>
      </form>
    </Stack>
  );
}
