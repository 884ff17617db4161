import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readCart, writeCart } from '../../../shared/cart/cartStorage';
import { toaster } from '../../../shared/ui/toaster';
import { cartAdditions, mergedCart, type ListLine, type Quantities } from '../model/listQuantities';

/** Puts the chosen quantities into the cart (capped by stock) and says what happened. Returns true when added. */
export function useAddListToCart() {
  const { t } = useTranslation('savedLists');
  const navigate = useNavigate();
  return (lines: ListLine[], quantities: Quantities): boolean => {
    const { additions, adjusted } = cartAdditions(lines, quantities);
    if (additions.length === 0) {
      toaster.create({ type: 'warning', title: t('nothingToAdd') });
      return false;
    }
    writeCart(
      mergedCart(readCart(), additions),
      additions.map((line) => line.partId),
    );
    if (adjusted) toaster.create({ type: 'warning', title: t('adjusted') });
    toaster.create({
      type: 'success',
      title: t('addedTitle'),
      description: t('added', { count: additions.length }),
      action: { label: t('goToCart'), onClick: () => void navigate('/catalog?cart=open') },
    });
    return true;
  };
}
