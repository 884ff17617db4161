import { savedLists } from '@shop/i18n/namespaces/savedLists';
import { orderLinesField, textField } from './fields';
import { z } from './zod';

/** A parts list to keep for later; the name defaults to 'Новый список'. */
export const saveListInput = z.object({
  name: textField
    .trim()
    .max(120)
    .transform((name) => name || savedLists.defaultName)
    .default(savedLists.defaultName),
  items: orderLinesField(savedLists.emptyList),
});
export type SaveListInput = z.input<typeof saveListInput>;
