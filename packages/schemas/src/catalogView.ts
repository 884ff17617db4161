// How the catalogue is shown, where the server (its first-screen render and
// search SQL) and the web client must agree to the letter. Plain values and
// functions, no zod, so that the web's first chunk stays small
// (`@shop/schemas/catalogView`).
import { CATALOG_PAGE_SIZES } from './limits';

/** Spec sections 4 and 5: a part is "new" when updated (or, untouched, created) within 7 days. */
export const NEW_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Uploaded photos are stored as WebP renditions this wide: catalogue cards
 * (160, 480 on dense screens) and the product page (960). The stored url names
 * the largest (`…/<key>-960.webp`, under /media/parts or PHOTO_PUBLIC_URL).
 */
export const PHOTO_RENDITION_WIDTHS = [160, 480, 960] as const;

const UPLOADED_PHOTO = /^(\S*\/[0-9a-f]{32})-960\.webp$/;

/** The `srcset` of an uploaded photo; undefined for other images (the demo's drawings). */
export function photoSrcSet(url: string): string | undefined {
  const base = UPLOADED_PHOTO.exec(url)?.[1];
  return base ? PHOTO_RENDITION_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ') : undefined;
}

/** The `sizes` of a catalogue card's image: the first image's preload must ask for what the card will. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, 480px';

/** The cookie `<userId>.<view>` that tells the server a buyer's catalogue view other than the grid. */
export const CATALOG_LAYOUT_COOKIE = 'catalog-layout';

/** The cookie with the count of pieces in the buyer's cart (kept in local storage): the server draws the badge. */
export const CART_COUNT_COOKIE = 'cart-count';

/** '/' (home order, 30 a page) or '/catalog' (stock order, 12 a page). */
export type CatalogVariant = keyof typeof CATALOG_PAGE_SIZES;

/** The catalogue filters an address can carry (apps/web catalogUrl.ts). */
export interface CatalogSearchFilters {
  query: string;
  categoryId: string | null;
  brand: string | null;
  newOnly: boolean;
  page: number;
}

/** The unfiltered first page: a plain '/' or '/catalog'. */
export const NO_CATALOG_FILTERS: CatalogSearchFilters = {
  query: '',
  categoryId: null,
  brand: null,
  newOnly: false,
  page: 1,
};

/**
 * The catalog.search input of a screen. One function for the screen, the
 * request started before it mounts and the server's first-screen answer, so
 * that all three ask for the same query and share its cache entry.
 */
export function catalogSearchInputOf(filters: CatalogSearchFilters, variant: CatalogVariant) {
  const { query, categoryId, brand, newOnly, page } = filters;
  return {
    query,
    categoryId,
    // Only when chosen, so the unfiltered request stays the same as before the brand filter.
    ...(brand ? { brand } : {}),
    newOnly,
    sort: variant,
    page,
    pageSize: CATALOG_PAGE_SIZES[variant],
  };
}
