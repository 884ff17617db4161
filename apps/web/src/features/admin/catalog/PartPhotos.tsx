import { Box, Button, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { photoSrcSet } from '@shop/schemas/catalogView';
import { adminToast } from './useAdminToast';
import { uploadPhoto } from './useCatalogAdmin';

type Part = RouterOutputs['admin']['catalog']['part'];

/** Upload (drop or choose, several at once), reorder and delete a part's photos. */
export function PartPhotos({ part }: { part: Part }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const refresh = () =>
    Promise.all([
      utils.admin.catalog.part.invalidate({ id: part.id }),
      utils.admin.catalog.list.invalidate(),
    ]);
  const onError = (error: { message: string }) => adminToast('error', error.message);
  const reorder = trpc.admin.catalog.reorderPhotos.useMutation({ onSuccess: refresh, onError });
  const remove = trpc.admin.catalog.removePhoto.useMutation({ onSuccess: refresh, onError });

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      // One after another, so the photos keep the order they were chosen in.
      for (const file of Array.from(files)) await uploadPhoto(part.id, file);
    } catch (error) {
      adminToast('error', (error as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      await refresh();
    }
  };
  const move = (index: number, by: number) => {
    const ids = part.photos.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ partId: part.id, photoIds: ids });
  };

  return (
    <Stack gap="3">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.500' : 'border'}
        rounded="lg"
        p="4"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void upload(e.dataTransfer.files);
        }}
      >
        <Text fontSize="sm" mb="2">
          {t('catalog.photos.drop')}
        </Text>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          hidden
          aria-label={t('catalog.photos.choose')}
          onChange={(e) => void upload(e.currentTarget.files)}
        />
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          loadingText={t('catalog.photos.uploading')}
          onClick={() => input.current?.click()}
        >
          {t('catalog.photos.choose')}
        </Button>
      </Box>
      {part.photos.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('catalog.photos.empty')}
        </Text>
      ) : (
        <HStack gap="3" wrap="wrap" role="list" aria-label={t('catalog.form.photos')}>
          {part.photos.map((photo, index) => (
            <Stack key={photo.id} gap="1" role="listitem" align="center">
              <Image
                src={photo.url}
                srcSet={photoSrcSet(photo.url)}
                sizes="96px"
                alt={t('catalog.photos.alt', { position: index + 1, name: part.name })}
                w="24"
                h="24"
                objectFit="contain"
                bg="white"
                borderWidth="1px"
                rounded="md"
              />
              <HStack gap="0">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('catalog.photos.moveLeft')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowLeft />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('catalog.photos.remove')}
                  onClick={() => remove.mutate({ photoId: photo.id })}
                >
                  <Trash2 />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('catalog.photos.moveRight')}
                  disabled={index === part.photos.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowRight />
                </IconButton>
              </HStack>
            </Stack>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
