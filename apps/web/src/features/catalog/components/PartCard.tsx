import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { CartButton } from './CartButton';
import { ImageCarousel } from './ImageCarousel';
import { NewBadge } from './NewBadge';
import { PartIdentity } from './PartIdentity';
import { PriceBlock } from './PriceBlock';
import { StockLabel } from './StockLabel';

export type PartItem = RouterOutputs['catalog']['search']['items'][number];

export interface PartCardProps {
  part: PartItem;
  layout: 'grid' | 'list';
  onOpen: (part: PartItem, imageIndex: number) => void;
  /** On the first screen: its image loads at once (ImageCarousel). */
  priority?: boolean;
}

/**
 * Each search answer brings new objects for the same parts: a card whose part
 * did not change (same fields, same images) is not rendered again.
 */
function samePart(a: PartItem, b: PartItem): boolean {
  return (Object.keys(a) as Array<keyof PartItem>).every((key) =>
    key === 'images' ? a.images.join('\n') === b.images.join('\n') : a[key] === b[key],
  );
}

/** A part in the grid or the list; the name opens the details dialog. */
export const PartCard = memo(
  function PartCard({ part, layout, onOpen, priority }: PartCardProps) {
    const { t } = useTranslation('catalog');
    const [imageIndex, setImageIndex] = useState(0);
    const list = layout === 'list';
    return (
      <Card.Root
        as="article"
        aria-label={part.name}
        flexDirection={list ? { base: 'column', sm: 'row' } : 'column'}
        overflow="hidden"
        size="sm"
        h="full"
        _hover={{ shadow: 'md' }}
        transition="box-shadow 0.15s"
      >
        <Box
          position="relative"
          w={list ? { base: 'full', sm: '200px' } : 'full'}
          flexShrink={0}
          cursor="pointer"
        >
          <Box onClick={() => onOpen(part, imageIndex)}>
            <ImageCarousel
              images={part.images}
              name={part.name}
              height="180px"
              index={imageIndex}
              onIndexChange={setImageIndex}
              priority={priority}
            />
          </Box>
          <Box position="absolute" top="2" left="2">
            <NewBadge createdAt={part.createdAt} updatedAt={part.updatedAt} />
          </Box>
        </Box>
        <Card.Body gap="2" flex="1">
          <Heading as="h3" size="sm" lineClamp={2}>
            <Text
              as="button"
              textAlign="start"
              cursor="pointer"
              _hover={{ color: 'brand.fg' }}
              onClick={() => onOpen(part, imageIndex)}
              aria-label={t('card.details', { name: part.name })}
            >
              {part.name}
            </Text>
          </Heading>
          <PartIdentity partNumber={part.partNumber} brand={part.brand} />
          <Flex mt="auto" direction="column" gap="2">
            <PriceBlock
              priceKopecks={part.priceKopecks}
              retailPriceKopecks={part.retailPriceKopecks}
              basePriceKopecks={part.basePriceKopecks}
            />
            <Stack align="start">
              <StockLabel availability={part.availability} />
            </Stack>
          </Flex>
        </Card.Body>
        <Card.Footer pt="0">
          <CartButton partId={part.id} partName={part.name} />
        </Card.Footer>
      </Card.Root>
    );
  },
  (before, after) =>
    before.layout === after.layout &&
    before.onOpen === after.onOpen &&
    before.priority === after.priority &&
    samePart(before.part, after.part),
);
