// Correcting one line's article in place: only that line is asked again, its
// answer takes the line's place, and the article is written into its row of
// the list (the text stays the one source of the list).
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { lineKey, type QuickOrderState } from './useQuickOrder';

export function useCorrectLine(state: QuickOrderState) {
  const { mutate } = trpc.orders.quickOrder.resolve.useMutation();
  const [pendingKey, setPendingKey] = useState<number | null>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  /** Asks for `article` at the line's quantity; `done` closes the editor once the answer is in. */
  const correct = useCallback(
    (key: number, article: string, done: () => void) => {
      const line = latest.current.lines?.find((l) => lineKey(l) === key);
      if (!line) return;
      setPendingKey(key);
      mutate(
        { lines: [{ article, quantity: line.quantity }] },
        {
          onSuccess: ({ lines: [answer] }) => {
            if (!answer) return;
            latest.current.changeLine(
              key,
              () => ({ ...answer, rows: line.rows }),
              () => article.trim(),
            );
            // A line the buyer bothered to correct is meant for the order.
            latest.current.cartChoice.include(key);
            done();
          },
          onError: (failure) => toaster.create({ type: 'error', title: failure.message }),
          onSettled: () => setPendingKey(null),
        },
      );
    },
    [mutate],
  );
  return { correct, pendingKey };
}
