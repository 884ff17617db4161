import type { CreateOrderInput } from '@shop/schemas';
import { useCallback } from 'react';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { classifySubmitFailure, type SubmitFailure } from '../model/submitFailure';

/** Spec section 9: the order call gives up after 10 s. */
export const ORDER_TIMEOUT_MS = 10_000;

export type CreatedOrder = RouterOutputs['orders']['create']['order'];
export type SendResult = { ok: true; order: CreatedOrder } | { ok: false; failure: SubmitFailure };

/** Sends one order with a timeout and sorts any failure (see submitFailure). */
export function useSendOrder(): (input: CreateOrderInput) => Promise<SendResult> {
  const utils = trpc.useUtils();
  return useCallback(
    async (input) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), ORDER_TIMEOUT_MS);
      try {
        const { order } = await utils.client.orders.create.mutate(input, { signal: controller.signal });
        void utils.orders.mine.invalidate();
        return { ok: true, order };
      } catch (error) {
        return { ok: false, failure: classifySubmitFailure(error, controller.signal.aborted) };
      } finally {
        clearTimeout(timer);
      }
    },
    [utils],
  );
}
