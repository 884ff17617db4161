// Build-time pre-render of the public pages (vite build --ssr), and the
// server's render of a signed-in buyer's '/' on each request (the bundle
// stays in dist/server, loaded once by apps/server webApp.ts). The HTML
// gives crawlers and visitors without JavaScript the text, title and
// structured data, and a phone its first screen before the app has run; in
// the browser the same tree hydrates it (main.tsx).
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import '../shared/i18n/i18n';
import { AppProviders } from '../app/providers/AppProviders';
import { AppRoutes } from '../app/router/routes';
import { layoutOf } from '../features/catalog/model/layoutPreference';
import { RenderedLayoutContext } from '../features/catalog/model/renderedLayout';
import { seedQueryCache, type FirstScreenData } from '../shared/api/firstScreenData';
import { cartCountOf, RenderedCartCountContext } from '../shared/cart/renderedCartCount';
import { createQueryClient } from '../shared/api/queryClient';
import { createTrpcClient } from '../shared/api/trpc';
import { PageMetaContext, renderHeadTags, type PageMetaCollector } from '../shared/seo/pageMeta';
import { system, THEME_CSS_ATTRIBUTE } from '../shared/theme/system';

/**
 * Public pages that are the same for every visitor: the information pages and
 * the sign-in form (the first page of most visits, so its text should not wait
 * for the JavaScript). `source` is the page module, whose chunks the HTML
 * preloads (scripts/prerender.mjs); `firstScreen` pages load without the
 * extra Chakra recipes (app/router/lazyRoute.ts), so those are not preloaded.
 */
export const PRERENDER_ROUTES = [
  { path: '/login', source: 'src/features/auth/pages/LoginPage.tsx', firstScreen: true },
  { path: '/about', source: 'src/features/info/pages/AboutPage.tsx' },
  { path: '/cooperation', source: 'src/features/info/pages/CooperationPage.tsx' },
  { path: '/faq', source: 'src/features/info/pages/FaqPage.tsx' },
  { path: '/contact', source: 'src/features/info/pages/ContactPage.tsx' },
  { path: '/delivery', source: 'src/features/info/pages/DeliveryPage.tsx' },
  { path: '/guarantee', source: 'src/features/info/pages/GuaranteePage.tsx' },
  { path: '/wholesale', source: 'src/features/info/pages/WholesalePage.tsx' },
  { path: '/privacy', source: 'src/features/info/pages/PrivacyPage.tsx' },
] as const;

export interface PrerenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The page's <title>, description, canonical, Open Graph and robots tags. */
  head: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Emotion's cache for one render, in its compat mode: it keeps the styles it
 * is asked for instead of writing a <style> tag before each element. Inline
 * tags were a hundred style sheets among a catalogue page's markup, each a
 * new style recalculation for the browser that parses it, and a style asked
 * for in a render that React set aside (a Suspense boundary that waited)
 * was never written: the element whose render counted came without its CSS.
 */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The styles a render collected that `html` uses, as the <style> tags Emotion
 * writes itself (as @emotion/server does): the global ones, and one for the
 * classes, which Emotion in the browser takes over before React hydrates the
 * markup (it moves them into <head> and does not insert them again).
 */
function styleTags(cache: EmotionCache, html: string): string {
  let globals = '';
  let names = '';
  let classes = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals += `<style data-emotion="${cache.key}-global ${name}">${rules}</style>`;
    } else if (html.includes(`${cache.key}-${name}`)) {
      names += ` ${name}`;
      classes += rules;
    }
  }
  return `${globals}<style data-emotion="${cache.key}${names}">${classes}</style>`;
}

/**
 * The theme's global CSS (the order of Chakra's layers, its reset, the global
 * styles and the tokens' variables) as one <style> for the head of every page
 * (scripts/prerender.mjs): what ChakraProvider would insert, written by the
 * build so that neither the server's renders nor the browser build it
 * (shared/theme/system.ts `providedSystem`).
 */
export function themeStyleTag(): string {
  const cache = collectingCache();
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  const rules = Object.values(cache.inserted).filter((value) => typeof value === 'string');
  if (rules.join('').length < 10_000) throw new Error('the theme rendered no global CSS');
  return `<style ${THEME_CSS_ATTRIBUTE}>${rules.join('')}</style>`;
}

/** The app at `url`, as the browser renders it (app/boot.tsx) but with a fixed address. */
async function renderApp(
  url: string,
  queryClient: QueryClient,
  { meta, layout, cartCount }: { meta?: PageMetaCollector; layout?: string; cartCount?: number } = {},
): Promise<string> {
  let tree: ReactNode = (
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient()}>
      <RenderedLayoutContext.Provider value={layoutOf(layout)}>
        <RenderedCartCountContext.Provider value={cartCountOf(cartCount)}>
          {/* react-router's static router: the same routes at a fixed address. */}
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </RenderedCartCountContext.Provider>
      </RenderedLayoutContext.Provider>
    </AppProviders>
  );
  if (meta) tree = <PageMetaContext.Provider value={meta}>{tree}</PageMetaContext.Provider>;
  const styles = collectingCache();
  // Waits for the lazy page chunks, unlike renderToString which would leave the spinner.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={styles}>{tree}</CacheProvider>
    </StrictMode>,
    // React writes a finished Suspense boundary bigger than this (12.8 kB by
    // default) after the page, hidden, with an inline script to move it into
    // place: unreadable without JavaScript, and blocked by the CSP, after
    // which React renders the page again on the client.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  if (/<template id="B:|<script>/.test(html))
    throw new Error(`${url}: a Suspense boundary was not written in place`);
  return styleTags(styles, html) + html;
}

export async function render(url: string): Promise<PrerenderedPage> {
  const collector: PageMetaCollector = {};
  const html = await renderApp(url, createQueryClient(), { meta: collector });
  if (!collector.meta) throw new Error(`${url}: the page did not call usePageMeta`);
  return { html, head: renderHeadTags(collector.meta) };
}

/**
 * The markup inside <div id="root"> of a signed-in catalogue page from the
 * answers the server also puts in its HTML (apps/server firstScreenData.ts):
 * the browser seeds its cache with the same answers, so it hydrates this.
 */
export async function renderFirstScreen(url: string, data: FirstScreenData): Promise<string> {
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  return renderApp(url, queryClient, { layout: data.layout, cartCount: data.cartCount });
}
