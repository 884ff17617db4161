import { Box, Button, CloseButton, Dialog, Flex, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadExcelButton } from '../../../shared/export/DownloadExcelButton';
import { useAddListToCart } from '../hooks/useAddListToCart';
import type { SavedList } from '../hooks/useSavedLists';
import { changed, initialQuantities, totalKopecks, type Quantities } from '../model/listQuantities';
import { ListItemRow } from './ListItemRow';
import { ScreenDialog } from '../../../shared/ui/ScreenDialog';

/** A saved list's items with quantities to adjust before adding them to the cart. */
export function SavedListDialog({ list, onClose }: { list: SavedList; onClose: () => void }) {
  const { t } = useTranslation('savedLists');
  const lines = useMemo(
    () =>
      list.items.map((item) => ({
        partId: item.partId,
        quantity: item.quantity,
        availability: item.part.availability,
        priceKopecks: item.part.priceKopecks,
      })),
    [list],
  );
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(lines));
  const addToCart = useAddListToCart();
  const step = (partId: number, availability: number, delta: 1 | -1) =>
    setQuantities((current) => ({
      ...current,
      [partId]: changed(current[partId] ?? 0, availability, delta),
    }));

  return (
    <ScreenDialog open onClose={onClose} size="lg">
      <Dialog.Header pe="12">
        <Dialog.Title>{list.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body py="0">
        <Box as="ul" listStyle="none">
          {list.items.map((item) => (
            <ListItemRow
              key={item.partId}
              item={item}
              quantity={quantities[item.partId] ?? 0}
              onStep={(delta) => step(item.partId, item.part.availability, delta)}
            />
          ))}
        </Box>
        <Flex justify="space-between" fontWeight="bold" fontSize="lg" py="4">
          <Text>{t('total')}</Text>
          <Text>{formatRoubles(totalKopecks(lines, quantities))}</Text>
        </Flex>
      </Dialog.Body>
      {/* Wraps on a phone: 'Скачать Excel' was cut at 375 px (issue 29). */}
      <Dialog.Footer flexWrap="wrap" justifyContent={{ base: 'stretch', md: 'flex-end' }}>
        {/* Lists kept only in this browser (not yet saved on the server) have no file. */}
        {typeof list.id === 'number' && (
          <DownloadExcelButton
            source={{ source: 'savedList', id: list.id }}
            size="md"
            me={{ md: 'auto' }}
            flex={{ base: '1 1 100%', md: '0 0 auto' }}
          />
        )}
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('close')}</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="brand" onClick={() => addToCart(lines, quantities) && onClose()}>
          {t('addToCart')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('close')} />
      </Dialog.CloseTrigger>
    </ScreenDialog>
  );
}
