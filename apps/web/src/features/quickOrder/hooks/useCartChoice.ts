// The buyer's choice of what goes to the cart, kept beside the list in local
// storage (see model/cartChoice.ts for the rules).
import { useCallback, useEffect, useState } from 'react';
import {
  exclusionsFor,
  exclusionsRenumbered,
  rowsOfText,
  toggledExclusion,
  type CartChoice,
} from '../model/cartChoice';
import type { ResolvedLine } from '../model/quickOrderLines';
import { readChoice, writeChoice } from '../model/draftStorage';

export function useCartChoice() {
  const [choice, setChoice] = useState<CartChoice>(readChoice);
  useEffect(() => writeChoice(choice), [choice]);

  /** Leaves the line out, or takes it back. */
  const toggle = useCallback(
    (line: ResolvedLine, text: string) => setChoice((c) => toggledExclusion(c, line, text)),
    [],
  );
  /** A fresh answer to `text`: only rows that did not change stay left out. */
  const keepFor = useCallback(
    (text: string) => setChoice((c) => ({ ...c, excluded: exclusionsFor(c.excluded, text) })),
    [],
  );
  /** The list kept only `keptRows`, numbered anew. */
  const renumber = useCallback(
    (keptRows: readonly number[]) =>
      setChoice((c) => ({ ...c, excluded: exclusionsRenumbered(c.excluded, keptRows) })),
    [],
  );
  /** A row rewritten in place (a pick, a quantity): a left-out line stays left out. */
  const rowRewritten = useCallback((row: number, text: string) => {
    setChoice((c) => {
      if (!c.excluded.has(row)) return c;
      const excluded = new Map(c.excluded).set(row, rowsOfText(text)[row - 1] ?? '');
      return { ...c, excluded };
    });
  }, []);
  /** A corrected line is meant: it goes back into the order. */
  const include = useCallback((row: number) => {
    setChoice((c) => {
      if (!c.excluded.has(row)) return c;
      const excluded = new Map(c.excluded);
      excluded.delete(row);
      return { ...c, excluded };
    });
  }, []);
  const setWithoutToOrder = useCallback(
    (withoutToOrder: boolean) => setChoice((c) => ({ ...c, withoutToOrder })),
    [],
  );
  const clear = useCallback(() => setChoice((c) => ({ ...c, excluded: new Map() })), []);
  /** 'Отменить' after clearing the list: its left-out lines come back with it. */
  const restore = useCallback(
    (excluded: ReadonlyMap<number, string>) => setChoice((c) => ({ ...c, excluded: new Map(excluded) })),
    [],
  );

  return { choice, toggle, keepFor, renumber, rowRewritten, include, setWithoutToOrder, clear, restore };
}

export type CartChoiceState = ReturnType<typeof useCartChoice>;
