import '../../texts';
import {
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceListFields } from '@shop/schemas';
import { trpc } from '../../../../shared/api/trpc';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle';
import { AdminPanelHeader, AdminSectionHeading } from '../../components/AdminPanelHeader';
import { adminToast } from '../useAdminToast';
import { ImportHistory } from './ImportHistory';
import { ImportPreview, type Preview } from './ImportPreview';

type Mapping = Partial<Record<(typeof priceListFields)[number], number>>;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** /admin/catalog/import: file -> preview (columns mapped, remembered) -> 'Применить'; history below. */
export function AdminPriceImportPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminPriceImport'));
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [archiveMissing, setArchiveMissing] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<Mapping | undefined>(undefined);
  const onError = (error: { message: string }) => adminToast('error', error.message);
  const check = trpc.admin.catalog.importPreview.useMutation({
    onSuccess: (result) => {
      setPreview(result);
      setMapping(result.mapping);
      void utils.admin.catalog.imports.invalidate();
    },
    onError,
  });
  const apply = trpc.admin.catalog.importApply.useMutation({
    onSuccess: async (result) => {
      adminToast('success', t('admin:priceImport.applied', result.counts));
      setPreview(null);
      await Promise.all([utils.admin.catalog.imports.invalidate(), utils.admin.catalog.list.invalidate()]);
    },
    onError,
  });
  const runPreview = async (withMapping?: Mapping) => {
    if (!file) return;
    check.mutate({
      fileName: file.name,
      contentBase64: await base64Of(file),
      archiveMissing,
      mapping: withMapping,
    });
  };

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('admin:priceImport.heading')} />
      <Stack gap="3" maxW="xl">
        <Field.Root>
          <Field.Label>{t('admin:priceImport.fileLabel')}</Field.Label>
          <Input
            type="file"
            p="1"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </Field.Root>
        <Checkbox.Root
          checked={archiveMissing}
          onCheckedChange={(e) => setArchiveMissing(e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('admin:priceImport.archiveMissing')}</Checkbox.Label>
        </Checkbox.Root>
        <HStack>
          <Button
            colorPalette="brand"
            disabled={!file}
            loading={check.isPending}
            onClick={() => void runPreview()}
          >
            {t('admin:priceImport.previewButton')}
          </Button>
        </HStack>
      </Stack>
      {preview && (
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h3" size="md">
              {t('admin:priceImport.mappingHeading')}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              {priceListFields.map((fieldName) => (
                <Field.Root key={fieldName}>
                  <Field.Label fontSize="sm">{t(`admin:priceImport.fields.${fieldName}`)}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={mapping?.[fieldName] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        const next = { ...mapping };
                        if (value === '') delete next[fieldName];
                        else next[fieldName] = Number(value);
                        setMapping(next);
                        void runPreview(next);
                      }}
                    >
                      <option value="">{t('admin:priceImport.notMapped')}</option>
                      {preview.headers.map((header, column) => (
                        <option key={column} value={column}>
                          {header || `#${column + 1}`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              ))}
            </SimpleGrid>
          </Stack>
          <ImportPreview preview={preview} />
          <HStack>
            <Button
              colorPalette="brand"
              loading={apply.isPending}
              loadingText={t('admin:priceImport.applying')}
              onClick={() => apply.mutate({ importId: preview.importId })}
            >
              {t('admin:priceImport.apply')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {preview.fileName}
            </Text>
          </HStack>
        </Stack>
      )}
      <ImportHistory />
    </Stack>
  );
}
