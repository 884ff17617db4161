// 'Скачать Excel' for a cart, an order or a saved list (issue 17): the server
// writes the workbook (orders.documents.exportXlsx) in the shape the quick order's
// upload reads back, and the browser saves it.
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ExportXlsxInput } from '@shop/schemas';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../api/trpc';
import { fromBase64, XLSX_TYPE } from '../files/fileBytes';
import { saveFile } from '../files/saveFile';
import { toaster } from '../ui/toaster';

interface DownloadExcelButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  source: ExportXlsxInput;
}

export function DownloadExcelButton({ source, ...buttonProps }: DownloadExcelButtonProps) {
  const { t } = useTranslation('layout');
  const exported = trpc.orders.documents.exportXlsx.useMutation({
    onSuccess: (file) => saveFile(fromBase64(file.contentBase64, XLSX_TYPE), file.fileName),
    onError: (error) =>
      toaster.create({ type: 'error', title: t('common.downloadFailed'), description: error.message }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      {...buttonProps}
      loading={exported.isPending}
      onClick={() => exported.mutate(source)}
    >
      <FileSpreadsheet aria-hidden /> {t('common.downloadExcel')}
    </Button>
  );
}
