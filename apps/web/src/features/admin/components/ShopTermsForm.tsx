// The shop's terms: VAT, the minimum order (0: none), the commercial offer's
// validity and manager, the invoice's signatures and the turnover tiers of
// the cumulative discounts, and the 1C price types that set the prices. Roubles on screen, kopecks to the server.
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VAT_RATES, type ShopSettings } from '@shop/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Tier = { from: string; percent: string };

interface ShopTermsFormProps {
  settings: ShopSettings;
  saving: boolean;
  onSave: (settings: ShopSettings) => void;
}

export function ShopTermsForm({ settings, saving, onSave }: ShopTermsFormProps) {
  const { t } = useTranslation('requisites');
  const [v, setV] = useState({
    vatRate: settings.vatRate as string,
    minOrder: String(settings.minOrderKopecks / 100),
    offerValidityDays: String(settings.offerValidityDays),
    managerName: settings.managerName,
    managerPhone: settings.managerPhone,
    managerEmail: settings.managerEmail,
    directorName: settings.directorName,
    accountantName: settings.accountantName,
    exchange1cWholesalePriceType: settings.exchange1cWholesalePriceType,
    exchange1cRetailPriceType: settings.exchange1cRetailPriceType,
  });
  const [tiers, setTiers] = useState<Tier[]>(
    settings.discountTiers.map((tier) => ({
      from: String(tier.fromKopecks / 100),
      percent: String(tier.percent),
    })),
  );
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      ...settings,
      vatRate: v.vatRate as ShopSettings['vatRate'],
      minOrderKopecks: Math.round(Number(v.minOrder.replace(',', '.')) * 100),
      offerValidityDays: Number(v.offerValidityDays),
      managerName: v.managerName,
      managerPhone: v.managerPhone,
      managerEmail: v.managerEmail,
      directorName: v.directorName,
      accountantName: v.accountantName,
      exchange1cWholesalePriceType: v.exchange1cWholesalePriceType,
      exchange1cRetailPriceType: v.exchange1cRetailPriceType,
      discountTiers: tiers.map((tier) => ({
        fromKopecks: Math.round(Number(tier.from) * 100),
        percent: Number(tier.percent),
      })),
    });
  };
  const text = (key: keyof typeof v, label: string, type = 'text') => (
    <Field.Root key={key}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={v[key]} onChange={(event) => set(key)(event.target.value)} />
    </Field.Root>
  );

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('admin.vatRate')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={v.vatRate}
                onChange={(event) => set('vatRate')(event.currentTarget.value)}
              >
                {VAT_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate === 'none' ? t('admin.vatNone') : t('admin.vatPercent', { rate })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {text('minOrder', t('admin.minOrder'), 'number')}
          {text('offerValidityDays', t('admin.offerValidity'), 'number')}
          {text('managerName', t('admin.managerName'))}
          {text('managerPhone', t('admin.managerPhone'), 'tel')}
          {text('managerEmail', t('admin.managerEmail'), 'email')}
          {text('directorName', t('admin.director'))}
          {text('accountantName', t('admin.accountant'))}
          {text('exchange1cWholesalePriceType', t('admin.priceTypeWholesale'))}
          {text('exchange1cRetailPriceType', t('admin.priceTypeRetail'))}
        </SimpleGrid>
        <Text fontWeight="semibold">{t('admin.tiersHeading')}</Text>
        {tiers.map((tier, i) => (
          <HStack key={i} gap="3" align="end" wrap="wrap">
            <Field.Root flex="1" minW="32">
              <Field.Label>{t('admin.tierFrom')}</Field.Label>
              <Input
                type="number"
                value={tier.from}
                onChange={(event) =>
                  setTiers((all) => all.map((x, j) => (j === i ? { ...x, from: event.target.value } : x)))
                }
              />
            </Field.Root>
            <Field.Root flex="1" minW="24">
              <Field.Label>{t('admin.tierPercent')}</Field.Label>
              <Input
                type="number"
                value={tier.percent}
                onChange={(event) =>
                  setTiers((all) => all.map((x, j) => (j === i ? { ...x, percent: event.target.value } : x)))
                }
              />
            </Field.Root>
            <Button
              variant="ghost"
              colorPalette="red"
              onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
            >
              {t('admin.removeTier')}
            </Button>
          </HStack>
        ))}
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setTiers((all) => [...all, { from: '', percent: '' }])}
          >
            {t('admin.addTier')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {t('admin.save')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
