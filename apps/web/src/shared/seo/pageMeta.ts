// What a page tells search engines and link previews. The same description
// feeds the browser (usePageMeta updates <head>) and the build-time
// pre-render (renderHeadTags writes it into the static HTML).
import { createContext } from 'react';
import { escapeHtml } from '@shop/i18n/escape';

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
/** Stands for the public base URL in pre-rendered HTML; the server fills it in. */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

export interface PageMeta {
  /** The full document title, suffix included. */
  title: string;
  description: string;
  /** Path of the canonical address, e.g. '/about' ('/' for the delivery page). */
  canonicalPath: string;
  robots: string;
}

/** Collects the meta of the page rendered on the server (pre-render only). */
export interface PageMetaCollector {
  meta?: PageMeta;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function absoluteUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The <head> tags of a page as HTML, with the base URL left as a placeholder. */
export function renderHeadTags(meta: PageMeta): string {
  const e = escapeHtml;
  const url = absoluteUrl(PUBLIC_URL_PLACEHOLDER, meta.canonicalPath);
  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta name="robots" content="${e(meta.robots)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
  ].join('\n    ');
}
