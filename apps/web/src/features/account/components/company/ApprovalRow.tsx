// One approval request: when, who, how much, its state and (once approved)
// the order's number. A pending request offers the company's administrator
// 'Согласовать' and 'Отклонить', and its author 'Отозвать'.
import { Badge, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@shop/i18n/dates';
import { formatRoubles } from '@shop/i18n/money';
import type { ApprovalDto, ApprovalStatus } from '@shop/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { toaster } from '../../../../shared/ui/toaster';
import { RejectDialog } from './RejectDialog';

/** The lines named on the row; the rest are counted. */
const LINES_SHOWN = 6;

const PALETTE: Record<ApprovalStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

interface ApprovalRowProps {
  approval: ApprovalDto;
  /** The caller is the company's administrator. */
  decide: boolean;
  /** The caller wrote the request. */
  own: boolean;
}

export function ApprovalRow({ approval, decide, own }: ApprovalRowProps) {
  const { t } = useTranslation(['auth', 'layout']);
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<'reject' | 'withdraw' | null>(null);
  const done = (title: string, description?: string) => {
    setDialog(null);
    void utils.orders.approvals.list.invalidate();
    void utils.orders.company.invalidate();
    void utils.orders.mine.invalidate();
    void utils.auth.company.get.invalidate();
    toaster.create({ type: 'success', title, description });
  };
  const failed = (error: { message: string }) => {
    setDialog(null);
    void utils.orders.approvals.list.invalidate();
    toaster.create({ type: 'error', title: error.message });
  };
  const approve = trpc.orders.approvals.approve.useMutation({
    onSuccess: (result) =>
      done(
        t('auth:companyAccount.approvals.approved', { orderNumber: result.orderNumber }),
        result.shortages.length > 0
          ? t('auth:companyAccount.approvals.shortages', {
              list: result.shortages.map((s) => s.partNumber).join(', '),
            })
          : undefined,
      ),
    onError: failed,
  });
  const reject = trpc.orders.approvals.reject.useMutation({
    onSuccess: () => done(t('auth:companyAccount.approvals.rejected')),
    onError: failed,
  });
  const withdraw = trpc.orders.approvals.withdraw.useMutation({
    onSuccess: () => done(t('auth:companyAccount.approvals.withdrawn')),
    onError: failed,
  });
  const pending = approval.status === 'pending';
  const shown = approval.items.slice(0, LINES_SHOWN).map((line) => `${line.partNumber} × ${line.quantity}`);
  const hidden = approval.items.length - shown.length;
  const linesText = [
    ...shown,
    ...(hidden > 0 ? [t('auth:companyAccount.approvals.moreLines', { count: hidden })] : []),
  ].join(', ');
  const label = `${approval.requester.name}, ${formatRoubles(approval.totalKopecks)}`;
  return (
    <Grid
      as="li"
      aria-label={label}
      templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) auto' }}
      gap={{ base: '2', md: '4' }}
      alignItems="center"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {approval.requester.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {approval.requester.email} · {formatDateTime(approval.createdAt)}
        </Text>
      </Stack>
      <Text fontWeight="semibold" fontSize="lg" whiteSpace="nowrap">
        {formatRoubles(approval.totalKopecks)}
      </Text>
      <Stack gap="1" align="start" minW="0">
        <Badge colorPalette={PALETTE[approval.status]} variant="subtle">
          {t(`auth:companyAccount.approvals.statuses.${approval.status}`)}
        </Badge>
        {approval.orderNumber && (
          <Text fontSize="sm">
            {t('auth:companyAccount.approvals.order')}: <b>{approval.orderNumber}</b>
          </Text>
        )}
        {approval.comment && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t('auth:companyAccount.approvals.comment')}: {approval.comment}
          </Text>
        )}
      </Stack>
      {pending && (decide || own) && (
        <HStack gap="2" justify={{ base: 'start', md: 'end' }} wrap="wrap">
          {decide && (
            <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate({ id: approval.id })}>
              {t('auth:companyAccount.approvals.approve')}
            </Button>
          )}
          {decide && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('reject')}>
              {t('auth:companyAccount.approvals.reject')}
            </Button>
          )}
          {own && (
            <Button size="sm" variant="outline" onClick={() => setDialog('withdraw')}>
              {t('auth:companyAccount.approvals.withdraw')}
            </Button>
          )}
        </HStack>
      )}
      {approval.items.length > 0 && (
        <Text fontSize="sm" color="fg.muted" gridColumn="1 / -1" overflowWrap="anywhere">
          {t('auth:companyAccount.approvals.lines', { list: linesText })}
        </Text>
      )}
      {dialog === 'reject' && (
        <RejectDialog
          pending={reject.isPending}
          onReject={(comment) => reject.mutate({ id: approval.id, comment })}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title={t('auth:companyAccount.approvals.withdraw')}
        confirmLabel={t('auth:companyAccount.approvals.withdraw')}
        cancelLabel={t('layout:common.cancel')}
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate({ id: approval.id })}
        onClose={() => setDialog(null)}
      >
        {t('auth:companyAccount.approvals.withdrawConfirm', { total: formatRoubles(approval.totalKopecks) })}
      </ConfirmDialog>
    </Grid>
  );
}
