import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUnknownPage } from './pageTitles';

// The web route table (apps/web/src/app/router/routes.tsx), read as text: the
// server answers 404 for any other path, so a route added there must be known here.
const routesFile = path.resolve(import.meta.dirname, '../../../web/src/app/router/routes.tsx');
const routePaths = [...readFileSync(routesFile, 'utf8').matchAll(/page\('([^']+)'/g)].map((m) => m[1]!);

describe('pages the server knows', () => {
  it('knows every route of the web app', () => {
    expect(routePaths.length).toBeGreaterThan(10);
    const unknown = routePaths
      .filter((route) => route !== '*')
      .filter((route) => isUnknownPage(route.replace(/:[A-Za-z]+/g, '12')));
    expect(unknown).toEqual([]);
  });

  it('answers 404 for paths no route serves', () => {
    expect(isUnknownPage('/no-such-page')).toBe(true);
    expect(isUnknownPage('/catalogue')).toBe(true);
    expect(isUnknownPage('/catalog/')).toBe(false);
  });
});
