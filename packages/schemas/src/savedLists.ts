import { savedLists } from '@shop/i18n/namespaces/savedLists';
import { idField, isoDateTimeOutput, orderLinesField, textField } from './fields';
import { z } from './zod';

/** A parts list to keep for later; the name defaults to 'Новый список'. */
const listName = textField
  .trim()
  .max(120)
  .transform((name) => name || savedLists.defaultName)
  .default(savedLists.defaultName);

export const saveListInput = z.object({
  name: listName,
  items: orderLinesField(savedLists.emptyList),
});
export type SaveListInput = z.input<typeof saveListInput>;

/** savedLists.rename (issue 29): a new name, the same rules; an empty one is refused. */
export const renameListInput = z.object({
  id: idField,
  name: textField.trim().min(1, savedLists.nameRequired).max(120),
});

// ---- Outputs

/** A saved list as savedLists.mine answers it: today's prices (the buyer's discount) and stock. */
export const savedListOutput = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: isoDateTimeOutput,
  updatedAt: isoDateTimeOutput,
  items: z.array(
    z.object({
      partId: z.number(),
      quantity: z.number(),
      part: z.object({
        name: z.string(),
        partNumber: z.string(),
        priceKopecks: z.number(),
        availability: z.number(),
        imageUrl: z.string(),
      }),
    }),
  ),
});

export const savedListCreatedOutput = z.object({ id: z.number() });
