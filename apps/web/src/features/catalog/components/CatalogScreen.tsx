import { Button } from '@chakra-ui/react';
import { ListPlus } from 'lucide-react';
import { CATALOG_PAGE_SIZES } from '@shop/schemas/limits';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../shared/api/trpc';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { whenIdle } from '../../../shared/ui/whenIdle';
import { useCatalogSearch, type CatalogVariant } from '../hooks/useCatalogSearch';
import { useCatalogRefresh } from '../hooks/useCatalogRefresh';
import { useCatalogLayout } from '../hooks/useCatalogLayout';
import { OVERVIEW_STALE_MS } from '../model/catalogUrl';
import { totalPagesOf } from '../model/pagination';
import { BrandFilter } from './BrandFilter';
import { CatalogStatus, CatalogViewControls } from './CatalogToolbar';
import { CategorySelect } from './CategorySelect';
import { CategoryFilter } from './CategoryFilter';
import { EmptyResults, LoadErrorBanner } from './CatalogNotices';
import { Pagination } from './Pagination';
import type { PartItem } from './PartCard';
import { PartsResults } from './PartsResults';
import { ScrollTopButton } from './ScrollTopButton';
import { SearchBar } from './SearchBar';

// The part dialog (and the dialog machinery it needs) is not part of the first
// download: it loads while the browser is idle, or on the first click.
const loadPartDialog = () => import('./PartDetailsDialog');
const PartDetailsDialog = lazy(() => loadPartDialog().then((m) => ({ default: m.PartDetailsDialog })));

export interface CatalogScreenProps {
  variant: CatalogVariant;
  title: string;
}

/** Home and /catalog: the same screen with the spec's sort and page size for each. */
export function CatalogScreen({ variant, title }: CatalogScreenProps) {
  const { t } = useTranslation(['layout', 'catalog']);
  const catalog = useCatalogSearch(variant);
  const overview = trpc.catalog.overview.useQuery(undefined, { staleTime: OVERVIEW_STALE_MS });
  const refresh = useCatalogRefresh();
  const [layout, setLayout] = useCatalogLayout();
  const [opened, setOpened] = useState<{ part: PartItem; image: number } | null>(null);
  // Mounted from the first opening on, so that closing keeps its animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadPartDialog()), []);
  const { search, filters } = catalog;
  const categories = overview.data?.categories ?? [];
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;

  const openPart = useCallback((part: PartItem, image: number) => {
    setOpened({ part, image });
    setDialogUsed(true);
  }, []);

  const goToPage = (page: number) => {
    catalog.setPage(page);
    window.scrollTo({ top: 0 });
  };

  // The frame is plain elements styled by the theme's global CSS (theme/catalogFrameCss.ts).
  return (
    <div className="catalog-screen">
      {/* Issue 29.7: heading and count on one line, every filter on the next, the
          categories a select in the table view, so ≥ 12 rows fit 1280×800. */}
      <div className="catalog-head">
        <div className="catalog-head__title">
          <h1 className="catalog-title">{title}</h1>
          <CatalogStatus
            total={search.data?.total}
            totalIsCapped={search.data?.totalIsCapped}
            fetching={search.isFetching && !search.isPending}
            lastUpdated={overview.data?.lastUpdated}
          />
        </div>
        <Button asChild variant="outline" size="sm" bg="white">
          <RouterLink to="/quick-order">
            <ListPlus aria-hidden /> {t('catalog:quickOrderLink')}
          </RouterLink>
        </Button>
      </div>
      <div className="catalog-filters">
        <SearchBar value={catalog.draft} onChange={catalog.setQuery} onSubmit={catalog.submitQuery} />
        <BrandFilter brand={filters.brand} onBrand={catalog.setBrand} />
        {layout === 'table' && (
          <CategorySelect
            categories={categories}
            categoryId={filters.categoryId}
            onCategory={catalog.setCategory}
          />
        )}
        <CatalogViewControls
          newOnly={filters.newOnly}
          onNewOnly={catalog.setNewOnly}
          layout={layout}
          onLayout={setLayout}
          onRefresh={refresh.run}
          refreshing={refresh.running}
        />
      </div>
      {layout !== 'table' && (
        <CategoryFilter
          categories={categories}
          categoryId={filters.categoryId}
          newOnly={filters.newOnly}
          onCategory={catalog.setCategory}
          onNewOnly={catalog.setNewOnly}
        />
      )}
      {search.isError && (
        <LoadErrorBanner onRetry={() => void search.refetch()} retrying={search.isFetching} />
      )}
      {search.isPending && <PageSpinner label={t('layout:common.loading')} />}
      {search.data && search.data.items.length === 0 && <EmptyResults onReset={catalog.reset} />}
      {search.data && (
        <PartsResults
          parts={search.data.items}
          layout={layout}
          dimmed={search.isPlaceholderData}
          onOpen={openPart}
        />
      )}
      {search.data && (
        <Pagination
          page={filters.page}
          totalPages={totalPagesOf(search.data.total, CATALOG_PAGE_SIZES[variant])}
          onPage={goToPage}
        />
      )}
      {variant === 'catalog' && (
        <RouterLink className="text-link catalog-screen__back" to="/">
          {t('catalog:backHome')}
        </RouterLink>
      )}
      <ScrollTopButton />
      {dialogUsed && (
        <Suspense fallback={null}>
          <PartDetailsDialog
            part={opened?.part ?? null}
            initialImage={opened?.image ?? 0}
            categoryName={categoryName}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
