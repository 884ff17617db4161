import { Box, Center, Grid, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { ImageOff, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedList } from '../hooks/useSavedLists';
import { canDecrease, canIncrease } from '../model/listQuantities';

type Item = SavedList['items'][number];

interface ListItemRowProps {
  item: Item;
  quantity: number;
  onStep: (delta: 1 | -1) => void;
}

/** Image, name, article, price, stock and the ± controls of one saved line. */
export function ListItemRow({ item, quantity, onStep }: ListItemRowProps) {
  const { t } = useTranslation('savedLists');
  const { part } = item;
  const inStock = part.availability > 0;
  return (
    // On phones the ± controls go under the text so the name keeps its width.
    <Grid
      as="li"
      templateColumns={{ base: '56px 1fr', md: '56px 1fr auto' }}
      columnGap="3"
      rowGap="2"
      py="3"
      borderBottomWidth="1px"
      aria-label={part.name}
      alignItems="center"
    >
      <Thumbnail url={part.imageUrl} name={part.name} />
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" fontSize="sm">
          {part.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('article', { partNumber: part.partNumber })}
        </Text>
        <Text fontSize="sm">{t('price', { price: formatRoubles(part.priceKopecks) })}</Text>
        <Text fontSize="xs" color={inStock ? 'green.fg' : 'fg.muted'}>
          {inStock ? t('inStock', { count: part.availability }) : t('outOfStock')}
        </Text>
      </Stack>
      <HStack
        gap="1"
        gridColumn={{ base: '2', md: 'auto' }}
        role="group"
        aria-label={t('quantityOf', { name: part.name })}
      >
        <IconButton
          aria-label={t('decrease')}
          size="xs"
          variant="outline"
          disabled={!canDecrease(quantity, part.availability)}
          onClick={() => onStep(-1)}
        >
          <Minus />
        </IconButton>
        <Text minW="8" textAlign="center" fontWeight="semibold" aria-live="polite">
          {quantity}
        </Text>
        <IconButton
          aria-label={t('increase')}
          size="xs"
          variant="outline"
          disabled={!canIncrease(part.availability)}
          onClick={() => onStep(1)}
        >
          <Plus />
        </IconButton>
      </HStack>
    </Grid>
  );
}

function Thumbnail({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <Center boxSize="14" bg="bg.muted" rounded="md" flexShrink={0} color="fg.subtle">
        <ImageOff size={20} aria-hidden />
      </Center>
    );
  }
  return (
    <Box boxSize="14" flexShrink={0}>
      <Image
        src={url}
        alt={name}
        boxSize="14"
        objectFit="cover"
        rounded="md"
        onError={() => setBroken(true)}
      />
    </Box>
  );
}
