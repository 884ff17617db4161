import { Badge, Box, Button, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { photoSrcSet } from '@shop/schemas/catalogView';
import { InlineNumberInput } from './InlineNumberInput';
import { useUpdatePart } from './useCatalogAdmin';

export type AdminListPart = RouterOutputs['admin']['catalog']['list']['items'][number];

interface Props {
  parts: AdminListPart[];
  onEdit: (id: number) => void;
  onArchive: (part: AdminListPart) => void;
}

/** The parts list with inline price, retail price and stock; fits 1280 px, scrolls sideways on a phone. */
export function PartsAdminTable({ parts, onEdit, onArchive }: Props) {
  const { t } = useTranslation('admin');
  const update = useUpdatePart();
  const inline = (part: AdminListPart, field: 'price' | 'retailPrice' | 'stock') =>
    t('catalog.inlineLabel', { field: t(`catalog.columns.${field}`), article: part.partNumber });
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="xl"
      bg="white"
      tabIndex={0}
      role="region"
      aria-label={t('catalog.heading')}
    >
      {/* Names wrap (the scroll area's nowrap kept them on one line and pushed
          'Изменить' out of a 1280 px screen); articles and buttons do not. */}
      <Table.Root size="sm" striped whiteSpace="normal">
        <Table.Header>
          <Table.Row>
            {(['photo', 'name', 'article', 'brand', 'price', 'retailPrice', 'stock', 'actions'] as const).map(
              (c) => (
                <Table.ColumnHeader key={c}>{t(`catalog.columns.${c}`)}</Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {parts.map((part) => (
            <Table.Row key={part.id}>
              <Table.Cell>
                {part.photos[0] ? (
                  <Image
                    src={part.photos[0].url}
                    srcSet={photoSrcSet(part.photos[0].url)}
                    sizes="48px"
                    alt=""
                    w="12"
                    h="12"
                    objectFit="contain"
                  />
                ) : (
                  <Box w="12" h="12" bg="gray.100" rounded="md" />
                )}
              </Table.Cell>
              <Table.Cell minW="48" overflowWrap="break-word">
                <Stack gap="1">
                  <Text fontWeight="medium">{part.name}</Text>
                  <HStack gap="1">
                    {part.archived && <Badge colorPalette="gray">{t('catalog.archivedBadge')}</Badge>}
                    {part.markedNew && <Badge colorPalette="green">{t('catalog.newBadge')}</Badge>}
                  </HStack>
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{part.partNumber}</Table.Cell>
              <Table.Cell>{part.brand}</Table.Cell>
              <Table.Cell>
                <InlineNumberInput
                  key={`p${part.priceKopecks}`}
                  label={inline(part, 'price')}
                  kopecks={part.priceKopecks}
                  onSave={(v) => v !== null && update.mutate({ id: part.id, patch: { priceKopecks: v } })}
                />
              </Table.Cell>
              <Table.Cell>
                <InlineNumberInput
                  key={`r${part.retailPriceKopecks}`}
                  label={inline(part, 'retailPrice')}
                  kopecks={part.retailPriceKopecks}
                  nullable
                  onSave={(v) => update.mutate({ id: part.id, patch: { retailPriceKopecks: v } })}
                />
              </Table.Cell>
              <Table.Cell>
                <InlineNumberInput
                  key={`s${part.availability}`}
                  label={inline(part, 'stock')}
                  kopecks={part.availability}
                  units
                  onSave={(v) => v !== null && update.mutate({ id: part.id, patch: { availability: v } })}
                />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" whiteSpace="nowrap">
                  <Button size="xs" variant="outline" onClick={() => onEdit(part.id)}>
                    {t('catalog.edit')}
                    <Box as="span" srOnly>
                      {' '}
                      {part.partNumber}
                    </Box>
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onArchive(part)}>
                    {part.archived ? t('catalog.restore') : t('catalog.archive')}
                    <Box as="span" srOnly>
                      {' '}
                      {part.partNumber}
                    </Box>
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
