import { Button, Stack } from '@chakra-ui/react';
import { Pencil, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from '../hooks/useQuickOrder';

interface LineActionsProps {
  line: Pick<QuickLine, 'rows' | 'input'>;
  excluded: boolean;
  editing: boolean;
  onToggle: () => void;
  onEdit: () => void;
}

/** 'Исправить' the article in place, and 'Убрать' / 'Вернуть': leaving a line out loses nothing and is undone in place. */
export function LineActions({ line, excluded, editing, onToggle, onEdit }: LineActionsProps) {
  const { t } = useTranslation('quickOrder');
  const names = { row: line.rows[0]!, input: line.input };
  return (
    <Stack direction={{ base: 'row', md: 'column' }} gap="1" align={{ base: 'center', md: 'stretch' }}>
      {!editing && (
        <Button size="xs" variant="ghost" aria-label={t('correctLine', names)} onClick={onEdit}>
          <Pencil aria-hidden /> {t('correct')}
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        aria-label={t(excluded ? 'restoreLine' : 'excludeLine', names)}
        onClick={onToggle}
      >
        {excluded ? <Undo2 aria-hidden /> : <X aria-hidden />} {t(excluded ? 'restore' : 'exclude')}
      </Button>
    </Stack>
  );
}
