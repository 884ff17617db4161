import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Heading,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { PartHistory } from './PartHistory';
import { PartPhotos } from './PartPhotos';
import { draftOf, EMPTY_DRAFT, readDraft, type PartDraft } from './partDraft';
import { adminToast } from './useAdminToast';
import { useUpdatePart } from './useCatalogAdmin';

interface Props {
  /** 'new' for the create form, a part id to edit, null when closed. */
  target: number | 'new' | null;
  onClose: () => void;
  /** After creating: the form stays open on the new part, for its photos. */
  onCreated: (id: number) => void;
}

/** The part form: every field, cross numbers, analogues; photos and history once the part exists. */
export function PartFormDialog({ target, onClose, onCreated }: Props) {
  const { t } = useTranslation('admin');
  const editing = typeof target === 'number';
  const part = trpc.admin.catalog.part.useQuery({ id: editing ? target : 0 }, { enabled: editing });
  const categories = trpc.admin.catalog.categories.useQuery(undefined, { staleTime: 60_000 });
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<PartDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<keyof PartDraft, string>>>({});
  useEffect(() => {
    setErrors({});
    if (target === 'new') setDraft(EMPTY_DRAFT);
  }, [target]);
  useEffect(() => {
    if (editing && part.data) setDraft(draftOf(part.data));
  }, [editing, part.data]);

  const create = trpc.admin.catalog.create.useMutation({
    onSuccess: async (created) => {
      adminToast('success', t('catalog.form.created'));
      utils.admin.catalog.part.setData({ id: created.id }, created);
      await utils.admin.catalog.list.invalidate();
      onCreated(created.id);
    },
    onError: (error) => adminToast('error', error.message),
  });
  const update = useUpdatePart();

  const save = () => {
    const read = readDraft(draft);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    if (editing) update.mutate({ id: target, patch: read.input });
    else create.mutate(read.input);
  };
  const field = (key: keyof PartDraft, label: string, control: React.ReactNode, helper?: string) => (
    <Field.Root
      invalid={errors[key] !== undefined}
      required={['name', 'partNumber', 'categoryId', 'price'].includes(key)}
    >
      <Field.Label>{label}</Field.Label>
      {control}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );
  const text = (key: keyof PartDraft, inputMode?: 'decimal' | 'numeric') => (
    <Input
      inputMode={inputMode}
      value={String(draft[key])}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
    />
  );

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {editing
                  ? t('catalog.form.editTitle', { article: part.data?.partNumber ?? '' })
                  : t('catalog.form.createTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {field('name', t('catalog.form.name'), text('name'))}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {field('partNumber', t('catalog.form.article'), text('partNumber'))}
                  {field('brand', t('catalog.form.brand'), text('brand'))}
                  {field(
                    'categoryId',
                    t('catalog.form.category'),
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={draft.categoryId}
                        onChange={(e) => setDraft({ ...draft, categoryId: e.currentTarget.value })}
                      >
                        <option value="">—</option>
                        {(categories.data ?? []).map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>,
                  )}
                  {field('availability', t('catalog.form.stock'), text('availability', 'numeric'))}
                  {field('price', t('catalog.form.price'), text('price', 'decimal'))}
                  {field('retailPrice', t('catalog.form.retailPrice'), text('retailPrice', 'decimal'))}
                </SimpleGrid>
                {field(
                  'description',
                  t('catalog.form.description'),
                  <Textarea
                    rows={3}
                    value={draft.description}
                    onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
                  />,
                )}
                {field(
                  'crossNumbers',
                  t('catalog.form.crossNumbers'),
                  text('crossNumbers'),
                  t('catalog.form.crossNumbersHint'),
                )}
                {field('analogues', t('catalog.form.analogues'), text('analogues'))}
                <Checkbox.Root
                  checked={draft.markedNew}
                  onCheckedChange={(e) => setDraft({ ...draft, markedNew: e.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('catalog.form.markedNew')}</Checkbox.Label>
                </Checkbox.Root>
                {editing && part.data && (
                  <>
                    <Heading as="h3" size="md">
                      {t('catalog.form.photos')}
                    </Heading>
                    <PartPhotos part={part.data} />
                    <Heading as="h3" size="md">
                      {t('catalog.form.history')}
                    </Heading>
                    <PartHistory history={part.data.history} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('catalog.form.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={create.isPending || update.isPending} onClick={save}>
                {t('catalog.form.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
