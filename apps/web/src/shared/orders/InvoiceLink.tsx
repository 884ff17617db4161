import { Button } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Скачать счёт': the order's invoice PDF straight from the REST route (the session cookie signs it). */
export function InvoiceLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('requisites');
  return (
    <Button asChild variant="outline">
      <a href={`/api/orders/${orderId}/invoice.pdf`} download>
        <FileDown size={16} />
        {t('ui.downloadInvoice')}
      </a>
    </Button>
  );
}
