// The sheet thread: the same rows as reading in place, Russian refusals, and a
// thread killed by a file (out of memory) refused in Russian and replaced.
import { afterEach, describe, expect, it } from 'vitest';
import { SheetError } from '../sheetError';
import { cachedFile, manySharedStrings } from '../testing/hostileFiles';
import { createSheetThread, SheetReaderUnavailable, type SheetThread } from './sheetThread';

const LIMITS = { maxBytes: 20 * 1024 * 1024, maxRows: 100_000 };
const csv = (text: string) => new Uint8Array(Buffer.from(text));

let thread: SheetThread;
afterEach(() => thread.close());

describe('the sheet thread', () => {
  it('answers the rows of a file, and a refusal as a SheetError in Russian', async () => {
    thread = createSheetThread();
    const lines = Array.from({ length: 5000 }, (_, i) => `Свеча-${i};${i}`);
    const rows = await thread.read(csv(lines.join('\n')), LIMITS);
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual({ row: 5000, cells: ['Свеча-4999', '4999'] });
    const refused = thread.read(csv('a\nb\nc\n'), { ...LIMITS, maxRows: 2 });
    await expect(refused).rejects.toBeInstanceOf(SheetError);
    await expect(refused).rejects.toThrow(/В файле больше 2 заполненных строк/);
  });

  it('hands the rows on a batch at a time; what the handler throws refuses the file, and the next one is read', async () => {
    thread = createSheetThread();
    const lines = Array.from({ length: 5000 }, (_, i) => `Свеча-${i};${i}`);
    const batches: number[] = [];
    let last: unknown;
    await thread.stream(csv(lines.join('\n')), LIMITS, (rows) => {
      batches.push(rows.length);
      last = rows.at(-1);
    });
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.reduce((sum, n) => sum + n, 0)).toBe(5000);
    expect(last).toEqual({ row: 5000, cells: ['Свеча-4999', '4999'] });
    let calls = 0;
    const refused = thread.stream(csv(lines.join('\n')), LIMITS, () => {
      calls += 1;
      throw new Error('В файле не найдены столбцы: Артикул');
    });
    await expect(refused).rejects.toThrow('В файле не найдены столбцы: Артикул');
    expect(calls).toBe(1);
    expect(await thread.read(csv('A-1;2\n'), LIMITS)).toEqual([{ row: 1, cells: ['A-1', '2'] }]);
  });

  it('hands no more rows while the handler’s promise is pending, and refuses the file when it rejects', async () => {
    thread = createSheetThread();
    const lines = Array.from({ length: 20_000 }, (_, i) => `Свеча-${i};${i}`);
    let busy = false;
    let overlapped = false;
    let rows = 0;
    await thread.stream(csv(lines.join('\n')), LIMITS, async (batch) => {
      overlapped ||= busy;
      busy = true;
      await new Promise((resolve) => setTimeout(resolve, 2));
      rows += batch.length;
      busy = false;
    });
    expect(overlapped).toBe(false);
    expect(rows).toBe(20_000);
    let calls = 0;
    const refused = thread.stream(csv(lines.join('\n')), LIMITS, async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
      throw new Error('Каталог недоступен');
    });
    await expect(refused).rejects.toThrow('Каталог недоступен');
    expect(calls).toBe(1);
  });

  it('refuses a file that runs the thread out of memory, then reads the next one on a new thread', async () => {
    thread = createSheetThread({ heapMb: 32 });
    const heavy = cachedFile('shared-1m', () => manySharedStrings(1_000_000));
    const limits = { ...LIMITS, maxUnzippedBytes: 400 * 1024 * 1024 };
    await expect(thread.read(heavy, limits)).rejects.toThrow(
      'Файлу не хватило памяти при чтении: сохраните его как .csv или разделите на части',
    );
    expect(await thread.read(csv('A-1;2\n'), LIMITS)).toEqual([{ row: 1, cells: ['A-1', '2'] }]);
  }, 90_000);

  it('gives a large file’s thread back at once, and keeps a small file’s for the next one', async () => {
    thread = createSheetThread({ largeFileBytes: 64 * 1024 });
    await thread.read(csv('A-1;2\n'), LIMITS);
    expect(thread.isRunning()).toBe(true);
    const lines = Array.from({ length: 10_000 }, (_, i) => `Свеча-${i};${i}`);
    expect(await thread.read(csv(lines.join('\n')), LIMITS)).toHaveLength(10_000);
    expect(thread.isRunning()).toBe(false);
    expect(await thread.read(csv('A-2;3\n'), LIMITS)).toEqual([{ row: 1, cells: ['A-2', '3'] }]);
  });

  it('refuses more waiting files than it queues with a 503 error', async () => {
    thread = createSheetThread({ maxQueued: 1 });
    const first = thread.read(csv('a\n'), LIMITS);
    const second = thread.read(csv('b\n'), LIMITS);
    await expect(thread.read(csv('c\n'), LIMITS)).rejects.toBeInstanceOf(SheetReaderUnavailable);
    expect((await first).length + (await second).length).toBe(2);
  });
});
