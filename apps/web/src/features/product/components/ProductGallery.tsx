import { Center, Image, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageThumbnails } from '../../catalog';

/** The product's images: one large, the rest as thumbnails; broken ones say so. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const placeholder = (text: string) => (
    <Center h="360px" bg="gray.100" color="gray.600" rounded="lg" flexDirection="column" gap="2">
      <ImageOff aria-hidden />
      <Text>{text}</Text>
    </Center>
  );
  if (images.length === 0) return placeholder(t('images.none'));
  return (
    <Stack gap="3">
      {broken.has(index) ? (
        placeholder(t('images.unavailable'))
      ) : (
        <Image
          src={images[index]}
          alt={t('images.alt', { name, index: index + 1 })}
          h="360px"
          w="full"
          objectFit="contain"
          bg="white"
          rounded="lg"
          borderWidth="1px"
          onError={() => setBroken((current) => new Set(current).add(index))}
        />
      )}
      <ImageThumbnails images={images} index={index} onSelect={setIndex} />
    </Stack>
  );
}
