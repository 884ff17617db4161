import { Button, CloseButton, Dialog, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenDialog } from '../../../shared/ui/ScreenDialog';
import { SelectField } from '../../../shared/ui/SelectField';
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
  const columnOptions = columns.map((c) => (
    <option key={c} value={c}>
      {t('mapping.column', { letter: letter(c) })}
    </option>
  ));

  return (
    <ScreenDialog open onClose={onCancel} size="lg">
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
          <SelectField
            label={t('mapping.article')}
            value={String(article)}
            onChange={(value) => setArticle(Number(value))}
          >
            {columnOptions}
          </SelectField>
          <SelectField
            label={t('mapping.quantity')}
            value={quantity === null ? '' : String(quantity)}
            onChange={(value) => setQuantity(value === '' ? null : Number(value))}
          >
            <option value="">{t('mapping.noQuantity')}</option>
            {columnOptions}
          </SelectField>
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
    </ScreenDialog>
  );
}
