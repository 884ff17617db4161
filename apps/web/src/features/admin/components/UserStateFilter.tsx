import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_STATES, type AccountState } from '@shop/schemas';

type Shown = AccountState | 'all';
const CHOICES: readonly Shown[] = ['all', 'waiting', 'active', 'blocked'];

/** Which accounts /admin/users shows, kept in the address (?state=waiting) so the dashboard can link there. */
export function useShownState(): [Shown, (next: Shown) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const shown: Shown = (ACCOUNT_STATES as readonly string[]).includes(raw ?? '')
    ? (raw as AccountState)
    : 'all';
  const setShown = (next: Shown) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('state');
        else updated.set('state', next);
        return updated;
      },
      { replace: true },
    );
  return [shown, setShown];
}

/** 'Все', 'Ожидают активации', 'Активные', 'Заблокированные' with their counts. */
export function UserStateFilter({
  counts,
  shown,
  onChange,
}: {
  counts: Record<Shown, number>;
  shown: Shown;
  onChange: (next: Shown) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group role="group" aria-label={t('users.filter.label')} attached={false} gap="2" flexWrap="wrap">
      {CHOICES.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant={shown === choice ? 'solid' : 'outline'}
          colorPalette={shown === choice ? 'brand' : 'gray'}
          aria-pressed={shown === choice}
          onClick={() => onChange(choice)}
        >
          {t(`users.filter.${choice}`, { count: counts[choice] })}
        </Button>
      ))}
    </Group>
  );
}
