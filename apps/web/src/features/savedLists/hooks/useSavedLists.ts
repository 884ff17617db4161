// The buyer's lists from the server; when that fails, the lists this device
// kept (spec section 7: fall back to `user_saved_lists`, else empty).
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { localSavedListsOf } from '../../../shared/cart/localSavedLists';

export type SavedList = Omit<RouterOutputs['savedLists']['mine'][number], 'id'> & { id: number | string };

export function useSavedLists(userId: number) {
  const query = trpc.savedLists.mine.useQuery(undefined, { retry: 1, staleTime: 0 });
  const lists: SavedList[] = query.data ?? (query.isError ? localSavedListsOf(userId) : []);
  return { query, lists, failed: query.isError };
}
