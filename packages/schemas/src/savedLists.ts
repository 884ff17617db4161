import { savedLists } from '@shop/i18n/namespaces/savedLists';
import { isoDateTimeOutput, orderLinesField, textField } from './fields';
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
