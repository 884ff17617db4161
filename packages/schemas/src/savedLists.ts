import { text } from '@shop/i18n';
import { MAX_ORDER_LINES, orderLineInput } from './orders';
import { z } from './zod';

/** A parts list to keep for later; the name defaults to 'Новый список'. */
export const saveListInput = z.object({
  name: z
    .string()
    .trim()
    .max(120)
    .transform((name) => name || text('savedLists.defaultName'))
    .default(text('savedLists.defaultName')),
  items: z.array(orderLineInput).min(1, text('savedLists.emptyList')).max(MAX_ORDER_LINES),
});
export type SaveListInput = z.input<typeof saveListInput>;
