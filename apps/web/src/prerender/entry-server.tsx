// Build-time pre-render of the public pages (vite build --ssr). The HTML
// gives crawlers and visitors without JavaScript the text, title and
// structured data; in the browser the same tree hydrates it (main.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import '../shared/i18n/i18n';
import { AppProviders } from '../app/providers/AppProviders';
import { AppRoutes } from '../app/router/routes';
import { createQueryClient } from '../shared/api/queryClient';
import { createTrpcClient } from '../shared/api/trpc';
import { PageMetaContext, renderHeadTags, type PageMetaCollector } from '../shared/seo/pageMeta';

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

export async function render(url: string): Promise<PrerenderedPage> {
  const collector: PageMetaCollector = {};
  // Waits for the lazy page chunks, unlike renderToString which would leave the spinner.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaContext.Provider value={collector}>
        <AppProviders queryClient={createQueryClient()} trpcClient={createTrpcClient()}>
          {/* react-router's static router: the same routes at a fixed address. */}
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaContext.Provider>
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
  if (!collector.meta) throw new Error(`${url}: the page did not call usePageMeta`);
  return { html, head: renderHeadTags(collector.meta) };
}
