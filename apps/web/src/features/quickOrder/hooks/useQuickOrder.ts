// The page's state: the list as text (the one source of the list, kept in
// local storage), the server's answer for it, and what the buyer does with
// that answer (pick a part, change a quantity, send the found lines to the cart).
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { readDraft, writeDraft } from '../model/draftStorage';
import { withChosen, withLineQuantity, withPick } from '../model/quickOrderLines';
import { useCartChoice } from './useCartChoice';

export type QuickLine = RouterOutputs['orders']['quickOrder']['resolve']['lines'][number];
export type QuickPart = NonNullable<QuickLine['part']>;

/** A line's key: its first row, unique in one answer. */
export const lineKey = (line: Pick<QuickLine, 'rows'>) => line.rows[0]!;

/** Local storage takes the list a moment after typing stops (a 1 000-line list is ~50 kB). */
const SAVE_DELAY_MS = 400;

export function useQuickOrder() {
  const [text, setText] = useState(readDraft);
  const [lines, setLines] = useState<QuickLine[] | null>(null);
  /** The text the table answers; another text means the table is out of date. */
  const [resolvedText, setResolvedText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = trpc.orders.quickOrder.resolve.useMutation();
  const { mutate } = mutation;
  const cartChoice = useCartChoice();
  const { keepFor, rowRewritten, toggle, clear: clearChoice } = cartChoice;

  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    const timer = setTimeout(() => writeDraft(text), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Leaving the page (another route, a reload, a closed tab) within the delay still keeps the list.
  useEffect(() => {
    const flush = () => writeDraft(latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const resolve = useCallback(
    (source: string) => {
      setError(null);
      if (source.trim() === '') {
        setLines(null);
        setResolvedText(null);
        return;
      }
      mutate(
        { text: source },
        {
          onSuccess: (result) => {
            setLines(result.lines);
            setResolvedText(source);
            keepFor(source);
          },
          onError: (failure) => {
            setLines(null);
            setError(failure.message);
          },
        },
      );
    },
    [mutate, keepFor],
  );

  // A list kept from an earlier visit is answered again at once.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (latest.current.trim() !== '') resolve(latest.current);
  }, [resolve]);

  // Read by the handlers below, which stay the same functions for every
  // render so that memoised rows do not re-render.
  const current = useRef({ lines, resolvedText });
  current.current = { lines, resolvedText };

  /** Changes one line and writes the change into the text, which stays the table's source. */
  const changeLine = useCallback(
    (key: number, change: (line: QuickLine) => QuickLine, article: (line: QuickLine) => string) => {
      const { lines: shown, resolvedText: answered } = current.current;
      const line = shown?.find((l) => lineKey(l) === key);
      if (!shown || !line) return;
      const changed = change(line);
      const before = latest.current;
      const after = withPick(before, changed, article(changed));
      setLines(shown.map((l) => (l === line ? changed : l)));
      setText(after);
      writeDraft(after);
      rowRewritten(key, after);
      if (answered === before) setResolvedText(after);
    },
    [rowRewritten],
  );

  const toggleLine = useCallback(
    (key: number) => {
      const line = current.current.lines?.find((l) => lineKey(l) === key);
      if (line) toggle(line, latest.current);
    },
    [toggle],
  );

  const pick = useCallback(
    (key: number, part: QuickPart) =>
      changeLine(
        key,
        (line) => withChosen(line, part),
        () => part.partNumber,
      ),
    [changeLine],
  );

  const setQuantity = useCallback(
    (key: number, quantity: number) =>
      changeLine(
        key,
        (line) => withLineQuantity(line, quantity),
        (line) => line.part?.partNumber ?? line.input,
      ),
    [changeLine],
  );

  const clear = useCallback(() => {
    setText('');
    setLines(null);
    setResolvedText(null);
    setError(null);
    clearChoice();
  }, [clearChoice]);

  return {
    text,
    setText,
    lines,
    stale: lines !== null && resolvedText !== text,
    resolving: mutation.isPending,
    error,
    setError,
    resolve,
    pick,
    setQuantity,
    changeLine,
    toggleLine,
    cartChoice,
    clear,
  };
}

export type QuickOrderState = ReturnType<typeof useQuickOrder>;
