import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartLinkTarget } from '../../../shared/layout/cartLink';
import { TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';

/** Quick adds share one toast that counts them ('Добавлено: 3 позиции') instead of stacking. */
const ADDED_TOAST_ID = 'cart:added';
let streak = { count: 0, lastAt: 0 };

/** How many adds the toast now stands for: the streak goes on while its toast is still shown. */
export function nextAddedCount(now: number, previous = streak): { count: number; lastAt: number } {
  const continues = now - previous.lastAt < TOAST_DURATION_MS;
  return { count: continues ? previous.count + 1 : 1, lastAt: now };
}

/** Announces a part put into the cart, with 'Просмотр' opening the cart where the buyer is. */
export function useAddedToast(): (partName: string) => void {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return useCallback(
    (partName: string) => {
      streak = nextAddedCount(Date.now());
      toaster.create({
        id: ADDED_TOAST_ID,
        type: 'success',
        title: streak.count === 1 ? t('card.added') : t('card.addedMany', { count: streak.count }),
        description: partName,
        action: {
          label: t('card.viewCart'),
          // The address at the click (the toast outlives renders): the catalogue's filters stay.
          onClick: () => navigate(cartLinkTarget(true, window.location.pathname, window.location.search)),
        },
      });
    },
    [t, navigate],
  );
}
