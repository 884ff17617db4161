// One colleague: name and e-mail, role, monthly limit and this month's spend.
// The company's administrator changes the role or the limit in place and
// saves the row; removing asks first (the colleague's sign-in ends at once).
import { Button, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import type { CompanyMember } from '@shop/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { kopecksToInput, parseRoubles } from '../../../../shared/money/roublesInput';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { toaster } from '../../../../shared/ui/toaster';
import { RoleSelect } from './RoleSelect';

/** Who on the row's first line; role, limit, spend and actions below it (one column on a phone). */
const MEMBER_COLUMNS = {
  base: '1fr',
  md: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
} as const;

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </Stack>
  );
}

interface MemberRowProps {
  member: CompanyMember;
  isSelf: boolean;
  /** The caller is the company's administrator. */
  manage: boolean;
}

export function MemberRow({ member, isSelf, manage }: MemberRowProps) {
  const { t } = useTranslation(['auth']);
  const name = `${member.firstName} ${member.lastName}`;
  const limitText =
    member.monthlyLimitKopecks === null
      ? t('auth:companyAccount.members.noLimit')
      : formatRoubles(member.monthlyLimitKopecks);
  return (
    <Grid
      as="li"
      aria-label={name}
      templateColumns={MEMBER_COLUMNS}
      gap={{ base: '3', md: '4' }}
      alignItems="end"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Stack gap="0.5" minW="0" gridColumn="1 / -1">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {name}
          {isSelf && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              ({t('auth:companyAccount.members.you')})
            </Text>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {member.email}
        </Text>
      </Stack>
      {manage ? (
        <MemberEditor member={member} isSelf={isSelf} name={name} />
      ) : (
        <>
          <Labelled label={t('auth:companyAccount.members.role')}>
            {t(`auth:companyAccount.roles.${member.role}`)}
          </Labelled>
          <Labelled label={t('auth:companyAccount.members.monthlyLimit')}>{limitText}</Labelled>
          <Labelled label={t('auth:companyAccount.members.spent')}>
            {formatRoubles(member.spentThisMonthKopecks)}
          </Labelled>
        </>
      )}
    </Grid>
  );
}

function MemberEditor({ member, isSelf, name }: { member: CompanyMember; isSelf: boolean; name: string }) {
  const { t } = useTranslation(['auth', 'layout']);
  const utils = trpc.useUtils();
  const [role, setRole] = useState(member.role);
  const [limit, setLimit] = useState(kopecksToInput(member.monthlyLimitKopecks));
  const [confirming, setConfirming] = useState(false);
  const limitKopecks = limit.trim() === '' ? null : parseRoubles(limit);
  const limitInvalid = limit.trim() !== '' && limitKopecks === null;
  const changed = role !== member.role || limitKopecks !== member.monthlyLimitKopecks;
  const failed = (error: { message: string }) => toaster.create({ type: 'error', title: error.message });
  const update = trpc.auth.company.updateMember.useMutation({
    onSuccess: () => {
      void utils.auth.company.get.invalidate();
      toaster.create({ type: 'success', title: t('auth:companyAccount.members.saved') });
    },
    onError: failed,
  });
  const remove = trpc.auth.company.removeMember.useMutation({
    onSuccess: () => {
      setConfirming(false);
      void utils.auth.company.get.invalidate();
      toaster.create({ type: 'success', title: t('auth:companyAccount.members.removed') });
    },
    onError: (error) => {
      setConfirming(false);
      failed(error);
    },
  });
  return (
    <>
      <RoleSelect value={role} onChange={setRole} />
      <Field.Root invalid={limitInvalid}>
        <Field.Label>{t('auth:companyAccount.members.monthlyLimit')}</Field.Label>
        <Input
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('auth:companyAccount.members.noLimit')}
          value={limit}
          onChange={(event) => setLimit(event.currentTarget.value)}
        />
      </Field.Root>
      <Labelled label={t('auth:companyAccount.members.spent')}>
        {formatRoubles(member.spentThisMonthKopecks)}
      </Labelled>
      <HStack gap="2" justify={{ base: 'start', md: 'end' }}>
        <Button
          size="sm"
          disabled={!changed || limitInvalid}
          loading={update.isPending}
          aria-label={`${t('auth:companyAccount.members.save')}: ${name}`}
          onClick={() => update.mutate({ userId: member.userId, role, monthlyLimitKopecks: limitKopecks })}
        >
          {t('auth:companyAccount.members.save')}
        </Button>
        {!isSelf && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`${t('auth:companyAccount.members.remove')}: ${name}`}
            onClick={() => setConfirming(true)}
          >
            {t('auth:companyAccount.members.remove')}
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={t('auth:companyAccount.members.remove')}
        confirmLabel={t('auth:companyAccount.members.remove')}
        cancelLabel={t('layout:common.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ userId: member.userId })}
        onClose={() => setConfirming(false)}
      >
        {t('auth:companyAccount.members.removeConfirm', { name })}
      </ConfirmDialog>
    </>
  );
}
