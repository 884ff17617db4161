import { ButtonGroup, IconButton, Spinner } from '@chakra-ui/react';
import { LayoutGrid, List, RefreshCw, Table2 } from 'lucide-react';
import { formatLongDateTime, SHOP_TIME_ZONE } from '@shop/i18n/dates';
import { useTranslation } from 'react-i18next';
import { useClientValue } from '../../../shared/hooks/useHydrated';
import { ToggleSwitch } from '../../../shared/ui/ToggleSwitch';
import { CATALOG_LAYOUTS, type CatalogLayout } from '../model/layoutPreference';

export type { CatalogLayout };

const LAYOUT_ICONS = { grid: LayoutGrid, list: List, table: Table2 } as const;

export interface CatalogToolbarProps {
  total: number | undefined;
  /** A text query counted only up to `total` and there are more. */
  totalIsCapped?: boolean;
  fetching: boolean;
  lastUpdated: string | undefined;
  newOnly: boolean;
  onNewOnly: (value: boolean) => void;
  layout: CatalogLayout;
  onLayout: (layout: CatalogLayout) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

type StatusProps = Pick<CatalogToolbarProps, 'total' | 'totalIsCapped' | 'fetching' | 'lastUpdated'>;

/** 'Найдено N товаров' and the last update, beside the heading (issue 29.7). */
export function CatalogStatus(props: StatusProps) {
  const { t } = useTranslation(['catalog', 'layout']);
  // The browser's time zone, which the server rendering the page (and the
  // browser hydrating it) cannot know: the shop's until then.
  const timeZone = useClientValue(
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => SHOP_TIME_ZONE,
  );
  // 'Найдено 21 товар', 'Найдено 3 товара'; a capped count: 'Найдено более 1 000 товаров'.
  const foundText = (count: number, capped = false) =>
    capped
      ? t('catalog:foundMore', { count, shown: count.toLocaleString('ru-RU') })
      : t('catalog:found', { count });
  return (
    <div className="catalog-status">
      <p className="catalog-status__found" role="status" aria-live="polite">
        {props.total === undefined ? t('layout:common.loading') : foundText(props.total, props.totalIsCapped)}
      </p>
      {props.fetching && <Spinner size="sm" color="brand.500" />}
      {props.lastUpdated && (
        <p className="catalog-status__updated">
          {t('catalog:lastUpdated', { date: formatLongDateTime(props.lastUpdated, timeZone) })}
        </p>
      )}
    </div>
  );
}

type ControlsProps = Omit<CatalogToolbarProps, keyof StatusProps>;

/** The new-only toggle, refresh and the grid / list / table switch, at the end of the filters' line. */
export function CatalogViewControls(props: ControlsProps) {
  const { t } = useTranslation(['catalog', 'layout']);
  return (
    <div className="catalog-view-controls">
      <ToggleSwitch checked={props.newOnly} onChange={props.onNewOnly}>
        {t('catalog:filters.newOnly')}
      </ToggleSwitch>
      <IconButton
        hideBelow="md"
        size="sm"
        variant="outline"
        bg="white"
        aria-label={t('catalog:refresh.button')}
        title={t('catalog:refresh.button')}
        onClick={props.onRefresh}
        loading={props.refreshing}
      >
        <RefreshCw />
      </IconButton>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('catalog:view.label')}>
        {CATALOG_LAYOUTS.map((mode) => {
          const ModeIcon = LAYOUT_ICONS[mode];
          return (
            <IconButton
              key={mode}
              aria-label={t(`catalog:view.${mode}`)}
              title={t(`catalog:view.${mode}`)}
              aria-pressed={props.layout === mode}
              bg={props.layout === mode ? 'brand.50' : 'white'}
              onClick={() => props.onLayout(mode)}
            >
              <ModeIcon />
            </IconButton>
          );
        })}
      </ButtonGroup>
    </div>
  );
}
