import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogRecipes, catalogSlotRecipes } from './catalogRecipes';
import { slotRecipes, recipes } from './recipes';
import { sourceFiles } from '../../testing/sourceFiles';
import { system } from './system';

const src = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(file, 'utf8');

/** Resolves a relative import of `from` to a source file. */
function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      read(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Source files reachable through static imports (not `import()`), starting at `entries`. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of read(file).matchAll(/^(?:import|export)\b[^;]*?['"](\.{1,2}\/[^'"]+)['"];/gms)) {
      visit(resolveImport(file, match[1]!));
    }
  };
  entries.forEach(visit);
  return seen;
}

/** Chakra components a file imports, as recipe keys (`NativeSelect` -> `nativeSelect`). */
function chakraRecipeKeys(file: string): string[] {
  const keys: string[] = [];
  for (const match of read(file).matchAll(/import \{([^}]*)\} from '@chakra-ui\/react'/g)) {
    for (const name of match[1]!.split(',')) {
      const component = name.replace('type ', '').split(' as ')[0]!.trim();
      if (/^[A-Z]/.test(component)) keys.push(component[0]!.toLowerCase() + component.slice(1));
    }
  }
  return keys;
}

describe('Chakra recipes', () => {
  it('are added to the running system by extraRecipes.ts before lazy screens render', async () => {
    expect(system.isSlotRecipe('dialog')).toBe(false);
    await import('./extraRecipes');
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.isRecipe('textarea')).toBe(true);
    expect(system.getSlotRecipe('table')).toBeDefined();
  });

  it('of the first screens are all in the initial set', async () => {
    const firstScreen = staticGraph(
      [
        'app/boot.tsx',
        'features/auth/pages/LoginPage.tsx',
        'features/catalog/pages/HomePage.tsx',
        'features/catalog/pages/CatalogPage.tsx',
      ].map((file) => path.join(src, file)),
    );
    const initial = new Set<string>([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const lazyOnly = ['dialog', 'drawer', 'table', 'textarea', 'checkbox', 'nativeSelect', 'accordion'];
    const offenders = [...firstScreen].flatMap((file) =>
      chakraRecipeKeys(file)
        .filter((key) => lazyOnly.includes(key) && !initial.has(key))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect(firstScreen.size).toBeGreaterThan(30);
    expect(offenders).toEqual([]);
  });

  it('of the catalogue load with its pages, and /login does without them', () => {
    const catalogOnly = [...Object.keys(catalogRecipes), ...Object.keys(catalogSlotRecipes)];
    const login = staticGraph(
      ['app/boot.tsx', 'features/auth/pages/LoginPage.tsx'].map((f) => path.join(src, f)),
    );
    const used = [...login].flatMap((file) =>
      chakraRecipeKeys(file)
        .filter((key) => catalogOnly.includes(key))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect(used).toEqual([]);
    for (const page of ['HomePage', 'CatalogPage'])
      expect(read(path.join(src, `features/catalog/pages/${page}.tsx`))).toMatch(
        /^import '[./]+shared\/theme\/catalogRecipes';$/m,
      );
  });

  it('of lazy components load with them', () => {
    const allSources = sourceFiles(src);
    const lazyModules = allSources.flatMap((file) =>
      [...read(file).matchAll(/\blazy\(\s*\(\) =>\s*import\('(\.{1,2}\/[^']+)'\)/g)].map((m) =>
        resolveImport(file, m[1]!),
      ),
    );
    const loaders = allSources.flatMap((file) =>
      [...read(file).matchAll(/const load\w+ = \(\) => import\('(\.{1,2}\/[^']+)'\)/g)].map((m) =>
        resolveImport(file, m[1]!),
      ),
    );
    // A module that draws none of Chakra's components (the toasts are Ark's parts) has no recipe to wait for.
    const drawsChakra = (file: string) =>
      [...staticGraph([file])].some((f) => chakraRecipeKeys(f).length > 0);
    const modules = [...lazyModules, ...loaders].filter(
      (file) => !file.includes(`${path.sep}theme${path.sep}`) && drawsChakra(file),
    );
    expect(modules.length).toBeGreaterThanOrEqual(4);
    for (const file of modules)
      expect(read(file), file).toMatch(/^import '[./]+(shared\/)?theme\/extraRecipes';$/m);
  });
});
