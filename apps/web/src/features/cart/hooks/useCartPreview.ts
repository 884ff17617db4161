import { MAX_ORDER_LINES } from '@shop/schemas/limits';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../shared/api/trpc';
import { cartEntries } from '../../../shared/cart/cartOrder';
import { useCart } from '../../../shared/cart/useCart';

/** The most lines one preview or order takes (the server's limit): a whole quick-order list. */
const MAX_LINES = MAX_ORDER_LINES;

/** Today's prices and stock split for the cart; the server computes every sum. */
export function useCartPreview(enabled: boolean) {
  const cart = useCart();
  const items = useMemo(
    // In the order the lines came in (issue 29.8), not by part id.
    () => cartEntries(cart.items).slice(0, MAX_LINES),
    [cart.items],
  );
  const preview = trpc.orders.preview.useQuery(
    { items },
    { enabled: enabled && items.length > 0, placeholderData: keepPreviousData, staleTime: 5_000 },
  );
  // Lines follow the cart's order; a stale preview never shows a removed part.
  const lines = useMemo(() => {
    const byId = new Map(preview.data?.lines.map((line) => [line.partId, line]));
    return items.flatMap((item) => {
      const line = byId.get(item.partId);
      return line ? [{ ...line, quantity: item.quantity }] : [];
    });
  }, [items, preview.data]);
  return { cart, items, lines, preview };
}
