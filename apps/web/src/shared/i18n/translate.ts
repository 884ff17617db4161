// The web client's text lookup over the Russian resource tree of @shop/i18n.
// Russian is the only language, so this is a dictionary with `{{name}}`
// placeholders and Russian plural forms, not a localisation framework
// (i18next cost 17 kB gzip of the 170 kB first-load budget).
//
// Texts arrive by namespace: the shell registers what every screen may show
// (coreTexts.ts); each feature's chunks register their own namespaces when
// they load (features/<feature>/texts.ts), so their copy is not in the first
// download.
import type { Resources, TextKey } from '@shop/i18n';

type PluralForm = 'one' | 'few' | 'many' | 'other';

/** A key as written in t(): plural variants `x_one`, `x_few`… are asked for as `x` with a count. */
export type TKey = TextKey extends infer K ? (K extends `${infer Base}_${PluralForm}` ? Base : K) : never;

export type TVars = Record<string, string | number>;
export type TFunction = (key: TKey, vars?: TVars) => string;

type TextTree = { [key: string]: string | TextTree };

const registered: TextTree = {};
const plurals = new Intl.PluralRules('ru');

/** Adds namespaces (top-level parts of the resource tree); a later registration replaces one. */
export function registerTexts(namespaces: { [K in keyof Resources]?: object }): void {
  Object.assign(registered, namespaces);
}

function lookup(path: string): string | undefined {
  let node: string | TextTree | undefined = registered;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const t: TFunction = (key, vars) => {
  const count = vars?.count;
  const found =
    (typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined) ?? lookup(key);
  if (found === undefined) {
    // The namespace is not registered (see coreTexts.ts): show the key, which
    // tests and screenshots catch, rather than an empty label.
    console.error(`Missing text: ${key}`);
    return key;
  }
  if (!vars) return found;
  return found.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
};

const translation = { t };

/** Same shape as react-i18next's hook, so components read `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction } {
  return translation;
}
