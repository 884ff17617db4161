import '../../texts';
import {
  Alert,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceListFields } from '@shop/schemas';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { FilePicker } from '../../../../shared/ui/FilePicker';
import { AdminPanelHeader, AdminSectionHeading } from '../../components/AdminPanelHeader';
import { adminToast } from '../useAdminToast';
import { ImportHistory } from './ImportHistory';
import { ImportPreview } from './ImportPreview';
import { usePriceImport, type Mapping, type Preview } from './usePriceImport';

/** 'Применить' asks first when the import would archive more parts than this. */
const ARCHIVE_ASK_ABOVE = 5;

/** /admin/catalog/import: file -> preview (columns mapped, remembered) -> 'Применить'; history below. */
export function AdminPriceImportPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminPriceImport'));
  const [file, setFile] = useState<File | null>(null);
  const [archiveMissing, setArchiveMissing] = useState(false);
  const [mapping, setMapping] = useState<Mapping | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const flow = usePriceImport();
  const { preview } = flow;
  const applyNow = (importId: number) =>
    flow.apply.mutate(
      { importId },
      {
        onSuccess: (result) => adminToast('success', t('admin:priceImport.applied', result.counts)),
        onSettled: () => setAsking(false),
      },
    );
  const onApply = (checked: Preview) =>
    checked.counts.archived > ARCHIVE_ASK_ABOVE ? setAsking(true) : applyNow(checked.importId);

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('admin:priceImport.heading')} />
      <Stack gap="3" maxW="xl">
        <Field.Root>
          <Field.Label>{t('admin:priceImport.fileLabel')}</Field.Label>
          <FilePicker
            label={t('layout:common.files.choose')}
            inputLabel={t('admin:priceImport.fileLabel')}
            fileName={file?.name}
            onFile={(chosen) => {
              setFile(chosen);
              setMapping(undefined);
              flow.clear();
              flow.setRefusal(null);
            }}
            onRefused={flow.setRefusal}
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
            loading={flow.checking}
            onClick={() => file && void flow.check(file, archiveMissing)}
          >
            {t('admin:priceImport.previewButton')}
          </Button>
        </HStack>
        {flow.refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{flow.refusal}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {preview && (
        <Stack gap="5">
          <MappingFields
            preview={preview}
            mapping={mapping ?? preview.mapping}
            onChange={(next) => {
              setMapping(next);
              if (file) void flow.check(file, archiveMissing, next);
            }}
          />
          <ImportPreview preview={preview} />
          <HStack wrap="wrap">
            <Button
              colorPalette="brand"
              loading={flow.apply.isPending && !asking}
              loadingText={t('admin:priceImport.applying')}
              onClick={() => onApply(preview)}
            >
              {t('admin:priceImport.apply')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {preview.fileName}
            </Text>
          </HStack>
          <ConfirmDialog
            open={asking}
            title={t('admin:priceImport.archiveConfirmTitle')}
            confirmLabel={t('admin:priceImport.archiveConfirm', { count: preview.counts.archived })}
            cancelLabel={t('admin:priceImport.cancel')}
            pending={flow.apply.isPending}
            onConfirm={() => applyNow(preview.importId)}
            onClose={() => setAsking(false)}
          >
            {t('admin:priceImport.archiveConfirmText', { count: preview.counts.archived })}
          </ConfirmDialog>
        </Stack>
      )}
      <ImportHistory />
    </Stack>
  );
}

function MappingFields(props: { preview: Preview; mapping: Mapping; onChange: (mapping: Mapping) => void }) {
  const { preview, mapping, onChange } = props;
  const { t } = useTranslation('admin');
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {t('priceImport.mappingHeading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {priceListFields.map((fieldName) => (
          <Field.Root key={fieldName}>
            <Field.Label fontSize="sm">{t(`priceImport.fields.${fieldName}`)}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={mapping[fieldName] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  const next = { ...mapping };
                  if (value === '') delete next[fieldName];
                  else next[fieldName] = Number(value);
                  onChange(next);
                }}
              >
                <option value="">{t('priceImport.notMapped')}</option>
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
  );
}
