import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../shared/i18n/translate';
import { trpc } from '../../../shared/api/trpc';
import { ADMIN_TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';
import { formatDate } from '@shop/i18n/dates';
import { describeMailError } from './mailError';

/** Mails the outbox gave up on, with a button to send each again. */
export function FailedMails() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const failed = trpc.admin.mail.failed.useQuery();
  const retry = trpc.admin.mail.retry.useMutation({
    onSuccess: async () => {
      toaster.create({
        type: 'success',
        title: t('adminUsers.failedMails.retried'),
        duration: ADMIN_TOAST_DURATION_MS,
      });
      await utils.admin.mail.failed.invalidate();
    },
    onError: () =>
      toaster.create({
        type: 'error',
        title: t('adminUsers.failedMails.retryFailed'),
        duration: ADMIN_TOAST_DURATION_MS,
      }),
  });
  const retryAll = trpc.admin.mail.retryAllFailed.useMutation({
    onSuccess: async ({ count }) => {
      toaster.create({
        type: 'success',
        title: t('adminUsers.failedMails.retriedAll', { count }),
        duration: ADMIN_TOAST_DURATION_MS,
      });
      await utils.admin.mail.failed.invalidate();
    },
    onError: () =>
      toaster.create({
        type: 'error',
        title: t('adminUsers.failedMails.queueError'),
        duration: ADMIN_TOAST_DURATION_MS,
      }),
  });
  const mails = failed.data ?? [];
  return (
    <Stack as="section" gap="3" aria-labelledby="failed-mails-heading">
      <Stack direction="row" justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="failed-mails-heading">
          {t('adminUsers.failedMails.heading')}
        </Heading>
        {mails.length > 1 && (
          <Button size="sm" variant="outline" loading={retryAll.isPending} onClick={() => retryAll.mutate()}>
            {t('adminUsers.failedMails.retryAll')}
          </Button>
        )}
      </Stack>
      {mails.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {failed.isPending ? t('common.loading') : t('adminUsers.failedMails.empty')}
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
                    {describeMailError(mail, t)}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={retry.isPending && retry.variables.id === mail.id}
                      onClick={() => retry.mutate({ id: mail.id })}
                    >
                      {t('adminUsers.failedMails.retry')}
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
