// What search engines read besides the pages: robots.txt and sitemap.xml.
// The sitemap lists the public pages and every product page /product/{id}.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@shop/i18n';
import { listProductIdsForSitemap, type AppDeps } from '@shop/api';

/** Canonical public pages. /delivery is left out: its canonical address is the site root. */
export const SITEMAP_PAGES = [
  '/',
  '/about',
  '/cooperation',
  '/faq',
  '/contact',
  '/guarantee',
  '/wholesale',
  '/privacy',
];

/** Rebuilding a 5 000-product sitemap on every crawler hit is wasteful; a few minutes old is fine. */
const SITEMAP_TTL_MS = 10 * 60_000;

const PRIVATE_PATHS = [
  '/admin/',
  '/account',
  '/orders',
  '/saved-lists',
  '/api/',
  '/trpc/',
  '/reset-password',
];

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

async function buildSitemap(deps: AppDeps): Promise<string> {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const products = await listProductIdsForSitemap(deps.db);
  const entries = [
    ...SITEMAP_PAGES.map((page) => urlEntry(`${base}${page}`)),
    ...products.map((p) => urlEntry(`${base}/product/${p.id}`, p.updatedAt)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
  );
}

export function registerSeo(app: FastifyInstance, deps: AppDeps): void {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  let cached: { xml: string; expires: number } | undefined;
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!cached || cached.expires < Date.now()) {
      cached = { xml: await buildSitemap(deps), expires: Date.now() + SITEMAP_TTL_MS };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(cached.xml);
  });
}
