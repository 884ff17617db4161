import { savedLists } from '@shop/i18n/namespaces/savedLists';
import { orderLineInput } from './orders';
import { z } from './zod';

/** A parts list to keep for later; the name defaults to 'Новый список'. */
export const saveListInput = z.object({
  name: z
    .string()
    .trim()
    .max(120)
    .transform((name) => name || savedLists.defaultName)
    .default(savedLists.defaultName),
  items: z.array(orderLineInput).min(1, savedLists.emptyList).max(500),
});
export type SaveListInput = z.input<typeof saveListInput>;
