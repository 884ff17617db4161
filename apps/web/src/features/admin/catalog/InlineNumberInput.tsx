import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { kopecksToInput, parseRoubles } from '../../../shared/money/roublesInput';

interface Props {
  label: string;
  kopecks: number | null;
  /** Whole units instead of roubles (stock). */
  units?: boolean;
  nullable?: boolean;
  onSave: (value: number | null) => void;
}

/** An inline cell editor: saves on Enter or leaving the field, when the value changed and is valid. */
export function InlineNumberInput({ label, kopecks, units = false, nullable = false, onSave }: Props) {
  const shown = units ? String(kopecks ?? '') : kopecksToInput(kopecks);
  const [draft, setDraft] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    if (draft === shown) return;
    const value =
      draft.trim() === '' && nullable
        ? null
        : units
          ? /^\d+$/.test(draft)
            ? Number(draft)
            : null
          : parseRoubles(draft);
    if (value === null && !(nullable && draft.trim() === '')) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSave(value);
  };
  return (
    <Input
      size="xs"
      w="24"
      textAlign="right"
      inputMode={units ? 'numeric' : 'decimal'}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(shown);
      }}
    />
  );
}
