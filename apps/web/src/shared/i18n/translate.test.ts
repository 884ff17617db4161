import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

// Admin and information copy is not in the shell (coreTexts.ts); it is
// registered by texts.ts of its feature, which each of its pages imports.
describe('text namespaces of lazy chunks', () => {
  const src = path.resolve(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  const lazyNamespaces: Record<string, RegExp> = {
    'features/admin': /\b(adminOrders|adminUsers)\.[a-zA-Z]/,
    'features/info': /['`](info\.(?!meta\.)|contact\.)[a-zA-Z]/,
  };

  it.each(Object.entries(lazyNamespaces))('%s texts are used only inside %s', (feature, usesTexts) => {
    const outside = sources(src).filter(
      (file) =>
        !file.includes(`${path.sep}${feature}${path.sep}`) && usesTexts.test(readFileSync(file, 'utf8')),
    );
    expect(outside.map((file) => path.relative(src, file))).toEqual([]);
  });

  it.each(['features/admin/pages', 'features/info/pages', 'features/admin/orders/print'])(
    'every page in %s registers its texts',
    (dir) => {
      const pages = sources(path.join(src, dir)).filter((file) => file.endsWith('Page.tsx'));
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages)
        expect(readFileSync(page, 'utf8'), page).toMatch(/^import '(\.\.\/)+texts';$/m);
    },
  );
});
