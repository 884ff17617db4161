// Issue 34: the shop's admin moves a user into another company (the companies
// are those of the users' list). The server applies the rules: the user joins
// as a Закупщик without a limit, the last administrator cannot leave others
// behind (409, shown as the toast).
import { Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { SelectField } from '../../../shared/ui/SelectField';
import { toaster } from '../../../shared/ui/toaster';
import { fullNameOf } from './userCells';

type AdminUserDetail = RouterOutputs['admin']['users']['byId'];

export function CompanyMoveCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation(['admin', 'layout']);
  const utils = trpc.useUtils();
  const users = trpc.admin.users.list.useQuery();
  const companies = useMemo(() => {
    const byId = new Map<number, string>();
    for (const other of users.data ?? []) byId.set(other.companyAccount.id, other.companyAccount.name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1], 'ru'));
  }, [users.data]);
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const targetName = companies.find(([id]) => String(id) === target)?.[1] ?? '';
  const move = trpc.admin.users.moveToCompany.useMutation({
    onSuccess: () => {
      setConfirming(false);
      setTarget('');
      void utils.admin.users.byId.invalidate({ id: user.id });
      void utils.admin.users.list.invalidate();
      toaster.create({ type: 'success', title: t('admin:users.detail.moved', { company: targetName }) });
    },
    onError: (error) => {
      setConfirming(false);
      toaster.create({ type: 'error', title: error.message });
    },
  });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('admin:users.detail.moveTitle')}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('admin:users.detail.moveHint')}
        </Text>
        <HStack align="end" gap="3" wrap="wrap">
          <Box flex="1" minW="56">
            <SelectField label={t('admin:users.detail.moveTo')} size="sm" value={target} onChange={setTarget}>
              <option value="" disabled>
                —
              </option>
              {companies
                .filter(([id]) => id !== user.companyAccount.id)
                .map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
            </SelectField>
          </Box>
          <Button size="sm" disabled={target === ''} onClick={() => setConfirming(true)}>
            {t('admin:users.detail.move')}
          </Button>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('admin:users.detail.moveTo')}
        confirmLabel={t('admin:users.detail.move')}
        cancelLabel={t('layout:common.cancel')}
        confirmPalette="brand"
        pending={move.isPending}
        onConfirm={() => move.mutate({ userId: user.id, companyId: Number(target) })}
        onClose={() => setConfirming(false)}
      >
        {t('admin:users.detail.moveConfirm', { name: fullNameOf(user), company: targetName })}
      </ConfirmDialog>
    </Card.Root>
  );
}
