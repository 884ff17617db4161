import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';

interface ArticleEditorProps {
  line: Pick<QuickLine, 'rows' | 'article' | 'part'>;
  pending: boolean;
  onSubmit: (article: string) => void;
  onCancel: () => void;
}

/** The line's article typed anew: Enter or 'Найти' asks for this line only, Escape or 'Отмена' leaves it as it was. */
export function ArticleEditor({ line, pending, onSubmit, onCancel }: ArticleEditorProps) {
  const { t } = useTranslation('quickOrder');
  const [value, setValue] = useState(line.part?.partNumber ?? line.article);
  return (
    <HStack
      as="form"
      gap="1.5"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() !== '') onSubmit(value.trim());
      }}
    >
      <Input
        size="sm"
        flex="1 1 10rem"
        minW="0"
        fontFamily="mono"
        aria-label={t('articleFor', { row: line.rows[0]! })}
        value={value}
        autoFocus
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <HStack gap="1">
        <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
          {t('correctFind')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('correctCancel')}
        </Button>
      </HStack>
    </HStack>
  );
}
