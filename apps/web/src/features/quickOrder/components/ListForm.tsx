import { Button, Card, Field, Flex, HStack, Text, Textarea } from '@chakra-ui/react';
import { QUICK_ORDER_MAX_LINES } from '@shop/schemas/limits';
import { Eraser, Search, Upload } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../shared/ui/FilePicker';

interface ListFormProps {
  text: string;
  onText: (text: string) => void;
  onFind: () => void;
  finding: boolean;
  onFile: (file: File) => void;
  /** The last file chosen, shown beside the button. */
  fileName: string | null;
  /** A file the picker refused (not a table): its Russian message. */
  onRefused: (message: string) => void;
  reading: boolean;
  onClear: () => void;
}

const filledLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length;

/** The pasted list, 'Найти' (also Ctrl+Enter), 'Загрузить файл' and 'Очистить список'. */
export function ListForm(props: ListFormProps) {
  const { text, onText, onFind, finding, onFile, fileName, onRefused, reading, onClear } = props;
  const { t } = useTranslation('quickOrder');
  const count = filledLines(text);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onFind();
    }
  };

  return (
    <Card.Root
      as="form"
      variant="outline"
      bg="white"
      onSubmit={(event) => {
        event.preventDefault();
        onFind();
      }}
    >
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Field.Root>
          <Field.Label fontSize="md" fontWeight="semibold">
            {t('textLabel')}
          </Field.Label>
          <Textarea
            value={text}
            onChange={(event) => onText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            rows={8}
            fontFamily="mono"
            fontSize="sm"
            spellCheck={false}
            autoComplete="off"
            resize="vertical"
          />
          <Field.HelperText>
            {t('textHint', { max: QUICK_ORDER_MAX_LINES.toLocaleString('ru-RU') })}
          </Field.HelperText>
        </Field.Root>
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={finding} loadingText={t('finding')}>
              <Search aria-hidden /> {t('find')}
            </Button>
            <FilePicker
              label={t('upload')}
              icon={<Upload aria-hidden />}
              fileName={fileName}
              onFile={onFile}
              onRefused={onRefused}
              loading={reading}
              loadingText={t('reading')}
            />
            {text !== '' && (
              <Button type="button" variant="ghost" onClick={onClear}>
                <Eraser aria-hidden /> {t('clear')}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('lineCount', { count })} · {t('uploadHint')}
            <Text as="span" hideBelow="md">
              {' '}
              · {t('shortcut')}
            </Text>
          </Text>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
