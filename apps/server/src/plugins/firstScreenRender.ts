// A signed-in buyer's catalogue first screen, rendered here from the answers
// the page carries anyway (firstScreenData.ts) with the web client's own tree
// (its SSR build, apps/web dist/server/entry-server.js, loaded once). A phone
// then paints the parts with the HTML instead of after seconds of script, and
// starts the app at the first tap (apps/web main.tsx), as on the pre-rendered
// pages (issue 21). Any failure leaves the root empty: the client renders the
// page itself, as it did before.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

type RenderFirstScreen = (url: string, data: unknown) => Promise<string>;

/** The markup inside the root, and how long it took (for the Server-Timing header). */
export interface RenderedFirstScreen {
  html: string;
  ms: number;
}

/** Renders of the same answers are the same markup: a buyer's reloads, and buyers of one price group. */
const CACHE_ENTRIES = 64;
/** The render shows relative dates ('новинка', the catalogue's last update): not kept for long. */
const CACHE_TTL_MS = 60_000;

/**
 * `render(request, pathname, json)`: the root's markup for the answers in
 * `json`, or null (no SSR build, or it failed: logged, the client renders).
 */
export function firstScreenRenderer(webDist: string, log: FastifyBaseLogger) {
  const bundle = path.join(webDist, 'server', 'entry-server.js');
  // Loaded with the server (a second or more), not by the first buyer's request.
  const loading: Promise<RenderFirstScreen | null> = existsSync(bundle)
    ? import(pathToFileURL(bundle).href).then(
        (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
        (error: unknown) => {
          log.error({ err: error }, 'first screen render unavailable');
          return null;
        },
      )
    : Promise.resolve(null);
  const cache = new Map<string, { html: string; at: number }>();

  return async (
    request: FastifyRequest,
    pathname: string,
    json: string,
  ): Promise<RenderedFirstScreen | null> => {
    // Only the plain address: a parameter may ask for what only the app can
    // show (?cart=open opens the cart), which must not wait for a tap.
    if (request.url.includes('?')) return null;
    const started = performance.now();
    const key = createHash('sha1').update(pathname).update('\n').update(json).digest('base64');
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) {
      // Most recently used last: the oldest entry is the first to go.
      cache.delete(key);
      cache.set(key, cached);
      return { html: cached.html, ms: performance.now() - started };
    }
    const render = await loading;
    if (!render) return null;
    try {
      const html = await render(pathname, JSON.parse(json));
      cache.delete(key);
      cache.set(key, { html, at: Date.now() });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return { html, ms: performance.now() - started };
    } catch (error) {
      request.log.error({ err: error }, 'first screen render failed');
      return null;
    }
  };
}
