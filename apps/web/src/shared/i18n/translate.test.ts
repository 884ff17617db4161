import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../features/catalog/texts';
import './coreTexts';
import { t } from './translate';

describe('t()', () => {
  it('returns the Russian text of a key and fills {{placeholders}}', () => {
    expect(t('common.loading')).toBe('Загрузка...');
    expect(t('layout.breadcrumbs.order', { id: 'ORD-2026-000042' })).toContain('ORD-2026-000042');
  });

  it('picks the Russian plural form from count', () => {
    expect([1, 3, 5, 21, 22, 11].map((count) => t('catalog.found', { count }))).toEqual([
      'Найдено 1 товар',
      'Найдено 3 товара',
      'Найдено 5 товаров',
      'Найдено 21 товар',
      'Найдено 22 товара',
      'Найдено 11 товаров',
    ]);
  });

  it('shows the key of a namespace that is not registered instead of an empty label', () => {
    expect(t('adminUsers.role.admin')).toBe('adminUsers.role.admin');
  });
});

// Only the namespaces of coreTexts.ts are in the shell; a feature's copy is
// registered by its own texts.ts, which every lazy chunk entry of the feature
// imports. A namespace used outside its features, or a chunk entry that
// forgets its texts, would show raw keys on screen.
describe('text namespaces of lazy chunks', () => {
  const src = path.resolve(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  const files = sources(src);
  const read = (file: string) => readFileSync(file, 'utf8');
  const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
  const featureOf = (file: string) => /^features\/([^/]+)\//.exec(relative(file))?.[1];

  /** The namespaces outside coreTexts.ts, and the features (src/features/*) that may show them. */
  const namespaceFeatures: Record<string, string[]> = {
    adminOrders: ['admin'],
    adminUsers: ['admin'],
    info: ['info'],
    contact: ['info'],
    catalog: ['catalog', 'product'],
    orders: ['orders', 'cart', 'admin'],
    cart: ['cart'],
    savedLists: ['cart', 'savedLists'],
    account: ['account'],
    auth: ['auth', 'account'],
    loginPage: ['auth'],
  };

  /**
   * A key of the namespace in a string ('ns.a', "ns.a", `ns.${x}`, also split
   * over lines or passed as a prop), a type over its resources, or its
   * resource file imported.
   */
  const usesNamespace = (namespace: string) => {
    const key = `${namespace}\\.`;
    const quote = '[\'"`]';
    return new RegExp(
      String.raw`${quote}${key}[\w$]|Resources\[${quote}${namespace}${quote}\]|@shop/i18n/ru/${namespace}${quote}`,
    );
  };

  const resolveImport = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    const found = [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ].find((file) => files.includes(file));
    if (!found) throw new Error(`${relative(from)}: cannot resolve ${specifier}`);
    return found;
  };

  /** Modules loaded with import(): each starts a lazy chunk (pages, CartHost, PartDetailsDialog…). */
  const lazyEntries = [
    ...new Set(
      files.flatMap((file) =>
        [...read(file).matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((match) =>
          resolveImport(file, match[1]!),
        ),
      ),
    ),
  ];

  /** Namespaces registered by the `import '…/texts';` modules of a file. */
  const registeredBy = (file: string) =>
    [...read(file).matchAll(/^import '(\.[^']*\/texts)';$/gm)].flatMap((match) => {
      const texts = read(resolveImport(file, match[1]!));
      return texts.includes('registerTexts(')
        ? [...texts.matchAll(/from '@shop\/i18n\/ru\/(\w+)'/g)].map((found) => found[1]!)
        : [];
    });

  const table = Object.entries(namespaceFeatures);

  it.each(table)('%s texts are used only inside features %j', (namespace, features) => {
    const users = files.filter((file) => usesNamespace(namespace).test(read(file)));
    const inside = (file: string) => features.includes(featureOf(file) ?? '');
    expect(users.some(inside), 'the pattern finds the uses of the namespace').toBe(true);
    expect(users.filter((file) => !inside(file)).map(relative)).toEqual([]);
  });

  it.each(table)('%s: every lazy chunk entry of features %j registers it', (namespace, features) => {
    const entries = lazyEntries.filter((file) => features.includes(featureOf(file) ?? ''));
    expect(entries.length).toBeGreaterThanOrEqual(features.length);
    const missing = entries.filter((file) => !registeredBy(file).includes(namespace));
    expect(missing.map(relative)).toEqual([]);
  });

  it('finds the lazy chunks that are not pages', () => {
    expect(lazyEntries.map(relative)).toEqual(
      expect.arrayContaining([
        'features/cart/components/CartHost.tsx',
        'features/catalog/components/PartDetailsDialog.tsx',
        'features/admin/orders/print/PickingSheetPage.tsx',
      ]),
    );
  });
});
