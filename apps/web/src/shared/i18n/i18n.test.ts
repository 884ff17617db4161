import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import '../../features/catalog/texts';
import '../../features/savedLists/texts';
import './i18n';

describe('texts through i18next', () => {
  it('returns the Russian text of a key and fills {{placeholders}}', () => {
    expect(i18next.t('common.loading')).toBe('Загрузка...');
    expect(i18next.t('layout:breadcrumbs.order', { id: 'ORD-2026-000042' })).toBe('Заказ ORD-2026-000042');
  });

  it('picks the Russian plural form from count: 1, 2, 5, 11, 21, 101', () => {
    const counts = [1, 2, 5, 11, 21, 101];
    expect(counts.map((count) => i18next.t('savedLists:itemsCount', { count }))).toEqual([
      '1 позиция',
      '2 позиции',
      '5 позиций',
      '11 позиций',
      '21 позиция',
      '101 позиция',
    ]);
    expect(counts.map((count) => i18next.t('catalog:found', { count }))).toEqual([
      'Найдено 1 товар',
      'Найдено 2 товара',
      'Найдено 5 товаров',
      'Найдено 11 товаров',
      'Найдено 21 товар',
      'Найдено 101 товар',
    ]);
    expect(i18next.t('savedLists:added', { count: 3 })).toBe('3 позиции добавлены в корзину');
  });

  it('shows the key of a namespace no chunk has added, and says so in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18next.t('admin:users.role.admin')).toBe('users.role.admin');
    expect(logged).toHaveBeenCalledWith('Missing text: admin:users.role.admin');
    logged.mockRestore();
  });
});

// Only the namespaces of i18n.ts (layout, errors) are in the shell; a
// feature's namespaces are added by its own texts.ts, which every lazy chunk
// entry of the feature imports. A namespace used outside its features, or a
// chunk entry that forgets its texts, would show raw keys on screen.
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

  /** The namespaces outside i18n.ts, and the features (src/features/*) that may show them. */
  const namespaceFeatures: Record<string, string[]> = {
    admin: ['admin'],
    info: ['info'],
    catalog: ['catalog', 'product'],
    // account: the company's orders and approval requests (issue 34).
    orders: ['orders', 'cart', 'admin', 'account'],
    cart: ['cart', 'quickOrder'],
    savedLists: ['cart', 'savedLists'],
    // admin: the roles in a buyer's company (issue 34).
    auth: ['auth', 'account', 'admin'],
    requisites: ['account', 'cart', 'orders', 'admin'],
  };

  /**
   * The namespace asked for by useTranslation('ns') or useTranslation([…'ns'…]),
   * a key with its prefix ('ns:a', `ns:${x}`), a type over its resources, or
   * its resource module imported.
   */
  const usesNamespace = (namespace: string) => {
    const quote = '[\'"`]';
    return new RegExp(
      [
        String.raw`useTranslation\(\s*(\[[^\]]*)?${quote}${namespace}${quote}`,
        String.raw`${quote}${namespace}:[\w$]`,
        String.raw`Resources\[${quote}${namespace}${quote}\]`,
        String.raw`@shop/i18n/namespaces/${namespace}${quote}`,
      ].join('|'),
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

  /** Namespaces added by the `import '…/texts';` modules of a file. */
  const registeredBy = (file: string) =>
    [...read(file).matchAll(/^import '(\.[^']*\/texts)';$/gm)].flatMap((match) => {
      const texts = read(resolveImport(file, match[1]!));
      return texts.includes('addTexts(')
        ? [...texts.matchAll(/from '@shop\/i18n\/namespaces\/(\w+)'/g)].map((found) => found[1]!)
        : [];
    });

  const table = Object.entries(namespaceFeatures);

  /** The files that import `file` with a relative path (static imports and re-exports). */
  const importersOf = (file: string) =>
    files.filter((other) =>
      [...read(other).matchAll(/\bfrom '(\.[^']+)'/g)].some((m) => resolveImport(other, m[1]!) === file),
    );

  /**
   * Inside the features: a feature's own file, or a shared one (shared/orders…)
   * that only those features' files import, directly or through other shared files.
   */
  const insideFeatures = (features: string[]) => {
    const inside = (file: string, seen = new Set<string>()): boolean => {
      const feature = featureOf(file);
      if (feature) return features.includes(feature);
      if (seen.has(file)) return true;
      seen.add(file);
      const importers = importersOf(file);
      return importers.length > 0 && importers.every((importer) => inside(importer, seen));
    };
    return (file: string) => inside(file);
  };

  it.each(table)('%s texts are used only inside features %j', (namespace, features) => {
    const users = files.filter((file) => usesNamespace(namespace).test(read(file)));
    const inside = insideFeatures(features);
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
