// Under the cart's total: the buyer's discount and how much is missing to the
// shop's minimum order (both from the server's preview); and 'Скачать КП
// (PDF)': a commercial offer of these lines at the buyer's prices, made by
// the server.
import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { saveBase64File } from '../../../shared/files/saveFile';
import { toaster } from '../../../shared/ui/toaster';

interface CartDocumentsNoticeProps {
  /** The cart's total at the buyer's prices, as the panel shows it. */
  totalKopecks: number;
  preview: { minOrderKopecks: number; discountPercent: number } | undefined;
}

export function CartDocumentsNotice({ totalKopecks, preview }: CartDocumentsNoticeProps) {
  const { t } = useTranslation('requisites');
  const missing = (preview?.minOrderKopecks ?? 0) - totalKopecks;
  const discount = preview?.discountPercent ?? 0;
  if (discount <= 0 && !(preview && missing > 0)) return null;
  return (
    <Stack gap="1">
      {discount > 0 && (
        <Text fontSize="sm" color="green.700">
          {t('ui.yourDiscount', { percent: discount })}
        </Text>
      )}
      {preview && missing > 0 && (
        <Text fontSize="sm" color="orange.800" role="status">
          {t('toMinOrder', { amount: formatRoubles(missing) })}
        </Text>
      )}
    </Stack>
  );
}

interface OfferButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  items: Array<{ partId: number; quantity: number }>;
}

export function CommercialOfferButton({ items, ...buttonProps }: OfferButtonProps) {
  const { t } = useTranslation('requisites');
  const offer = trpc.orders.documents.commercialOfferPdf.useMutation({
    onSuccess: (file) => saveBase64File(file.fileName, file.contentBase64, 'application/pdf'),
    onError: (error) =>
      toaster.create({ type: 'error', title: t('ui.downloadFailed'), description: error.message }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      {...buttonProps}
      loading={offer.isPending}
      onClick={() => offer.mutate({ items })}
    >
      <FileDown size={16} />
      {t('ui.downloadOffer')}
    </Button>
  );
}
