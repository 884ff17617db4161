import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shop/i18n/dates';
import { trpc } from '../../../../shared/api/trpc';

/** Past imports: who, when, which file, the counts, and the file to download. */
export function ImportHistory() {
  const { t } = useTranslation('admin');
  const imports = trpc.admin.catalog.imports.useQuery(undefined, { staleTime: 0 });
  const h = (key: string) => t(`priceImport.historyColumns.${key as 'date'}`);
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        {t('priceImport.historyHeading')}
      </Heading>
      {!imports.data || imports.data.length === 0 ? (
        <Text fontSize="sm">{t('priceImport.historyEmpty')}</Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          rounded="lg"
          bg="white"
          tabIndex={0}
          role="region"
          aria-label={t('priceImport.historyHeading')}
        >
          <Table.Root size="sm" aria-label={t('priceImport.historyHeading')}>
            <Table.Header>
              <Table.Row>
                {['date', 'who', 'file', 'status', 'counts'].map((key) => (
                  <Table.ColumnHeader key={key}>{h(key)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {imports.data.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDateTime(row.appliedAt ?? row.createdAt)}
                  </Table.Cell>
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
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
