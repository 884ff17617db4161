import { describe, expect, it } from 'vitest';
import { readLayout, writeLayout } from './layoutPreference';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('catalogue layout preference', () => {
  it('remembers each user’s view apart and starts with the grid', () => {
    const storage = memoryStorage();
    expect(readLayout(storage, 7)).toBe('grid');
    writeLayout(storage, 7, 'table');
    writeLayout(storage, 8, 'list');
    expect(readLayout(storage, 7)).toBe('table');
    expect(readLayout(storage, 8)).toBe('list');
  });

  it('ignores a stored value that is no view', () => {
    const storage = memoryStorage();
    storage.setItem('catalog-layout:7', 'mosaic');
    expect(readLayout(storage, 7)).toBe('grid');
  });
});
