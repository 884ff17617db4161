import '../texts';
import '../../../shared/theme/extraRecipes';
import {
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Grid,
  HStack,
  Heading,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { ImageCarousel } from './ImageCarousel';
import { ImageThumbnails } from './ImageThumbnails';
import { NewBadge } from './NewBadge';
import { PartAnalogues } from './PartAnalogues';
import type { PartItem } from './PartCard';
import { PartDescription } from './PartDescription';
import { PartIdentity } from './PartIdentity';
import { CartButton } from './CartButton';
import { PriceBlock } from './PriceBlock';
import { StockLabel } from './StockLabel';
import { ScreenDialog } from '../../../shared/ui/ScreenDialog';

export interface PartDetailsDialogProps {
  part: PartItem | null;
  initialImage: number;
  categoryName: (categoryId: string) => string;
  onClose: () => void;
}

/** Everything about one part; the description comes with the product call. */
export function PartDetailsDialog({ part, initialImage, categoryName, onClose }: PartDetailsDialogProps) {
  const { t } = useTranslation('catalog');
  const [imageIndex, setImageIndex] = useState(initialImage);
  useEffect(() => setImageIndex(initialImage), [part, initialImage]);
  const details = trpc.catalog.product.useQuery(
    { id: part?.id ?? 0 },
    { enabled: part !== null, staleTime: 60_000 },
  );

  return (
    <ScreenDialog open={part !== null} onClose={onClose} size="xl">
      {part && (
        <>
          <Dialog.Header pe="12">
            <Stack gap="1">
              <HStack>
                <Dialog.Title>{part.name}</Dialog.Title>
                <NewBadge createdAt={part.createdAt} updatedAt={part.updatedAt} />
              </HStack>
              <PartIdentity partNumber={part.partNumber} brand={part.brand} />
            </Stack>
          </Dialog.Header>
          <Dialog.Body>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
              <Stack gap="2">
                <ImageCarousel
                  images={part.images}
                  name={part.name}
                  height="300px"
                  index={imageIndex}
                  onIndexChange={setImageIndex}
                />
                <ImageThumbnails images={part.images} index={imageIndex} onSelect={setImageIndex} />
              </Stack>
              <Stack gap="4">
                <PriceBlock
                  priceKopecks={part.priceKopecks}
                  retailPriceKopecks={part.retailPriceKopecks}
                  basePriceKopecks={part.basePriceKopecks}
                  size="lg"
                />
                <HStack>
                  <StockLabel availability={part.availability} />
                </HStack>
                <Stack gap="1">
                  <Heading as="h3" size="sm">
                    {t('dialog.description')}
                  </Heading>
                  {details.data ? <PartDescription text={details.data.description} /> : <Skeleton h="12" />}
                </Stack>
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    {t('dialog.specifications')}
                  </Heading>
                  <DataList.Root orientation="horizontal" size="sm">
                    <Spec label={t('dialog.category')} value={categoryName(part.categoryId)} />
                    <Spec label={t('dialog.article')} value={part.partNumber} />
                    {part.brand && <Spec label={t('dialog.brand')} value={part.brand} />}
                    {details.data && details.data.crossNumbers.length > 0 && (
                      <Spec label={t('dialog.crossNumbers')} value={details.data.crossNumbers.join(', ')} />
                    )}
                  </DataList.Root>
                </Stack>
              </Stack>
            </Grid>
            {details.data && (
              <Box mt="6">
                <PartAnalogues partName={part.name} analogues={details.data.analogues} />
              </Box>
            )}
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('dialog.close')}</Button>
            </Dialog.ActionTrigger>
            <div>
              <CartButton
                partId={part.id}
                partName={part.name}
                label={t('dialog.addToCart')}
                chooseQuantity
              />
            </div>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t('dialog.close')} />
          </Dialog.CloseTrigger>
        </>
      )}
    </ScreenDialog>
  );
}

function Spec({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
