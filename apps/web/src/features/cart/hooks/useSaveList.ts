// Saves the cart as a named list; when the server cannot be reached the list
// is kept on this device instead (spec section 8).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { saveLocalSavedList } from '../../../shared/cart/localSavedLists';
import { toaster } from '../../../shared/ui/toaster';
import type { PreviewLine } from '../components/CartLine';
import { classifySubmitFailure } from '../model/submitFailure';

type Item = { partId: number; quantity: number };

function saveLocally(userId: number, name: string, lines: PreviewLine[]): boolean {
  const now = new Date().toISOString();
  try {
    saveLocalSavedList({
      id: `local-${Date.now()}`,
      userId,
      name,
      createdAt: now,
      updatedAt: now,
      items: lines.map((line) => ({
        partId: line.partId,
        quantity: line.quantity,
        // The stock as the last preview knew it.
        part: {
          name: line.name,
          partNumber: line.partNumber,
          priceKopecks: line.unitPriceKopecks,
          availability: line.stock,
          imageUrl: '',
        },
      })),
    });
    return true;
  } catch {
    return false;
  }
}

export function useSaveList(userId: number) {
  const { t } = useTranslation('savedLists');
  const utils = trpc.useUtils();
  const create = trpc.savedLists.create.useMutation();

  const [pending, setPending] = useState(false);
  const run = async (rawName: string, items: Item[], lines: PreviewLine[]): Promise<boolean> => {
    if (items.length === 0) {
      toaster.create({ type: 'error', title: t('emptyList') });
      return false;
    }
    const name = rawName.trim() || t('defaultName');
    setPending(true);
    try {
      await create.mutateAsync({ name, items });
      void utils.savedLists.mine.invalidate();
      toaster.create({ type: 'success', title: t('saved'), description: name });
      return true;
    } catch (error) {
      const failure = classifySubmitFailure(error, false);
      if (failure.kind === 'invalid') {
        toaster.create({ type: 'error', title: t('saveFailed'), description: failure.message });
        return false;
      }
      const saved = failure.kind !== 'unauthorized' && saveLocally(userId, name, lines);
      toaster.create(
        saved ? { type: 'info', title: t('savedLocally') } : { type: 'error', title: t('saveFailed') },
      );
      return saved;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
