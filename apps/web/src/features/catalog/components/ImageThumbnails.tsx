import { Box, HStack, Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ImageThumbnailsProps {
  images: string[];
  index: number;
  onSelect: (index: number) => void;
}

/** Small previews under a part's large image (dialog and product page); the current one is outlined. */
export function ImageThumbnails({ images, index, onSelect }: ImageThumbnailsProps) {
  const { t } = useTranslation('catalog');
  if (images.length < 2) return null;
  return (
    <HStack gap="2" overflowX="auto" py="1">
      {images.map((url, i) => (
        <Box
          as="button"
          key={url}
          onClick={() => onSelect(i)}
          aria-label={t('images.thumbnail', { index: i + 1 })}
          aria-current={i === index}
          borderWidth="2px"
          borderColor={i === index ? 'brand.500' : 'gray.200'}
          rounded="md"
          overflow="hidden"
          flexShrink={0}
        >
          <Image src={url} alt="" w="14" h="14" objectFit="contain" bg="white" />
        </Box>
      ))}
    </HStack>
  );
}
