import '../../texts';
import { Badge, Box, Button, Field, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../../shared/api/trpc';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../../shared/ui/PageSpinner';
import { AdminPanelHeader, AdminSectionHeading } from '../../components/AdminPanelHeader';
import { adminToast } from '../useAdminToast';
import { CategoryConfirmDialog, type CategoryConfirm } from './CategoryConfirmDialog';
import { CategoryRenameDialog } from './CategoryRenameDialog';

export interface AdminCategory {
  id: string;
  name: string;
  sortOrder: number;
  archived: boolean;
}

/**
 * /admin/catalog/categories: create, rename, reorder (the buyer's order of
 * category buttons), archive and restore, delete an empty one. Every action is
 * a button reachable by Tab; archiving and deleting ask first.
 */
export function AdminCategoriesPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminCategories'));
  const utils = trpc.useUtils();
  const categories = trpc.admin.catalog.categories.useQuery();
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [confirm, setConfirm] = useState<CategoryConfirm | null>(null);
  const [newId, setNewId] = useState('');
  const [newName, setNewName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  // After a move the focus follows the moved category's arrow (or the other one at an end).
  const arrows = useRef(new Map<string, HTMLButtonElement | null>());
  const [refocus, setRefocus] = useState<string | null>(null);

  const saved = async (list: AdminCategory[], message: string) => {
    utils.admin.catalog.categories.setData(undefined, list);
    adminToast('success', message);
    // The part form reads the same list; the buyer's filter buttons read the overview.
    await utils.catalog.overview.invalidate();
  };
  const onError = (error: { message: string }) => adminToast('error', error.message);

  const create = trpc.admin.catalog.createCategory.useMutation({
    onSuccess: async (list, input) => {
      setNewId('');
      setNewName('');
      setCreateError(null);
      await saved(list, t('admin:catalog.categories.created', { name: input.name }));
    },
    onError: (error) => setCreateError(error.message),
  });
  const update = trpc.admin.catalog.updateCategory.useMutation({ onError });
  const reorder = trpc.admin.catalog.reorderCategories.useMutation({ onError });
  // A refusal to delete shows in the confirmation dialog, which stays open.
  const remove = trpc.admin.catalog.deleteCategory.useMutation();
  const ask = (next: CategoryConfirm) => {
    remove.reset();
    setConfirm(next);
  };

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ categoryId: newId.trim(), name: newName.trim() });
  };

  const move = (list: AdminCategory[], index: number, step: -1 | 1) => {
    if (reorder.isPending) return;
    const ids = list.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    reorder.mutate(
      { categoryIds: ids },
      {
        onSuccess: async (next) => {
          const at = index + step;
          const direction = at === 0 ? 'down' : at === ids.length - 1 ? 'up' : step < 0 ? 'up' : 'down';
          // In the same render as the new order (saved() sets the list before it awaits).
          const done = saved(next, t('admin:catalog.categories.moved'));
          setRefocus(`${moved}:${direction}`);
          await done;
        },
      },
    );
  };

  const setArchived = (category: AdminCategory, archived: boolean) =>
    update.mutate(
      { categoryId: category.id, archived },
      {
        onSuccess: async (list) => {
          setConfirm(null);
          await saved(
            list,
            t(archived ? 'admin:catalog.categories.archivedDone' : 'admin:catalog.categories.restoredDone', {
              name: category.name,
            }),
          );
        },
      },
    );

  const list = categories.data ?? [];
  const busy = reorder.isPending || update.isPending || remove.isPending;
  // Once the new order is on screen (the moved row may have been re-inserted, which drops the focus).
  useEffect(() => {
    if (refocus === null || reorder.isPending) return;
    arrows.current.get(refocus)?.focus();
    setRefocus(null);
  }, [refocus, reorder.isPending, categories.data]);

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('admin:catalog.categories.heading')}>
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to="/admin/catalog">← {t('admin:catalog.categories.back')}</RouterLink>
        </Link>
      </AdminSectionHeading>
      <Text color="fg.muted" fontSize="sm" maxW="3xl">
        {t('admin:catalog.categories.intro')}
      </Text>

      <Box as="form" onSubmit={submitNew} borderWidth="1px" rounded="lg" p="4" bg="white">
        <Heading as="h3" size="md" mb="3">
          {t('admin:catalog.categories.addHeading')}
        </Heading>
        <Flex gap="3" wrap="wrap" align="end">
          <Field.Root w={{ base: 'full', sm: '56' }} required invalid={createError !== null}>
            <Field.Label>{t('admin:catalog.categories.id')}</Field.Label>
            <Input
              value={newId}
              onChange={(e) => setNewId(e.currentTarget.value.toLowerCase())}
              placeholder="tuning"
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
            />
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '72' }} required invalid={createError !== null}>
            <Field.Label>{t('admin:catalog.categories.name')}</Field.Label>
            <Input
              value={newName}
              onChange={(e) => setNewName(e.currentTarget.value)}
              placeholder="Тюнинг"
              maxLength={100}
            />
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            loading={create.isPending}
            disabled={newId.trim() === '' || newName.trim() === ''}
          >
            {t('admin:catalog.categories.add')}
          </Button>
        </Flex>
        {createError && (
          <Text color="red.fg" fontSize="sm" mt="2" role="alert">
            {createError}
          </Text>
        )}
      </Box>

      {categories.isPending ? (
        <PageSpinner label={t('layout:common.loading')} />
      ) : categories.isError ? (
        <Text color="red.fg">{categories.error.message}</Text>
      ) : list.length === 0 ? (
        <Text>{t('admin:catalog.categories.empty')}</Text>
      ) : (
        <Stack
          as="ol"
          gap="2"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={t('admin:catalog.categories.heading')}
          aria-busy={busy}
        >
          {list.map((category, index) => (
            <Flex
              as="li"
              key={category.id}
              gap="3"
              wrap="wrap"
              align="center"
              justify="space-between"
              borderWidth="1px"
              rounded="md"
              p="3"
              bg={category.archived ? 'bg.muted' : 'white'}
            >
              <HStack gap="3" minW="0" flex="1 1 16rem">
                <Text color="fg.muted" fontSize="sm" w="6" textAlign="end" aria-hidden>
                  {index + 1}
                </Text>
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {category.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                    {category.id}
                  </Text>
                </Stack>
                <Badge colorPalette={category.archived ? 'gray' : 'green'} variant="subtle" flexShrink={0}>
                  {category.archived
                    ? t('admin:catalog.categories.archived')
                    : t('admin:catalog.categories.active')}
                </Badge>
              </HStack>
              <HStack gap="1.5" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('admin:catalog.categories.moveUp', { name: category.name })}
                  title={t('admin:catalog.categories.up')}
                  disabled={index === 0}
                  ref={(el) => void arrows.current.set(`${category.id}:up`, el)}
                  onClick={() => move(list, index, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('admin:catalog.categories.moveDown', { name: category.name })}
                  title={t('admin:catalog.categories.down')}
                  disabled={index === list.length - 1}
                  ref={(el) => void arrows.current.set(`${category.id}:down`, el)}
                  onClick={() => move(list, index, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('admin:catalog.categories.renameOf', { name: category.name })}
                  onClick={() => setRenaming(category)}
                >
                  {t('admin:catalog.categories.rename')}
                </Button>
                {category.archived ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    aria-label={t('admin:catalog.categories.restoreOf', { name: category.name })}
                    disabled={busy}
                    onClick={() => setArchived(category, false)}
                  >
                    {t('admin:catalog.categories.restore')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('admin:catalog.categories.archiveOf', { name: category.name })}
                    onClick={() => ask({ kind: 'archive', category })}
                  >
                    {t('admin:catalog.categories.archive')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('admin:catalog.categories.deleteOf', { name: category.name })}
                  onClick={() => ask({ kind: 'delete', category })}
                >
                  {t('admin:catalog.categories.delete')}
                </Button>
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}

      <CategoryRenameDialog
        category={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={async (list, name) => {
          setRenaming(null);
          await saved(list, t('admin:catalog.categories.renamed', { name }));
        }}
      />
      <CategoryConfirmDialog
        confirm={confirm}
        pending={update.isPending || remove.isPending}
        error={remove.error?.message ?? null}
        onClose={() => setConfirm(null)}
        onConfirm={(action) => {
          if (action.kind === 'archive') setArchived(action.category, true);
          else
            remove.mutate(
              { categoryId: action.category.id },
              {
                onSuccess: async (list) => {
                  setConfirm(null);
                  await saved(list, t('admin:catalog.categories.deleted', { name: action.category.name }));
                },
              },
            );
        }}
      />
    </Stack>
  );
}
