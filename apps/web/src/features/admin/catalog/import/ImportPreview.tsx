import { Badge, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatRoubles } from '@shop/i18n/money';
import type { Preview } from './usePriceImport';

export type { Preview } from './usePriceImport';

/** Counts, then the changed rows (before -> after), the new ones and the rejected ones with reasons. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation('admin');
  const c = (key: string) => t(`priceImport.columns.${key as 'row'}`);
  const table = (heading: string, columns: string[], rows: React.ReactNode[][]) =>
    rows.length > 0 && (
      <Stack gap="2">
        <Heading as="h3" size="md">
          {heading}
        </Heading>
        <Table.ScrollArea
          borderWidth="1px"
          rounded="lg"
          bg="white"
          tabIndex={0}
          role="region"
          aria-label={heading}
        >
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {columns.map((col) => (
                  <Table.ColumnHeader key={col}>{c(col)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((cells, i) => (
                <Table.Row key={i}>
                  {cells.map((cell, j) => (
                    <Table.Cell key={j}>{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    );
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap" aria-label={t('priceImport.mappingHeading')}>
        {(['created', 'changed', 'unchanged', 'rejected', 'archived'] as const).map((key) => (
          <Badge key={key} size="lg" colorPalette={key === 'rejected' ? 'red' : 'gray'}>
            {t(`priceImport.counts.${key}`)}: {preview.counts[key]}
          </Badge>
        ))}
      </HStack>
      {table(
        t('priceImport.counts.changed'),
        ['row', 'article', 'name', 'price', 'stock'],
        preview.changed.map((r) => [
          r.row,
          r.article,
          r.name,
          `${formatRoubles(r.before.priceKopecks)} → ${formatRoubles(r.after.priceKopecks)}`,
          `${r.before.availability} → ${r.after.availability}`,
        ]),
      )}
      {table(
        t('priceImport.counts.created'),
        ['row', 'article', 'name', 'price', 'stock'],
        preview.created.map((r) => [r.row, r.article, r.name, formatRoubles(r.priceKopecks), r.availability]),
      )}
      {table(
        t('priceImport.counts.rejected'),
        ['row', 'article', 'reason'],
        preview.rejected.map((r) => [
          r.row,
          r.article,
          <Text key="r" color="red.fg">
            {r.reason}
          </Text>,
        ]),
      )}
    </Stack>
  );
}
