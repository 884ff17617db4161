import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartLinkTarget } from '../../../shared/layout/cartLink';
import { TOAST_DURATION_MS, toaster } from '../../../shared/ui/toaster';

/** Quick adds share one toast that counts them ('Добавлено: 3 позиции') instead of stacking. */
let streak = { count: 0, lastAt: 0, startedAt: 0 };

/**
 * An add joins the streak while its toast is surely still shown: each add
 * restarts the toast's timer, and the last half second is left to its
 * closing animation (a toast updated then would vanish with the update).
 */
export function nextAddedCount(
  now: number,
  previous = streak,
): { count: number; lastAt: number; startedAt: number } {
  const continues = now - previous.lastAt < TOAST_DURATION_MS - 500;
  return continues
    ? { count: previous.count + 1, lastAt: now, startedAt: previous.startedAt }
    : { count: 1, lastAt: now, startedAt: now };
}

/** Announces a part put into the cart, with 'Просмотр' opening the cart where the buyer is. */
export function useAddedToast(): (partName: string) => void {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return useCallback(
    (partName: string) => {
      streak = nextAddedCount(Date.now());
      toaster.create({
        // One toast per streak; a new streak never revives a closing toast.
        id: `added-to-cart-${streak.startedAt}`,
        type: 'success',
        // Chakra restarts a toast's timer only when its type or duration changes.
        duration: TOAST_DURATION_MS + (streak.count % 2),
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
