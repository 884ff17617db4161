// The client's payers (company details) as the admin sees and corrects them.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { PayerForm } from '../../../shared/requisites/PayerForm';
import { toaster } from '../../../shared/ui/toaster';

type Payer = RouterOutputs['admin']['users']['byId']['payers'][number];

export function ClientPayersCard({ userId, payers }: { userId: number; payers: Payer[] }) {
  const { t } = useTranslation('requisites');
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<number | null>(null);
  const save = trpc.admin.users.savePayer.useMutation({
    onSuccess: () => {
      void utils.admin.users.byId.invalidate({ id: userId });
      setEditing(null);
      toaster.create({ type: 'success', title: t('ui.saved') });
    },
    onError: (error) => toaster.create({ type: 'error', title: t('ui.failed'), description: error.message }),
  });
  const labels = {
    fields: t('ui.fields', { returnObjects: true }),
    kinds: t('ui.kinds', { returnObjects: true }),
    save: t('ui.save'),
    cancel: t('ui.cancel'),
  };

  return (
    <Box as="section" aria-labelledby="client-payers" bg="white" rounded="xl" borderWidth="1px" p="5">
      <Heading as="h2" id="client-payers" size="md" mb="4">
        {t('admin.payersHeading')}
      </Heading>
      <Stack gap="3">
        {payers.length === 0 && <Text color="fg.muted">{t('ui.empty')}</Text>}
        {payers.map((payer) =>
          editing === payer.id ? (
            <PayerForm
              key={payer.id}
              initial={payer}
              labels={labels}
              saving={save.isPending}
              onSave={(details) => save.mutate({ userId, id: payer.id, details })}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <HStack key={payer.id} borderWidth="1px" rounded="lg" p="3" justify="space-between" align="start">
              <Stack gap="0.5" fontSize="sm" minW="0">
                <Text fontWeight="semibold">{payer.name}</Text>
                <Text color="fg.muted">
                  {t('ui.fields.inn')} {payer.inn}
                  {payer.kpp && ` · ${t('ui.fields.kpp')} ${payer.kpp}`} · {payer.ogrn}
                </Text>
                <Text color="fg.muted">{payer.legalAddress}</Text>
                <Text color="fg.muted">
                  {payer.bankName}, {t('ui.fields.bik')} {payer.bik}, {payer.account}
                </Text>
              </Stack>
              <Button size="xs" variant="outline" onClick={() => setEditing(payer.id)}>
                {t('ui.editOf', { name: payer.name })}
              </Button>
            </HStack>
          ),
        )}
      </Stack>
    </Box>
  );
}
