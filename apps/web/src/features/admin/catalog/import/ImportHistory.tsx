import { Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shop/i18n/dates';
import { trpc, type RouterOutputs } from '../../../../shared/api/trpc';
import { adminToast } from '../useAdminToast';

type Entry = RouterOutputs['admin']['catalog']['imports'][number];

/**
 * Past imports: who, when, which file, the counts, the file to download and,
 * for an import that archived parts, 'Вернуть из архива'. Files checked but
 * never applied are listed apart (the server keeps them a day).
 */
export function ImportHistory() {
  const { t } = useTranslation('admin');
  const imports = trpc.admin.catalog.imports.useQuery(undefined, { staleTime: 0 });
  const done = (imports.data ?? []).filter((row) => row.status !== 'preview');
  const previews = (imports.data ?? []).filter((row) => row.status === 'preview');
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          {t('priceImport.historyHeading')}
        </Heading>
        {done.length === 0 ? (
          <Text fontSize="sm">{t('priceImport.historyEmpty')}</Text>
        ) : (
          <HistoryTable heading={t('priceImport.historyHeading')} rows={done} withArchive />
        )}
      </Stack>
      {previews.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="md">
            {t('priceImport.previewsHeading')}
          </Heading>
          <HistoryTable heading={t('priceImport.previewsHeading')} rows={previews} />
        </Stack>
      )}
    </Stack>
  );
}

function HistoryTable({
  heading,
  rows,
  withArchive = false,
}: {
  heading: string;
  rows: Entry[];
  withArchive?: boolean;
}) {
  const { t } = useTranslation('admin');
  const h = (key: string) => t(`priceImport.historyColumns.${key as 'date'}`);
  const columns = ['date', 'who', 'file', 'status', 'counts', ...(withArchive ? ['archived'] : [])];
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="lg"
      bg="white"
      tabIndex={0}
      role="region"
      aria-label={heading}
    >
      <Table.Root size="sm" aria-label={heading}>
        <Table.Header>
          <Table.Row>
            {columns.map((key) => (
              <Table.ColumnHeader key={key}>{h(key)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.appliedAt ?? row.createdAt)}</Table.Cell>
              <Table.Cell>{row.actorName ?? '—'}</Table.Cell>
              <Table.Cell>
                <Link href={`/api/admin/price-list/${row.id}/file`} color="brand.fg">
                  {row.fileName}
                </Link>
              </Table.Cell>
              <Table.Cell>{t(`priceImport.status.${row.status}`)}</Table.Cell>
              <Table.Cell>
                {row.counts.created} / {row.counts.changed} / {row.counts.rejected}
              </Table.Cell>
              {withArchive && (
                <Table.Cell>
                  <ArchiveCell row={row} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The import's archive count, and the undo while its parts are still archived by it. */
function ArchiveCell({ row }: { row: Entry }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const restore = trpc.admin.catalog.importRestoreArchived.useMutation({
    onSuccess: async (result) => {
      adminToast(
        'success',
        result.alreadyRestored
          ? t('priceImport.restoredAlready')
          : t('priceImport.restored', { count: result.restored }),
      );
      await Promise.all([utils.admin.catalog.imports.invalidate(), utils.admin.catalog.list.invalidate()]);
    },
    onError: (error) => adminToast('error', error.message),
  });
  if (row.restorable === 0)
    return (
      <Text as="span" whiteSpace="nowrap">
        {row.counts.archived}
        {row.archiveRestoredAt && ` (${t('priceImport.restoredMark')})`}
      </Text>
    );
  return (
    <Button
      size="xs"
      variant="outline"
      loading={restore.isPending}
      onClick={() => restore.mutate({ importId: row.id })}
    >
      <Undo2 aria-hidden /> {t('priceImport.restore', { count: row.restorable })}
    </Button>
  );
}
