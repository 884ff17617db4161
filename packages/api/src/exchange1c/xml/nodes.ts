// Reading the small trees the stream reader builds: a child's text by path.
import type { XmlNode } from './reader';

/** The first child named `name`. */
export const child = (node: XmlNode | undefined, name: string) => node?.children.find((c) => c.name === name);

export const children = (node: XmlNode | undefined, name: string) =>
  node?.children.filter((c) => c.name === name) ?? [];

/** The trimmed text at `path` ('Изготовитель/Наименование'), or null when there is no such element. */
export function textAt(node: XmlNode | undefined, path: string): string | null {
  let at = node;
  for (const name of path.split('/')) at = child(at, name);
  return at ? at.text.trim() : null;
}

/** A number as 1C writes it: '1234.50', '1 234,50', '5.000'; null for anything else. */
export function numberOf(text: string | null): number | null {
  if (text === null) return null;
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
