import { Box, Button, CloseButton, Drawer, Flex, Grid, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { DownloadExcelButton } from '../../../shared/export/DownloadExcelButton';
import { useCartPreview } from '../hooks/useCartPreview';
import { useClearWithUndo } from '../hooks/useClearWithUndo';
import { CartDocumentsNotice, CommercialOfferButton } from './CartDocumentsNotice';
import { CartLine } from './CartLine';
import { EmptyCart } from './EmptyCart';

interface CartPanelProps {
  open: boolean;
  /** Off while a dialog takes over: focus returning to the page would dismiss that dialog. */
  restoreFocus: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onSaveList: () => void;
  onCheckout: () => void;
}

/**
 * The side panel 'Корзина' (spec section 2). The list takes the panel's whole
 * height and scrolls on its own (issue 16 replaced the spec's fixed 400 px,
 * which cut the third line), so the total and 'Оформить заказ' stay in view;
 * two-row lines and a compact footer show ≥ 8 lines at 1280×800 (issue 29.8).
 */
export function CartPanel({
  open,
  restoreFocus,
  onClose,
  onExitComplete,
  onSaveList,
  onCheckout,
}: CartPanelProps) {
  const { t } = useTranslation('cart');
  const { cart, items, lines, preview } = useCartPreview(open);
  // Sums come from the server's kopecks; the line total follows the typed quantity.
  const totalKopecks = lines.reduce((sum, line) => sum + line.unitPriceKopecks * line.quantity, 0);
  const clear = useClearWithUndo();
  // Opening the panel focuses 'Закрыть': Enter on a freshly opened cart must never empty it.
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Drawer.Root
      open={open}
      restoreFocus={restoreFocus}
      initialFocusEl={() => closeRef.current}
      onExitComplete={onExitComplete}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="0">
              {items.length === 0 ? (
                <EmptyCart />
              ) : (
                <Box as="ul" listStyle="none" pe="1" aria-busy={preview.isFetching}>
                  {preview.isPending && <Spinner m="6" aria-label={t('loading')} />}
                  {preview.isError && !preview.data && (
                    <Stack as="li" py="4" gap="2" align="start">
                      <Text color="fg.error">{t('loadFailed')}</Text>
                      <Button size="xs" variant="outline" onClick={() => void preview.refetch()}>
                        {t('retry')}
                      </Button>
                    </Stack>
                  )}
                  {lines.map((line) => (
                    <CartLine
                      key={line.partId}
                      line={{ ...line, lineTotalKopecks: line.unitPriceKopecks * line.quantity }}
                      onQuantity={(quantity) => cart.setQuantity(line.partId, quantity)}
                      onRemove={() => cart.remove(line.partId)}
                    />
                  ))}
                  {preview.data?.missingPartIds.map((partId) => (
                    <Flex
                      as="li"
                      key={partId}
                      py="3"
                      justify="space-between"
                      align="center"
                      borderBottomWidth="1px"
                    >
                      <Text fontSize="sm" color="fg.muted">
                        {t('missing')}
                      </Text>
                      <Button size="xs" variant="ghost" onClick={() => cart.remove(partId)}>
                        {t('removeMissing')}
                      </Button>
                    </Flex>
                  ))}
                </Box>
              )}
            </Drawer.Body>
            {items.length > 0 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" py="3">
                <Flex justify="space-between" align="center" gap="3">
                  <Stack gap="0">
                    <Text fontSize="sm" color="fg.muted">
                      {t('total')}
                    </Text>
                    <Text fontSize="xl" fontWeight="bold" lineHeight="short">
                      {formatRoubles(totalKopecks)}
                    </Text>
                  </Stack>
                  <Button colorPalette="brand" onClick={onCheckout}>
                    {t('checkout')}
                  </Button>
                </Flex>
                <CartDocumentsNotice totalKopecks={totalKopecks} preview={preview.data} />
                <Grid templateColumns="1fr 1fr" gap="2">
                  <Button variant="outline" size="sm" onClick={onSaveList}>
                    {t('saveList')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={clear}>
                    {t('clear')}
                  </Button>
                  <DownloadExcelButton source={{ source: 'cart', items }} />
                  <CommercialOfferButton items={items} />
                </Grid>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton ref={closeRef} size="sm" aria-label={t('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
