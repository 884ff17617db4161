import { Button, HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';

interface LineActionsProps {
  line: Pick<QuickLine, 'rows' | 'input'>;
  excluded: boolean;
  editing: boolean;
  /** In the table 'Исправить' is its pencil alone, to keep the rows one button high. */
  compact?: boolean;
  onToggle: () => void;
  onEdit: () => void;
}

/** 'Исправить' the article in place, and 'Убрать' / 'Вернуть': leaving a line out loses nothing and is undone in place. */
export function LineActions({ line, excluded, editing, compact, onToggle, onEdit }: LineActionsProps) {
  const { t } = useTranslation('quickOrder');
  const names = { row: line.rows[0]!, input: line.input };
  const editLabel = t('correctLine', names);
  return (
    <HStack gap="1" justify="end">
      {!editing &&
        (compact ? (
          <IconButton size="xs" variant="ghost" aria-label={editLabel} title={t('correct')} onClick={onEdit}>
            <Pencil />
          </IconButton>
        ) : (
          <Button size="xs" variant="ghost" aria-label={editLabel} onClick={onEdit}>
            <Pencil aria-hidden /> {t('correct')}
          </Button>
        ))}
      <Button
        size="xs"
        variant="outline"
        aria-label={t(excluded ? 'restoreLine' : 'excludeLine', names)}
        onClick={onToggle}
      >
        {excluded ? <Undo2 aria-hidden /> : <X aria-hidden />} {t(excluded ? 'restore' : 'exclude')}
      </Button>
    </HStack>
  );
}
