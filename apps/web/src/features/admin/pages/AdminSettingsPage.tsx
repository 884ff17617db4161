import '../texts';
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ShopSettings } from '@shop/schemas';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PayerForm } from '../../../shared/requisites/PayerForm';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { toaster } from '../../../shared/ui/toaster';
import { AdminPanelHeader, AdminSectionHeading } from '../components/AdminPanelHeader';
import { ShopTermsForm } from '../components/ShopTermsForm';

/** /admin/settings: the shop's details for invoices and its commercial terms. */
export function AdminSettingsPage() {
  const { t } = useTranslation(['requisites', 'layout']);
  usePageTitle(t('requisites:admin.settingsHeading'));
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.get.useQuery();
  const save = trpc.admin.settings.save.useMutation({
    onSuccess: (saved) => {
      utils.admin.settings.get.setData(undefined, saved);
      toaster.create({ type: 'success', title: t('requisites:admin.saved') });
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: t('requisites:admin.failed'), description: error.message }),
  });
  const labels = {
    fields: t('requisites:ui.fields', { returnObjects: true }),
    kinds: t('requisites:ui.kinds', { returnObjects: true }),
    save: t('requisites:ui.save'),
    cancel: t('requisites:ui.cancel'),
  };
  const data = settings.data;
  const store = (next: ShopSettings) => save.mutate(next);

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('requisites:admin.settingsHeading')} />
      {!data ? (
        <PageSpinner label={t('layout:common.loading')} />
      ) : (
        <>
          <Box as="section" bg="white" rounded="xl" borderWidth="1px" p="5">
            <Heading as="h3" size="md" mb="4">
              {t('requisites:admin.supplierHeading')}
            </Heading>
            <PayerForm
              initial={data.supplier}
              labels={labels}
              saving={save.isPending}
              onSave={(supplier) => store({ ...data, supplier })}
              onCancel={() => void settings.refetch()}
            />
          </Box>
          <Box as="section" bg="white" rounded="xl" borderWidth="1px" p="5">
            <ShopTermsForm settings={data} saving={save.isPending} onSave={store} />
          </Box>
        </>
      )}
    </Stack>
  );
}
