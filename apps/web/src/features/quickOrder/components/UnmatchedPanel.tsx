import { Alert, Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { Copy, Download } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/files/saveFile';
import { toaster } from '../../../shared/ui/toaster';

/** The lines the cart cannot take, to copy or download and send to a manager. */
export const UnmatchedPanel = memo(function UnmatchedPanel({ count, text }: { count: number; text: string }) {
  const { t } = useTranslation('quickOrder');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: t('copied') });
  };
  const download = () =>
    saveFile(
      new Blob([`\uFEFF${text.replace(/\n/g, '\r\n')}`], { type: 'text/plain' }),
      t('unmatchedFileName'),
    );
  return (
    <Alert.Root status="warning" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Stack gap="1">
          <Alert.Title>{t('unmatchedTitle', { count })}</Alert.Title>
          <Alert.Description>{t('unmatchedHint')}</Alert.Description>
        </Stack>
        <Textarea
          readOnly
          value={text}
          aria-label={t('unmatchedTitle', { count })}
          rows={Math.min(6, count)}
          fontFamily="mono"
          fontSize="sm"
          bg="white"
        />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" bg="white" onClick={() => void copy().catch(() => undefined)}>
            <Copy aria-hidden /> {t('copy')}
          </Button>
          <Button size="sm" variant="outline" bg="white" onClick={download}>
            <Download aria-hidden /> {t('downloadUnmatched')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
});
