// The client's terms as an admin sets them: a fixed discount (0-15 %) or the
// shop's turnover tiers, and deferred payment in days (the invoice's due date).
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc, type RouterOutputs } from '../../../shared/api/trpc';
import { SelectField } from '../../../shared/ui/SelectField';
import { toaster } from '../../../shared/ui/toaster';

type Terms = RouterOutputs['admin']['users']['byId']['terms'];

const PERCENTS = Array.from({ length: 16 }, (_, i) => i);

export function ClientTermsCard({ userId, terms }: { userId: number; terms: Terms }) {
  const { t } = useTranslation('requisites');
  const utils = trpc.useUtils();
  const [discount, setDiscount] = useState(
    terms.discountPercent === null ? '' : String(terms.discountPercent),
  );
  const [delay, setDelay] = useState(String(terms.paymentDelayDays));
  const save = trpc.admin.users.setTerms.useMutation({
    onSuccess: () => {
      void utils.admin.users.byId.invalidate({ id: userId });
      toaster.create({ type: 'success', title: t('admin.termsSaved') });
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: t('admin.failed'), description: error.message }),
  });
  const submit = () =>
    save.mutate({
      userId,
      discountPercent: discount === '' ? null : Number(discount),
      paymentDelayDays: Number(delay),
    });

  return (
    <Box as="section" aria-labelledby="client-terms" bg="white" rounded="xl" borderWidth="1px" p="5">
      <Heading as="h2" id="client-terms" size="md" mb="4">
        {t('admin.termsHeading')}
      </Heading>
      <Stack gap="4">
        <SelectField label={t('admin.discount')} value={discount} onChange={setDiscount}>
          <option value="">{t('admin.discountAuto')}</option>
          {PERCENTS.map((percent) => (
            <option key={percent} value={String(percent)}>
              {percent} %
            </option>
          ))}
        </SelectField>
        <Field.Root>
          <Field.Label>{t('admin.delay')}</Field.Label>
          <Input
            type="number"
            min={0}
            max={90}
            value={delay}
            onChange={(event) => setDelay(event.target.value)}
          />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.effective', { percent: terms.effectiveDiscountPercent })}
        </Text>
        <Button alignSelf="start" colorPalette="brand" size="sm" loading={save.isPending} onClick={submit}>
          {t('admin.saveTerms')}
        </Button>
      </Stack>
    </Box>
  );
}
