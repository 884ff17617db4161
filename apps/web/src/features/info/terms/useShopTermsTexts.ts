// The shop's terms in words (issue 29): the minimum order, the longest
// deferral and the tiers' discounts as the admin set them, never figures
// written into the texts. Until the answer comes (and in the pre-rendered
// page) the sentences name no figure.
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';

export function useShopTermsTexts() {
  const { t } = useTranslation('info');
  const { data } = trpc.catalog.shopTerms.useQuery(undefined, { staleTime: 60_000 });
  if (!data) {
    return {
      minOrder: t('shopTerms.minOrderPending'),
      deferral: t('shopTerms.deferralPending'),
      discounts: t('shopTerms.discountsNone'),
    };
  }
  return {
    minOrder:
      data.minOrderKopecks > 0
        ? t('shopTerms.minOrder', { amount: formatRoubles(data.minOrderKopecks) })
        : t('shopTerms.minOrderNone'),
    deferral: t('shopTerms.deferral', { count: data.maxPaymentDelayDays }),
    discounts: data.tierPercents ? t('shopTerms.discounts', data.tierPercents) : t('shopTerms.discountsNone'),
  };
}
