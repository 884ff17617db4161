// The names 1C gives its files. They may hold sub-folders
// (import_files/ab/photo.jpg) but never climb out of the exchange's own
// folder: a `..` segment, a leading `/`, a backslash, a NUL or any control
// character is refused before anything is written. Names never become store
// keys (those are our numbers), so Cyrillic names are fine.
const MAX_NAME_LENGTH = 500;

/** The name as given when it is safe, else null. */
export function safeFileName(name: string | undefined): string | null {
  if (!name || name.length > MAX_NAME_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(name) || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return null;
  const segments = name.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return name;
}

/** The file's own name, without its folders, lower case: what the kind of a file is judged by. */
export const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1).toLowerCase();

export type CatalogFileKind = 'import' | 'offers' | 'zip' | 'picture' | 'other';

/** Newer 1C numbers its files (import0_1.xml, offers0_1.xml); prices and rests are offers too. */
export function catalogFileKind(name: string): CatalogFileKind {
  const base = baseName(name);
  if (base.endsWith('.zip')) return 'zip';
  if (base.endsWith('.xml')) {
    if (base.startsWith('import')) return 'import';
    if (/^(offers|prices|rests)/.test(base)) return 'offers';
    return 'other';
  }
  return /\.(jpe?g|png|webp|gif|bmp)$/.test(base) ? 'picture' : 'other';
}
