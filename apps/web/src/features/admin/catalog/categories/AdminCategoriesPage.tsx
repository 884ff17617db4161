import '../../texts';
import { Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../../shared/api/trpc';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../../shared/ui/PageSpinner';
import { AdminPanelHeader, AdminSectionHeading } from '../../components/AdminPanelHeader';
import { adminToast } from '../useAdminToast';
import { CategoryConfirmDialog } from './CategoryConfirmDialog';
import { CategoryRenameDialog } from './CategoryRenameDialog';
import { CategoryRow } from './CategoryRow';
import { moveCategory, type AdminCategory, type CategoryConfirm } from './categoryModel';
import { NewCategoryForm } from './NewCategoryForm';

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

  const update = trpc.admin.catalog.updateCategory.useMutation({ onError });
  const reorder = trpc.admin.catalog.reorderCategories.useMutation({ onError });
  // A refusal to delete shows in the confirmation dialog, which stays open.
  const remove = trpc.admin.catalog.deleteCategory.useMutation();
  const ask = (next: CategoryConfirm) => {
    remove.reset();
    setConfirm(next);
  };

  const move = (list: AdminCategory[], index: number, step: -1 | 1) => {
    if (reorder.isPending) return;
    const { ids, focusKey } = moveCategory(list, index, step);
    reorder.mutate(
      { categoryIds: ids },
      {
        onSuccess: async (next) => {
          // In the same render as the new order (saved() sets the list before it awaits).
          const done = saved(next, t('admin:catalog.categories.moved'));
          setRefocus(focusKey);
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

  const deleteCategory = (category: AdminCategory) =>
    remove.mutate(
      { categoryId: category.id },
      {
        onSuccess: async (list) => {
          setConfirm(null);
          await saved(list, t('admin:catalog.categories.deleted', { name: category.name }));
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

      <NewCategoryForm
        onCreated={(next, name) => saved(next, t('admin:catalog.categories.created', { name }))}
      />

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
            <CategoryRow
              key={category.id}
              category={category}
              index={index}
              count={list.length}
              busy={busy}
              arrowRef={(direction, element) =>
                void arrows.current.set(`${category.id}:${direction}`, element)
              }
              onMove={(step) => move(list, index, step)}
              onRename={() => setRenaming(category)}
              onAsk={(kind) => ask({ kind, category })}
              onRestore={() => setArchived(category, false)}
            />
          ))}
        </Stack>
      )}

      <CategoryRenameDialog
        category={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={async (next, name) => {
          setRenaming(null);
          await saved(next, t('admin:catalog.categories.renamed', { name }));
        }}
      />
      <CategoryConfirmDialog
        confirm={confirm}
        pending={update.isPending || remove.isPending}
        error={remove.error?.message ?? null}
        onClose={() => setConfirm(null)}
        onConfirm={(action) =>
          action.kind === 'archive' ? setArchived(action.category, true) : deleteCategory(action.category)
        }
      />
    </Stack>
  );
}
