// The one file field of the shop (price-list import, quick order): a button,
// the chosen file's name, and a zone to drop a file on; reached and used with
// the keyboard like any button. Chakra's FileUpload (Ark) does the work.
import { Button, FileUpload, HStack, Text, useFileUpload, type ButtonProps } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tables the shop reads, offered first by the system's file dialog. Not a
 * check: browsers name a CSV or an XLSX differently, and the server tells
 * a table by its first bytes and refuses anything else in Russian.
 */
const TABLES = '.xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FilePickerProps {
  /** The button's text (also its accessible name). */
  label: ReactNode;
  /** The name of the field itself (its form label), for assistive technology. */
  inputLabel?: string;
  /** The chosen file's name; the picker shows 'Файл не выбран' without one. */
  fileName?: string | null;
  onFile: (file: File) => void;
  /** A file of another type: the Russian refusal for the screen to show. */
  onRefused: (message: string) => void;
  loading?: boolean;
  loadingText?: ReactNode;
  variant?: ButtonProps['variant'];
  icon?: ReactNode;
}

export function FilePicker(props: FilePickerProps) {
  const {
    label,
    inputLabel,
    fileName,
    onFile,
    onRefused,
    loading,
    loadingText,
    variant = 'outline',
    icon,
  } = props;
  const { t } = useTranslation('layout');
  const picker = useFileUpload({
    maxFiles: 1,
    onFileAccept: ({ files }) => {
      if (!files[0]) return;
      onFile(files[0]);
      // The screen keeps the file; the picker is emptied so the next choice is taken too.
      setTimeout(() => picker.clearFiles());
    },
    onFileReject: ({ files }) => {
      if (files.length > 0) onRefused(t('common.files.wrongType'));
      setTimeout(() => picker.clearFiles());
    },
  });
  return (
    <FileUpload.RootProvider value={picker} alignItems="stretch" w="auto">
      <FileUpload.HiddenInput aria-label={inputLabel} accept={TABLES} />
      <FileUpload.Dropzone
        minH="auto"
        p="2"
        borderWidth="1px"
        borderStyle="dashed"
        rounded="md"
        bg="white"
        // The button opens the dialog; the zone only takes a dropped file.
        disableClick
        tabIndex={-1}
      >
        <HStack gap="3" wrap="wrap" w="full">
          <FileUpload.Trigger asChild>
            <Button size="sm" variant={variant} loading={loading} loadingText={loadingText}>
              {icon ?? <FileSpreadsheet aria-hidden />} {label}
            </Button>
          </FileUpload.Trigger>
          <Text fontSize="sm" color={fileName ? 'fg' : 'fg.muted'} truncate maxW="full" minW="0" flex="1">
            {fileName ?? t('common.files.none')}
          </Text>
          <Text fontSize="xs" color="fg.muted" hideBelow="sm">
            {t('common.files.drop')}
          </Text>
        </HStack>
      </FileUpload.Dropzone>
    </FileUpload.RootProvider>
  );
}
