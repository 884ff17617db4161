import { useTranslation } from 'react-i18next';
import { newBadgeKind } from '../model/partRules';

/** NEW: purple when the part is new, orange when it was recently updated. */
export function NewBadge({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const { t } = useTranslation('catalog');
  const kind = newBadgeKind(createdAt, updatedAt);
  if (!kind) return null;
  const title = kind === 'created' ? t('card.newCreated') : t('card.newUpdated');
  return (
    <span className="part-badge" data-tone={kind} title={title} aria-label={title}>
      {t('card.newBadge')}
    </span>
  );
}
