import { useTranslation } from '../../../../shared/i18n/translate';
import { isKnownStatus } from '../model/orderStatus';

/** The Russian status name; a value the client does not know reads 'Неизвестно'. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => (isKnownStatus(status) ? t(`orders.statuses.${status}`) : t('orders.statuses.unknown'));
}
