import { Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '@shop/i18n/dates';
import type { Exchange1cLog } from '@shop/schemas';
import { useTranslation } from 'react-i18next';

const COLUMNS = [
  'startedAt',
  'type',
  'files',
  'created',
  'updated',
  'archived',
  'ordersExported',
  'error',
] as const;
const NUMERIC = new Set<string>(['created', 'updated', 'archived', 'ordersExported']);

/** The exchanges with 1C, newest first: one dense row each, scrolling sideways on a phone. */
export function ExchangeLogTable({ exchanges }: { exchanges: Exchange1cLog['exchanges'] }) {
  const { t } = useTranslation('admin');
  const heading = t('exchange1c.screen.title');
  if (exchanges.length === 0) return <Text color="fg.muted">{t('exchange1c.screen.empty')}</Text>;
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
            {COLUMNS.map((key) => (
              <Table.ColumnHeader key={key} textAlign={NUMERIC.has(key) ? 'end' : undefined}>
                {t(`exchange1c.screen.columns.${key}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {exchanges.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.startedAt)}</Table.Cell>
              <Table.Cell>{t(`exchange1c.screen.types.${row.type}`)}</Table.Cell>
              <Table.Cell maxW="64" wordBreak="break-all">
                {row.files.join(', ') || '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.created}</Table.Cell>
              <Table.Cell textAlign="end">{row.updated}</Table.Cell>
              <Table.Cell textAlign="end">{row.archived}</Table.Cell>
              <Table.Cell textAlign="end">{row.ordersExported}</Table.Cell>
              <Table.Cell color={row.error ? 'red.fg' : undefined} minW="48">
                {row.error ?? t('exchange1c.screen.noError')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
