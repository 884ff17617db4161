// All Russian texts of the shop in one resource tree, used by the web client
// (react-i18next), mails and REST error bodies. Each domain keeps its own file.
import { common } from './ru/common';
import { company } from './ru/company';
import { layout } from './ru/layout';
import { loginPage } from './ru/loginPage';
import { mail } from './ru/mail';
import { pages } from './ru/pages';

export const ru = {
  common,
  company,
  layout,
  loginPage,
  mail,
  pages,
} as const;

export type Resources = typeof ru;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the Russian resource tree, e.g. `common.errors.internal`. */
export type TextKey = Leaves<Resources>;

/** Looks up a text on the server side; `{{name}}` placeholders are filled from `vars`. */
export function text(key: TextKey, vars: Record<string, string | number> = {}): string {
  let node: unknown = ru;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Unknown text key: ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
