// Sets the page's title ('{title} Запчасти для скутеров Yamaha - B2B поставщик'),
// description, canonical URL, Open Graph and robots tags. In the browser it
// updates <head>; during the build-time pre-render it hands the values to
// the collector, which writes them into the static HTML.
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { absoluteUrl, PageMetaContext, PUBLIC_URL_PLACEHOLDER, type PageMeta } from './pageMeta';

export interface PageMetaInput {
  /** The page title without the site suffix; empty for the suffix alone. */
  title: string;
  description?: string;
  /** Defaults to the current path. */
  canonicalPath?: string;
  /** Defaults to indexing and following. */
  robots?: string;
}

/** The public base URL the server wrote into <html data-public-url>, else this origin (dev server). */
function publicBase(): string {
  const fromServer = document.documentElement.dataset.publicUrl;
  return fromServer && !fromServer.includes(PUBLIC_URL_PLACEHOLDER) ? fromServer : window.location.origin;
}

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function metaTag(key: 'name' | 'property', name: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(key, name);
    return element;
  };
}

function applyToHead(meta: PageMeta): void {
  const url = absoluteUrl(publicBase(), meta.canonicalPath);
  document.title = meta.title;
  setHeadTag('meta[name="description"]', metaTag('name', 'description'), 'content', meta.description);
  setHeadTag('meta[name="robots"]', metaTag('name', 'robots'), 'content', meta.robots);
  setHeadTag('meta[property="og:title"]', metaTag('property', 'og:title'), 'content', meta.title);
  setHeadTag(
    'meta[property="og:description"]',
    metaTag('property', 'og:description'),
    'content',
    meta.description,
  );
  setHeadTag('meta[property="og:url"]', metaTag('property', 'og:url'), 'content', url);
  const canonical = () => Object.assign(document.createElement('link'), { rel: 'canonical' });
  setHeadTag('link[rel="canonical"]', canonical, 'href', url);
}

export function usePageMeta(input: PageMetaInput): void {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const collector = useContext(PageMetaContext);
  const meta: PageMeta = {
    title: input.title ? t('common.pageTitle', { title: input.title }) : t('common.titleSuffix'),
    description: input.description ?? t('pages.descriptions.default'),
    canonicalPath: input.canonicalPath ?? pathname,
    robots: input.robots ?? 'index, follow',
  };
  // Pre-render: effects never run on the server, so the values are handed over during render.
  if (collector) collector.meta = meta;
  const { title, description, canonicalPath, robots } = meta;
  useEffect(() => {
    applyToHead({ title, description, canonicalPath, robots });
  }, [title, description, canonicalPath, robots]);
}
