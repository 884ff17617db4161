import type { CreateOrderInput } from '@shop/schemas';
import { useCallback } from 'react';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { classifySubmitFailure, type SubmitFailure } from '../model/submitFailure';

/** Spec section 9: the order call gives up after 10 s. */
export const ORDER_TIMEOUT_MS = 10_000;

export type CreatedOrder = RouterOutputs['orders']['create']['order'];
/**
 * The order placed, or (a Закупщик above the monthly limit, issue 34) the
 * approval request it became, or why neither happened.
 */
export type SendResult =
  | { ok: true; order: CreatedOrder }
  | { ok: true; approvalId: number }
  | { ok: false; failure: SubmitFailure };

/** Sends one order with a timeout and sorts any failure (see submitFailure). */
export function useSendOrder(): (input: CreateOrderInput) => Promise<SendResult> {
  const utils = trpc.useUtils();
  return useCallback(
    async (input) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), ORDER_TIMEOUT_MS);
      try {
        const result = await utils.client.orders.submit.mutate(input, { signal: controller.signal });
        if (result.kind === 'approval') {
          void utils.orders.approvals.list.invalidate();
          return { ok: true, approvalId: result.approvalId };
        }
        void utils.orders.mine.invalidate();
        return { ok: true, order: result.order };
      } catch (error) {
        return { ok: false, failure: classifySubmitFailure(error, controller.signal.aborted) };
      } finally {
        clearTimeout(timer);
      }
    },
    [utils],
  );
}
