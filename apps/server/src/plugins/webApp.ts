// Serves the built web client. Pages pre-rendered at build time
// (dist/<route>/index.html) are served for their paths, so crawlers and
// visitors without JavaScript get the text; every other page path falls back
// to index.html for client-side routing (404 for paths no route serves), with
// a signed-in buyer's first screen in it where the server has one
// (firstScreenData.ts, firstScreenRender.ts). Unknown /api, /trpc and /media
// paths stay JSON 404s; the SSR build (dist/server) is not served.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { t } from '@shop/i18n';
import { sendCompressed } from '../compression';
import { isUnknownPage, pageTitleFor, withTitle } from './pageTitles';

const API_PREFIXES = ['/api/', '/trpc/', '/media/'];
const ROOT = '<div id="root"></div>';
/** The build cannot know the public address; the server fills it in (see index.html). */
const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Route path -> pre-rendered file, e.g. '/about' -> dist/about/index.html. */
function findPrerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(webDist, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'assets') continue;
    const file = path.join(webDist, entry.name, 'index.html');
    if (existsSync(file)) pages.set(`/${entry.name}`, file);
  }
  return pages;
}

/** Reads each HTML file once and fills in the public URL; files never change while the server runs. */
function htmlCache(publicUrl: string) {
  const cache = new Map<string, string>();
  const base = escapeAttribute(publicUrl.replace(/\/+$/, ''));
  return (file: string): string => {
    let html = cache.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, base);
      cache.set(file, html);
    }
    return html;
  };
}

/** `html` with `head` at the end of its <head> (before the app's root without one). */
function withHead(html: string, head: string): string {
  const at = html.includes('</head>') ? '</head>' : '<div id="root">';
  return html.replace(at, () => `${head}${at}`);
}

/**
 * `html` with `head` before the app's first script: a page's own tags (its
 * first image's preload) are requested before the app's dozens of chunks,
 * which a browser on a slow link fetches a few at a time in document order.
 */
function withEarlyHead(html: string, head: string): string {
  const at = html.indexOf('<script type="module"');
  return at < 0 ? withHead(html, head) : html.slice(0, at) + head + html.slice(at);
}

/** What a client-rendered page carries for this request. */
export interface RequestPage {
  /** Tags for its <head>, before the app's scripts. */
  head: string;
  /** The markup of its root, when the server rendered it. */
  root?: string;
  /** The Server-Timing header (the render's duration). */
  serverTiming?: string;
}

/** What the page at `pathname` carries for this request (null for nothing). */
export type RequestPageFor = (request: FastifyRequest, pathname: string) => Promise<RequestPage | null>;

/** `html` with the request's page (if any) and the route's chunk preloads (at the end of <head>). */
function withRequestPage(html: string, found: RequestPage | null, preloads?: string): string {
  const withPage = found ? withEarlyHead(html, found.head) : html;
  const page = preloads ? withHead(withPage, preloads) : withPage;
  return found?.root === undefined ? page : page.replace(ROOT, () => `<div id="root">${found.root}</div>`);
}

/**
 * The modulepreload tags of a page's chunks (route path -> tags), written by
 * the web build (apps/web scripts/prerender.mjs): the pages the server
 * renders, which the app hydrates as soon as the entry has run, and pages
 * the browser renders whose chunks should come with the HTML (a product
 * page, '/product/:id'), not after the app's start. A `:name` segment
 * stands for any one segment of the path.
 */
function readRoutePreloads(webDist: string): (pathname: string) => string | undefined {
  const file = path.join(webDist, 'server', 'route-preloads.json');
  const table = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const patterns = Object.entries(table)
    .filter(([route]) => route.includes('/:'))
    .map(([route, tags]) => [new RegExp(`^${route.replace(/\/:[^/]+/g, '/[^/]+')}$`), tags] as const);
  return (pathname) => table[pathname] ?? patterns.find(([pattern]) => pattern.test(pathname))?.[1];
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
  requestPageFor: RequestPageFor = async () => null,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  const htmlOf = htmlCache(publicUrl);
  const preloadsOf = hasBuild ? readRoutePreloads(webDist) : () => undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // HTML goes through the routes below, which fill in the public URL.
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/server/'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    for (const [route, file] of findPrerenderedPages(webDist)) {
      app.get(route, async (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(htmlOf(file)),
      );
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && hasBuild) {
      const pathname = new URL(request.url, 'http://x').pathname;
      const unknown = isUnknownPage(pathname);
      const found = unknown ? null : await requestPageFor(request, pathname);
      const preloads = unknown ? undefined : preloadsOf(pathname);
      const html = withTitle(htmlOf(indexFile), pageTitleFor(pathname));
      reply
        .status(unknown ? 404 : 200)
        // A page carrying the user's own data is theirs alone.
        .header('cache-control', found ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8');
      if (found?.serverTiming) reply.header('server-timing', found.serverTiming);
      // Compressed here: @fastify/compress hooks into routes, and this handler is none.
      return sendCompressed(request, reply, withRequestPage(html, found, preloads));
    }
    return reply.status(404).send({ message: t('errors:notFound') });
  });
}
