import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';
import { formatDate } from '@shop/i18n/dates';
import { describeMailError } from './mailError';

/** Mails the outbox gave up on, with a button to send each again. */
export function FailedMails() {
  const { t } = useTranslation(['admin', 'layout']);
  const utils = trpc.useUtils();
  const failed = trpc.admin.mail.failed.useQuery();
  const retry = trpc.admin.mail.retry.useMutation({
    onSuccess: async () => {
      toaster.create({
        type: 'success',
        title: t('admin:users.failedMails.retried'),
        duration: ADMIN_TOAST_DURATION_MS,
      });
      await utils.admin.mail.failed.invalidate();
    },
    onError: () =>
      toaster.create({
        type: 'error',
        title: t('admin:users.failedMails.retryFailed'),
        duration: ADMIN_TOAST_DURATION_MS,
      }),
  });
  const retryAll = trpc.admin.mail.retryAllFailed.useMutation({
    onSuccess: async ({ count }) => {
      toaster.create({
        type: 'success',
        title: t('admin:users.failedMails.retriedAll', { count }),
        duration: ADMIN_TOAST_DURATION_MS,
      });
      await utils.admin.mail.failed.invalidate();
    },
    onError: () =>
      toaster.create({
        type: 'error',
        title: t('admin:users.failedMails.queueError'),
        duration: ADMIN_TOAST_DURATION_MS,
      }),
  });
  const mails = failed.data ?? [];
  return (
    <Stack as="section" gap="3" aria-labelledby="failed-mails-heading">
      <Stack direction="row" justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="failed-mails-heading">
          {t('admin:users.failedMails.heading')}
        </Heading>
        {mails.length > 1 && (
          <Button size="sm" variant="outline" loading={retryAll.isPending} onClick={() => retryAll.mutate()}>
            {t('admin:users.failedMails.retryAll')}
          </Button>
        )}
      </Stack>
      {mails.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {failed.isPending ? t('layout:common.loading') : t('admin:users.failedMails.empty')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
          <Table.Root size="sm">
            <Table.Body>
              {mails.map((mail) => (
                <Table.Row key={mail.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDate(mail.updatedAt)}</Table.Cell>
                  <Table.Cell>{mail.to}</Table.Cell>
                  <Table.Cell>{mail.subject}</Table.Cell>
                  <Table.Cell color="red.600" fontSize="xs">
                    {describeMailError(mail, (vars) => t('admin:users.failedMails.confirmationFailed', vars))}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={retry.isPending && retry.variables.id === mail.id}
                      onClick={() => retry.mutate({ id: mail.id })}
                    >
                      {t('admin:users.failedMails.retry')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
