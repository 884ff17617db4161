import { NativeSelect } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import type { QuickLine, QuickPart } from '../hooks/useQuickOrder';

interface CandidatePickerProps {
  line: QuickLine;
  onPick: (part: QuickPart) => void;
}

/** 'Несколько вариантов': the buyer picks the part in place (and may change the pick). */
export function CandidatePicker({ line, onPick }: CandidatePickerProps) {
  const { t } = useTranslation('quickOrder');
  return (
    <NativeSelect.Root size="sm" maxW="md">
      <NativeSelect.Field
        aria-label={t('pickFor', { input: line.input })}
        value={line.part ? String(line.part.id) : ''}
        onChange={(event) => {
          const part = line.candidates.find((c) => String(c.id) === event.currentTarget.value);
          if (part) onPick(part);
        }}
      >
        {!line.part && <option value="">{t('pick')}</option>}
        {line.candidates.map((part) => (
          <option key={part.id} value={part.id}>
            {t('candidate', {
              partNumber: part.partNumber,
              name: part.name,
              price: formatRoubles(part.priceKopecks),
              count: part.availability,
            })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
