import { Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { editDialogStatuses } from '@shop/schemas';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { draftTotalKopecks, withoutLine, withQuantity, type OrderDraft } from '../model/orderDraft';
import { SelectField } from '../../../../shared/ui/SelectField';
import { EditableItemRows } from './OrderItemRows';

interface OrderEditFormProps {
  draft: OrderDraft;
  onChange: (draft: OrderDraft) => void;
}

/** Edit mode of the dialog: four statuses, city, address, comments and the lines. */
export function OrderEditForm({ draft, onChange }: OrderEditFormProps) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const statuses: readonly string[] = editDialogStatuses;
  const set = (patch: Partial<OrderDraft>) => onChange({ ...draft, ...patch });
  return (
    <Stack gap="4">
      <SelectField
        label={t('orders.detail.status')}
        size="sm"
        value={draft.status}
        onChange={(status) => set({ status })}
      >
        {/* An order in another status keeps it unless the admin picks one of the four. */}
        {!statuses.includes(draft.status) && (
          <option value={draft.status}>{statusLabel(draft.status)}</option>
        )}
        {editDialogStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </SelectField>
      <Field.Root>
        <Field.Label>{t('orders.detail.city')}</Field.Label>
        <Input
          size="sm"
          maxLength={200}
          value={draft.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('orders.detail.address')}</Field.Label>
        <Input
          size="sm"
          maxLength={500}
          value={draft.deliveryAddress}
          onChange={(e) => set({ deliveryAddress: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('orders.detail.comments')}</Field.Label>
        <Textarea
          size="sm"
          maxLength={2000}
          rows={3}
          value={draft.comments}
          onChange={(e) => set({ comments: e.currentTarget.value })}
        />
      </Field.Root>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('orders.detail.items', { count: draft.items.length })}</Text>
        <EditableItemRows
          lines={draft.items}
          onQuantity={(partId, quantity) => onChange(withQuantity(draft, partId, quantity))}
          onRemove={(partId) => onChange(withoutLine(draft, partId))}
        />
      </Stack>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt="3">
        <Text>{t('orders.detail.total')}</Text>
        <Text>{formatRoubles(draftTotalKopecks(draft))}</Text>
      </Flex>
    </Stack>
  );
}
