// 'Реквизиты': the buyer's payers (company details for invoices), each with
// its ИНН and bank, to add, correct or remove. The server checks every
// number again; its refusal is shown as a toast.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { PayerForm } from '../../../shared/requisites/PayerForm';
import type { PayerValues } from '../../../shared/requisites/payerForm';
import { toaster } from '../../../shared/ui/toaster';
import { usePayerLabels } from './usePayerLabels';

type Payer = RouterOutputs['auth']['payers']['list'][number];

function PayerCard({ payer, onEdit }: { payer: Payer; onEdit: () => void }) {
  const { t } = useTranslation('requisites');
  const utils = trpc.useUtils();
  const remove = trpc.auth.payers.delete.useMutation({
    onSuccess: () => {
      void utils.auth.payers.list.invalidate();
      toaster.create({ type: 'success', title: t('ui.removed') });
    },
  });
  return (
    <HStack borderWidth="1px" rounded="lg" p="4" justify="space-between" align="start" gap="3">
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold">{payer.name}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('ui.summary', { inn: payer.inn, bank: payer.bankName })}
        </Text>
      </Stack>
      <HStack gap="1" flexShrink={0}>
        <Button size="sm" variant="ghost" aria-label={t('ui.editOf', { name: payer.name })} onClick={onEdit}>
          <Pencil size={16} />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('ui.removeOf', { name: payer.name })}
          loading={remove.isPending}
          onClick={() => remove.mutate({ id: payer.id })}
        >
          <Trash2 size={16} />
        </Button>
      </HStack>
    </HStack>
  );
}

export function PayersSection() {
  const { t } = useTranslation('requisites');
  const labels = usePayerLabels();
  const utils = trpc.useUtils();
  const payers = trpc.auth.payers.list.useQuery();
  /** null: no form open; 'new': adding; a number: editing that payer. */
  const [editing, setEditing] = useState<null | 'new' | number>(null);
  const save = trpc.auth.payers.save.useMutation({
    onSuccess: () => {
      void utils.auth.payers.list.invalidate();
      setEditing(null);
      toaster.create({ type: 'success', title: t('ui.saved') });
    },
    onError: (error) => toaster.create({ type: 'error', title: t('ui.failed'), description: error.message }),
  });
  const onSave = (values: PayerValues) =>
    save.mutate({ ...(typeof editing === 'number' && { id: editing }), details: values });
  const current = typeof editing === 'number' ? payers.data?.find((p) => p.id === editing) : undefined;

  return (
    <Box
      as="section"
      aria-labelledby="requisites-heading"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id="requisites-heading" size="lg" mb="2">
        {t('ui.heading')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('ui.hint')}
      </Text>
      <Stack gap="3">
        {payers.data?.length === 0 && editing === null && <Text>{t('ui.empty')}</Text>}
        {payers.data?.map((payer) =>
          editing === payer.id ? null : (
            <PayerCard key={payer.id} payer={payer} onEdit={() => setEditing(payer.id)} />
          ),
        )}
        {editing !== null ? (
          <PayerForm
            key={String(editing)}
            initial={current}
            labels={labels}
            saving={save.isPending}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button alignSelf="start" variant="outline" onClick={() => setEditing('new')}>
            <Plus size={16} />
            {t('ui.add')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
