import { List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shop/i18n/dates';
import type { RouterOutputs } from '../../../shared/api/trpc';

type Entry = RouterOutputs['admin']['catalog']['part']['history'][number];

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

/** Who changed what and when, with before -> after per field. */
export function PartHistory({ history }: { history: Entry[] }) {
  const { t } = useTranslation('admin');
  if (history.length === 0) return <Text fontSize="sm">{t('catalog.form.historyEmpty')}</Text>;
  return (
    <List.Root gap="2" fontSize="sm" variant="plain">
      {history.map((entry) => {
        const fields = Object.keys({ ...(entry.after ?? {}), ...(entry.before ?? {}) }).filter(
          (f) => f !== 'importId',
        );
        return (
          <List.Item key={entry.id}>
            <Stack gap="0">
              <Text fontWeight="medium">
                {formatDateTime(entry.createdAt)} · {entry.actorName ?? t('catalog.audit.system')} ·{' '}
                {t(`catalog.audit.${entry.action as 'update'}`, { defaultValue: entry.action })}
              </Text>
              {entry.action !== 'create' &&
                fields.map((field) => (
                  <Text key={field} color="fg.muted">
                    {field}: {show(entry.before?.[field])} → {show(entry.after?.[field])}
                  </Text>
                ))}
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
