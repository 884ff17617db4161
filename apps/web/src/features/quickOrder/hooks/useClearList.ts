// 'Очистить список' empties the page at once but is never final: its toast
// offers 'Отменить', which brings the list back (with its left-out lines) and
// answers it again, unless the buyer has started another list since.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../shared/ui/toaster';
import type { QuickOrderState } from './useQuickOrder';

export function useClearList(state: QuickOrderState): () => void {
  const { t } = useTranslation('quickOrder');
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  return useCallback(() => {
    const { text, cartChoice } = latest.current;
    const excluded = cartChoice.choice.excluded;
    latest.current.clear();
    toaster.create({
      id: 'quick-order-cleared',
      type: 'info',
      title: t('cleared'),
      description: t('clearedHint'),
      duration: 8000,
      action: {
        label: t('undoClear'),
        onClick: () => {
          const now = latest.current;
          if (now.text.trim() !== '') return;
          now.setText(text);
          now.cartChoice.restore(excluded);
          now.resolve(text);
        },
      },
    });
  }, [t]);
}
