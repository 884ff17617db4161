import { Box, Button, Flex, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../model/orderCache';
import { mobileItemPage } from '../model/itemPages';

type Item = Order['items'][number];

function SplitNote({ item }: { item: Item }) {
  const { t } = useTranslation('orders');
  if (item.toOrderQuantity <= 0) return null;
  return (
    <Text fontSize="xs" color="orange.fg">
      {t('details.split', { reserved: item.reservedQuantity, toOrder: item.toOrderQuantity })}
    </Text>
  );
}

/** Items as a table on desktop; on mobile as cards, 3 per page above 6 items (spec section 9). */
export function OrderItems({ items }: { items: Item[] }) {
  const mobile = useBreakpointValue({ base: true, md: false }) ?? false;
  return mobile ? <MobileItems items={items} /> : <ItemsTable items={items} />;
}

function ItemsTable({ items }: { items: Item[] }) {
  const { t } = useTranslation('orders');
  return (
    <Table.Root size="sm" variant="line">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('details.article')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('details.name')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('details.quantity')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('details.price')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('details.lineTotal')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((item) => (
          <Table.Row key={item.partId}>
            <Table.Cell whiteSpace="nowrap">{item.partNumber}</Table.Cell>
            <Table.Cell>
              {item.name}
              <SplitNote item={item} />
            </Table.Cell>
            <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatRoubles(item.unitPriceKopecks)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatRoubles(item.lineTotalKopecks)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function MobileItems({ items }: { items: Item[] }) {
  const { t } = useTranslation('orders');
  const [requested, setRequested] = useState(1);
  const { items: shown, page, pages } = mobileItemPage(items, requested);
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyle="none">
        {shown.map((item) => (
          <Box as="li" key={item.partId} borderWidth="1px" rounded="md" p="3">
            <Text fontWeight="medium" fontSize="sm">
              {item.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('details.article')}: {item.partNumber}
            </Text>
            <Flex justify="space-between" fontSize="sm" mt="1">
              <Text>
                {item.quantity} × {formatRoubles(item.unitPriceKopecks)}
              </Text>
              <Text fontWeight="semibold">{formatRoubles(item.lineTotalKopecks)}</Text>
            </Flex>
            <SplitNote item={item} />
          </Box>
        ))}
      </Stack>
      {pages > 1 && (
        <HStack justify="space-between">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setRequested(page - 1)}>
            {t('details.previous')}
          </Button>
          <Text fontSize="sm">{t('details.page', { page, pages })}</Text>
          <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setRequested(page + 1)}>
            {t('details.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
