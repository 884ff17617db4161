// The first screen of the signed-in catalogue ('/' and '/catalog' without
// filters) needs the session (auth.me), the first page of parts, the
// categories (catalog.overview) and the brands (catalog.brands). Asked for
// by the script, they would start only after the JavaScript has loaded and
// run (seconds on a slow phone), and the first part's image after them. The
// page's HTML carries both answers instead, as inert JSON the client puts in
// its query cache before its first render (apps/web src/shared/api/
// firstScreenData.ts), and a preload of the first image (issue 21: LCP).
import type { FastifyRequest } from 'fastify';
import { createCaller, createContextInner, type AppDeps } from '@shop/api';
import {
  CARD_IMAGE_SIZES,
  CART_COUNT_COOKIE,
  CATALOG_LAYOUT_COOKIE,
  catalogSearchInputOf,
  NO_CATALOG_FILTERS,
  photoSrcSet,
  type CatalogVariant,
} from '@shop/schemas/catalogView';
import { sessionTokenOf } from '../requestContext';
import { escapeHtml } from '@shop/i18n/escape';
import type { FirstScreenAnswers } from './sharedRender';

/** The cart count the cookie says, or 0 (the browser corrects it once it has read its storage). */
function cartCountOf(request: FastifyRequest): number {
  const count = Number(request.cookies[CART_COUNT_COOKIE]);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** The element's id; the client reads it once. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

const VARIANT_OF: Record<string, CatalogVariant> = { '/': 'home', '/catalog': 'catalog' };
/** The catalogue's own address parameters (apps/web catalogUrl.ts): with any of them, the client asks itself. */
const CATALOG_PARAMS = ['q', 'category', 'new', 'page', 'brand'];

// The preload asks for the card's own srcset and sizes (apps/web ImageCarousel.tsx).

/**
 * No fetchpriority="high": with it, Lighthouse lost the navigation start of
 * most runs after the first (NO_NAVSTART) in Debian's Chromium; without it
 * the image still starts with the HTML.
 */
export function imagePreload(url: string): string {
  const srcset = photoSrcSet(url);
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${CARD_IMAGE_SIZES}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} />`;
}

export interface FirstScreenData {
  /** The tags to put in the page's <head>: the answers and the first image's preload. */
  head: string;
  /** The answers (what the server renders the first screen from: firstScreenRender.ts). */
  answers: FirstScreenAnswers;
}

/**
 * The catalogue view the buyer chose, from the cookie `<userId>.<view>` the
 * client keeps (apps/web layoutPreference.ts, which also checks the view), or
 * undefined when it names another account.
 */
function layoutOf(request: FastifyRequest, userId: number): string | undefined {
  const [owner, layout] = (request.cookies[CATALOG_LAYOUT_COOKIE] ?? '').split('.');
  return owner === String(userId) ? layout : undefined;
}

/**
 * The first screen's answers for `pathname` and this request, or null (a
 * visitor, a filtered address, any failure: the client then asks as usual).
 */
export async function firstScreenData(
  deps: AppDeps,
  request: FastifyRequest,
  pathname: string,
): Promise<FirstScreenData | null> {
  const variant = VARIANT_OF[pathname];
  const sessionToken = sessionTokenOf(request);
  if (!variant || !sessionToken) return null;
  const query = new URL(request.url, 'http://x').searchParams;
  if (CATALOG_PARAMS.some((key) => query.has(key))) return null;
  try {
    const caller = createCaller(
      await createContextInner(deps, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        sessionToken,
      }),
    );
    const me = await caller.auth.me();
    if (!me) return null;
    const input = catalogSearchInputOf(NO_CATALOG_FILTERS, variant);
    // The brands too: the brand filter is a native select, usable before the
    // app starts, so its choices belong in the rendered page.
    const [search, overview, brands] = await Promise.all([
      caller.catalog.search(input),
      caller.catalog.overview(),
      caller.catalog.brands(),
    ]);
    const layout = layoutOf(request, me.id);
    const cartCount = cartCountOf(request);
    const plain = JSON.stringify({
      me,
      search: { input, data: search },
      overview,
      brands,
      layout,
      cartCount,
    });
    // Inert JSON ('<' escaped, so no '</script>' can end it early); CSP does not apply to it.
    const json = plain.replace(/</g, '\\u003c');
    const firstImage = search.items[0]?.images[0];
    const head =
      (firstImage ? imagePreload(firstImage) : '') +
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
    // The render sees what the browser will: the answers as JSON reads them back (dates as text).
    return { head, answers: JSON.parse(plain) as FirstScreenAnswers };
  } catch (error) {
    request.log.warn({ err: error }, 'first screen data skipped');
    return null;
  }
}
