// The server's renders of the first screen (firstScreenRender.ts), by key.

/** Enough for every price group × view × a few cart counts, and some buyers' own pages. */
const CACHE_ENTRIES = 256;
/** The render shows relative dates ('новинка', the catalogue's last update): not kept for long. */
const CACHE_TTL_MS = 60_000;

/** A small LRU map of rendered markup that forgets entries after a minute. */
export class RenderCache {
  private readonly entries = new Map<string, { html: string; at: number }>();

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || Date.now() - entry.at >= CACHE_TTL_MS) return undefined;
    // Most recently used last: the oldest entry is the first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.html;
  }

  set(key: string, html: string): void {
    this.entries.delete(key);
    this.entries.set(key, { html, at: Date.now() });
    if (this.entries.size > CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
