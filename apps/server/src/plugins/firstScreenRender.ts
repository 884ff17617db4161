// A signed-in buyer's catalogue first screen, rendered here from the answers
// the page carries anyway (firstScreenData.ts) with the web client's own tree
// (its SSR build, apps/web dist/server/entry-server.js, loaded once). A phone
// then paints the parts with the HTML instead of after seconds of script,
// and the app, whose chunks come with the page, hydrates it at once (apps/web
// main.tsx). Any failure leaves the root empty: the client renders the page.
//
// Off the request's critical path (issue 33): the render of a page is shared
// by every buyer who sees the same page (the same prices, view, cart count
// and role), not only by one buyer's reloads. It is made for a stand-in
// account whose private fields are markers (sharedRender.ts); a render that
// shows any of them is that buyer's own and is not shared.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { RenderCache } from './renderCache';
import { sharedRenderOf, type FirstScreenAnswers } from './sharedRender';

type RenderFirstScreen = (url: string, data: unknown) => Promise<string>;

/** The markup inside the root, how long it took (for the Server-Timing header), and whether it was shared. */
export interface RenderedFirstScreen {
  html: string;
  ms: number;
  shared: boolean;
}

/**
 * `render(request, pathname, answers)`: the root's markup for the answers,
 * or null (no SSR build, or it failed: logged, the client renders).
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
  const cache = new RenderCache();

  return async (
    request: FastifyRequest,
    pathname: string,
    answers: FirstScreenAnswers,
  ): Promise<RenderedFirstScreen | null> => {
    // Only the plain address: a parameter may ask for what only the app can
    // show (?cart=open opens the cart).
    if (request.url.includes('?')) return null;
    const started = performance.now();
    const done = (html: string, shared: boolean) => ({ html, shared, ms: performance.now() - started });
    const shared = sharedRenderOf(pathname, answers);
    const ownKey = `${shared.key}\n${answers.me.id}`;
    const sharedHit = cache.get(shared.key);
    if (sharedHit !== undefined) return done(sharedHit, true);
    const ownHit = cache.get(ownKey);
    if (ownHit !== undefined) return done(ownHit, false);
    const render = await loading;
    if (!render) return null;
    try {
      const html = await render(pathname, shared.data);
      if (!shared.showsPrivate(html)) {
        cache.set(shared.key, html);
        return done(html, true);
      }
      // The page shows the buyer's own data: rendered for them, kept for their reloads only.
      const own = await render(pathname, answers);
      cache.set(ownKey, own);
      return done(own, false);
    } catch (error) {
      request.log.error({ err: error }, 'first screen render failed');
      return null;
    }
  };
}
