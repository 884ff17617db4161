import { useTranslation } from 'react-i18next';
import { isKnownStatus } from './orderStatus';

/** The Russian status name; a value the client does not know reads 'Неизвестно'. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation('orders');
  return (status) => (isKnownStatus(status) ? t(`statuses.${status}`) : t('statuses.unknown'));
}
