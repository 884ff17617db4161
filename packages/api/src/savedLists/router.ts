import {
  byIdInput,
  okOutput,
  renameListInput,
  saveListInput,
  savedListCreatedOutput,
  savedListOutput,
  z,
} from '@shop/schemas';
import { t } from '@shop/i18n';
import { imagesByPart } from '../catalog/partsRepository';
import { clientTerms, discountedPrice } from '../pricing/clientTerms';
import { AppError } from '../errors';
import { authedProcedure, router } from '../trpc';
import { deleteList, insertList, itemsOfLists, listsOfUser, renameList } from './repository';

export const savedListsRouter = router({
  create: authedProcedure
    .input(saveListInput)
    .output(savedListCreatedOutput)
    .mutation(async ({ ctx, input }) => {
      const id = await insertList(ctx.db, ctx.user.id, input);
      return { id };
    }),

  /** The buyer's own lists, newest first, with today's prices and stock. */
  mine: authedProcedure.output(z.array(savedListOutput)).query(async ({ ctx }) => {
    const lists = await listsOfUser(ctx.db, ctx.user.id);
    const items = await itemsOfLists(
      ctx.db,
      lists.map((list) => list.id),
    );
    const images = await imagesByPart(ctx.db, [...new Set(items.map((item) => item.part_id))]);
    const { discountPercent } = await clientTerms(ctx.db, ctx.user.id);
    return lists.map((list) => ({
      id: list.id,
      name: list.name,
      createdAt: list.created_at.toISOString(),
      updatedAt: list.updated_at.toISOString(),
      items: items
        .filter((item) => item.saved_list_id === list.id)
        .map((item) => ({
          partId: item.part_id,
          quantity: item.quantity,
          part: {
            name: item.name,
            partNumber: item.part_number,
            priceKopecks: discountedPrice(item.price, discountPercent),
            availability: item.availability,
            imageUrl: images.get(item.part_id)?.[0] ?? '',
          },
        })),
    }));
  }),

  /** A new name for one of the buyer's own lists. */
  rename: authedProcedure
    .input(renameListInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await renameList(ctx.db, ctx.user.id, input.id, input.name)))
        throw new AppError('NOT_FOUND', t('savedLists:notFound'));
      return { ok: true as const };
    }),

  delete: authedProcedure
    .input(byIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteList(ctx.db, ctx.user.id, input.id)))
        throw new AppError('NOT_FOUND', t('savedLists:notFound'));
      return { ok: true as const };
    }),
});
