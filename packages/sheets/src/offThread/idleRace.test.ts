// A file sent just as the idle thread is stopped is read by the next thread:
// the stopping thread's exit fails nothing of the new one's work.
import { afterEach, describe, expect, it } from 'vitest';
import { createSheetThread, type SheetThread } from './sheetThread';

let thread: SheetThread;
afterEach(() => thread.close());

describe('the sheet thread stopping while idle', () => {
  it('reads a file that arrives as the idle thread stops', async () => {
    thread = createSheetThread({ idleMs: 1 });
    const limits = { maxBytes: 1024, maxRows: 10 };
    expect(await thread.read(Buffer.from('A;1\n'), limits)).toHaveLength(1);
    for (const wait of [0, 1, 2, 5, 10, 20]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      expect(await thread.read(Buffer.from('B;2\n'), limits)).toEqual([{ row: 1, cells: ['B', '2'] }]);
    }
  }, 120_000);
});
