import '../texts';
import '../../../shared/theme/extraRecipes';
import { Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatRoubles } from '../model/partRules';
import type { PartItem } from './PartCard';
import { PartRowBuy } from './PartRowBuy';

export interface PartsTableProps {
  parts: PartItem[];
  onOpen: (part: PartItem, imageIndex: number) => void;
}

/**
 * 'Таблицей': one line per part, no images, for buyers who order dozens of
 * lines (≥ 15 parts in a 1280×800 window). Phones get two-line rows instead
 * of columns that would not fit. A lazy chunk (PartsResults): the table
 * recipe is not part of the first download.
 */
export function PartsTable({ parts, onOpen }: PartsTableProps) {
  const { t } = useTranslation('catalog');
  // A phone's row gives the name two lines: the fitment ('… для Yamaha Jog')
  // is at its end (issue 29, smaller defects).
  const nameButton = (part: PartItem, lines: number) => (
    <Text
      as="button"
      textAlign="start"
      fontWeight="medium"
      lineClamp={lines}
      _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
      onClick={() => onOpen(part, 0)}
      aria-label={t('card.details', { name: part.name })}
    >
      {part.name}
    </Text>
  );
  const stock = (part: PartItem) =>
    part.availability > 0 ? (
      <Text as="span" color="green.fg">
        {t('table.stockShort', { count: part.availability })}
      </Text>
    ) : (
      <Text as="span" color="fg.muted">
        {t('card.toOrder')}
      </Text>
    );

  return (
    <>
      <Table.Root size="sm" hideBelow="md" aria-label={t('table.label')} bg="white" rounded="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="36">{t('table.article')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.brand')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('table.price')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('table.stock')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('table.buy')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {parts.map((part) => (
            <Table.Row key={part.id} aria-label={part.name}>
              <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                {part.partNumber}
              </Table.Cell>
              <Table.Cell maxW="0" w="full">
                {nameButton(part, 1)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {part.brand}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                {formatRoubles(part.priceKopecks)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {stock(part)}
              </Table.Cell>
              <Table.Cell py="1">
                <PartRowBuy partId={part.id} partName={part.name} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box
        as="ul"
        hideFrom="md"
        listStyle="none"
        aria-label={t('table.label')}
        bg="white"
        rounded="md"
        borderWidth="1px"
      >
        {parts.map((part) => (
          <Flex
            as="li"
            key={part.id}
            aria-label={part.name}
            gap="2"
            px="3"
            py="2"
            borderBottomWidth="1px"
            align="center"
          >
            <Stack gap="0" flex="1" minW="0">
              {nameButton(part, 2)}
              <Text fontSize="xs" color="fg.muted" truncate>
                {part.partNumber}
                {part.brand && ` · ${part.brand}`} · <b>{formatRoubles(part.priceKopecks)}</b> · {stock(part)}
              </Text>
            </Stack>
            <PartRowBuy partId={part.id} partName={part.name} compact />
          </Flex>
        ))}
      </Box>
    </>
  );
}
