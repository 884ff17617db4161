// orders.quickOrder (the app router's top level is fixed): resolve a buyer's
// list of articles, read an uploaded file of one.
import {
  quickOrderFileInput,
  quickOrderFileOutput,
  quickOrderResolveInput,
  quickOrderResultOutput,
  type z,
} from '@shop/schemas';
import { orderLinesFromText, SheetError, type OrderLine } from '@shop/sheets';
import { AppError } from '../../errors';
import { authedProcedure, limitPerClient, router } from '../../trpc';
import { READ_FILE_PER_CLIENT, RESOLVE_PER_CLIENT } from './limits';
import { readQuickOrderFile } from './readFile';
import { clientTerms } from '../../pricing/clientTerms';
import { resolveQuickOrder } from './resolve';
import { atClientPrices } from './results';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A pasted text is parsed here, with the same parser as files; rows given are taken as they are. */
function linesOf(input: z.output<typeof quickOrderResolveInput>): OrderLine[] {
  if (input.lines) {
    return input.lines.map((line, i) => ({
      row: i + 1,
      input: `${collapse(line.article)} ${line.quantity}`,
      article: collapse(line.article),
      quantity: line.quantity,
    }));
  }
  try {
    return orderLinesFromText(input.text ?? '');
  } catch (error) {
    if (error instanceof SheetError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

export const quickOrderRouter = router({
  /** Every line of a buyer's list against the catalogue, in one call (a mutation: lists are long). */
  resolve: authedProcedure
    .use(limitPerClient('quick-order', RESOLVE_PER_CLIENT))
    .input(quickOrderResolveInput)
    .output(quickOrderResultOutput)
    .mutation(async ({ ctx, input }) => {
      const [result, terms] = await Promise.all([
        resolveQuickOrder(ctx.db, linesOf(input)),
        clientTerms(ctx.db, ctx.user.id),
      ]);
      return atClientPrices(result, terms.discountPercent);
    }),

  /** An uploaded CSV or XLSX as a list to resolve, or the columns to ask the buyer about. */
  readFile: authedProcedure
    .use(limitPerClient('quick-order-file', READ_FILE_PER_CLIENT))
    .input(quickOrderFileInput)
    .output(quickOrderFileOutput)
    .mutation(({ input }) => readQuickOrderFile(input)),
});
