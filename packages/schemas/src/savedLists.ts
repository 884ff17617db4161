import { text } from '@shop/i18n';
import { orderLinesField, textField } from './fields';
import { z } from './zod';

/** A parts list to keep for later; the name defaults to 'Новый список'. */
export const saveListInput = z.object({
  name: textField
    .trim()
    .max(120)
    .transform((name) => name || text('savedLists.defaultName'))
    .default(text('savedLists.defaultName')),
  items: orderLinesField(text('savedLists.emptyList')),
});
export type SaveListInput = z.input<typeof saveListInput>;
