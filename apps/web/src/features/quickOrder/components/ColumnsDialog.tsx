import {
  Button,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice, ColumnQuestion } from '../hooks/useFileUpload';

const PREVIEW_ROWS = 5;
const letter = (column: number) => String.fromCharCode(65 + column);

interface ColumnsDialogProps {
  question: ColumnQuestion;
  reading: boolean;
  onAnswer: (columns: ColumnChoice) => void;
  onCancel: () => void;
}

/** The file's headers named no columns: the buyer says which holds the article and which the quantity. */
export function ColumnsDialog({ question, reading, onAnswer, onCancel }: ColumnsDialogProps) {
  const { t } = useTranslation('quickOrder');
  const columns = Array.from({ length: question.columnCount }, (_, i) => i);
  const [article, setArticle] = useState(0);
  const [quantity, setQuantity] = useState<number | null>(
    question.columnCount > 1 ? question.columnCount - 1 : null,
  );
  const columnName = (column: number) => t('mapping.column', { letter: letter(column) });

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onCancel()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{t('mapping.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">{t('mapping.hint')}</Text>
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        {columns.map((c) => (
                          <Table.ColumnHeader key={c}>{letter(c)}</Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {question.preview.slice(0, PREVIEW_ROWS).map((row, i) => (
                        <Table.Row key={i}>
                          {columns.map((c) => (
                            <Table.Cell key={c}>{row[c] ?? ''}</Table.Cell>
                          ))}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
                <Field.Root>
                  <Field.Label>{t('mapping.article')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={article}
                      onChange={(e) => setArticle(Number(e.currentTarget.value))}
                    >
                      {columns.map((c) => (
                        <option key={c} value={c}>
                          {columnName(c)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('mapping.quantity')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={quantity ?? ''}
                      onChange={(e) =>
                        setQuantity(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
                      }
                    >
                      <option value="">{t('mapping.noQuantity')}</option>
                      {columns.map((c) => (
                        <option key={c} value={c}>
                          {columnName(c)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('mapping.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={reading} onClick={() => onAnswer({ article, quantity })}>
                {t('mapping.apply')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('mapping.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
