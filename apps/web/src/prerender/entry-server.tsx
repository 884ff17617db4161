// Build-time pre-render of the public pages (vite build --ssr). The HTML
// gives crawlers and visitors without JavaScript the text, title and
// structured data; in the browser the same tree hydrates it (main.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from '../shared/routing';
import '../shared/i18n/coreTexts';
import { AppProviders } from '../app/providers/AppProviders';
import { AppRoutes } from '../app/router/AppRoutes';
import { PageMetaContext, renderHeadTags, type PageMetaCollector } from '../shared/seo/pageMeta';

/** The information pages: public, and the same for every visitor. */
export const PRERENDER_ROUTES = [
  '/about',
  '/cooperation',
  '/faq',
  '/contact',
  '/delivery',
  '/guarantee',
  '/wholesale',
  '/privacy',
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
        <AppProviders>
          <Router ssrPath={url}>
            <AppRoutes />
          </Router>
        </AppProviders>
      </PageMetaContext.Provider>
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  if (!collector.meta) throw new Error(`${url}: the page did not call usePageMeta`);
  return { html, head: renderHeadTags(collector.meta) };
}
