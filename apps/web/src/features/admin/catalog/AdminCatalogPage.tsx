import '../texts';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { AdminPanelHeader, AdminSectionHeading } from '../components/AdminPanelHeader';
import { ArchiveDialog } from './ArchiveDialog';
import { CatalogFilters, NO_FILTERS, type Filters } from './CatalogFilters';
import { PartFormDialog } from './PartFormDialog';
import { PartsAdminTable, type AdminListPart } from './PartsAdminTable';
import { useUpdatePart } from './useCatalogAdmin';

const PAGE_SIZE = 25;

/** /admin/catalog: the parts list with the server's search and filters, inline edits, the part form. */
export function AdminCatalogPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminCatalog'));
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [archiving, setArchiving] = useState<AdminListPart | null>(null);
  const restore = useUpdatePart();
  const deferred = useDeferredValue(filters);
  const list = trpc.admin.catalog.list.useQuery(
    {
      query: deferred.query,
      categoryId: deferred.categoryId || null,
      brand: deferred.brand || null,
      stock: deferred.stock || null,
      archived: deferred.archived,
      newOnly: deferred.newOnly,
      noPhoto: deferred.noPhoto,
      sort: deferred.sort,
      page,
      pageSize: PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const change = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('admin:catalog.heading')}>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/catalog/categories">{t('admin:catalog.categoriesButton')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/catalog/import">{t('admin:catalog.importButton')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/catalog/exchange-1c">{t('admin:exchange1c.screen.title')}</RouterLink>
          </Button>
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            {t('admin:catalog.newPart')}
          </Button>
        </HStack>
      </AdminSectionHeading>
      <CatalogFilters filters={filters} onChange={change} />
      {list.isPending ? (
        <PageSpinner label={t('layout:common.loading')} />
      ) : list.isError ? (
        <Text color="red.fg">{list.error.message}</Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {list.data.totalIsCapped
              ? t('admin:catalog.foundMore', { count: list.data.total })
              : t('admin:catalog.found', { count: list.data.total })}
          </Text>
          {list.data.items.length === 0 ? (
            <Text>{t('admin:catalog.empty')}</Text>
          ) : (
            <PartsAdminTable
              parts={list.data.items}
              onEdit={setEditing}
              onArchive={(part) =>
                part.archived
                  ? restore.mutate({ id: part.id, patch: { archived: false } })
                  : setArchiving(part)
              }
            />
          )}
          {pages > 1 && (
            <HStack justify="center" gap="3">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                aria-label={t('admin:catalog.prevPage')}
              >
                ←
              </Button>
              <Text fontSize="sm">
                {page} / {pages}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                aria-label={t('admin:catalog.nextPage')}
              >
                →
              </Button>
            </HStack>
          )}
        </>
      )}
      <PartFormDialog target={editing} onClose={() => setEditing(null)} onCreated={setEditing} />
      <ArchiveDialog part={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}
