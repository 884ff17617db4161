import '../texts';
import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { trpc } from '../../../shared/api/trpc';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useNameCrumb } from '../../../shared/layout/crumbName';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { PartAnalogues, PartIdentity } from '../../catalog';
import { ProductGallery } from '../components/ProductGallery';
import { ProductOffer } from '../components/ProductOffer';
import { productJsonLd } from '../components/productJsonLd';
import { useJsonLd } from '../components/useJsonLd';

/** /product/{id}: public, the target of the structured data; prices only when signed in. */
export function ProductPage() {
  const { t } = useTranslation(['catalog', 'layout']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const product = trpc.catalog.product.useQuery({ id }, { enabled: valid, retry: false });
  const data = product.data;
  usePageTitle(data?.name ?? t('layout:pages.product'));
  useNameCrumb(data?.name);
  useJsonLd(data ? productJsonLd(data, window.location.origin) : null);

  if (valid && product.isPending) return <PageSpinner label={t('layout:common.loading')} />;
  if (!data) {
    return (
      <Stack py="16" align="center" textAlign="center" gap="3">
        <Heading as="h1">{t('catalog:product.notFound')}</Heading>
        <Text color="fg.muted">{t('catalog:product.notFoundHint')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/catalog">{t('catalog:product.toCatalog')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" py="8">
      <ProductGallery images={data.images} name={data.name} />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {data.name}
        </Heading>
        <PartIdentity partNumber={data.partNumber} brand={data.brand} size="md" />
        <Text color="fg.muted">
          {t('catalog:dialog.category')}: {data.categoryName}
        </Text>
        {data.crossNumbers.length > 0 && (
          <Text color="fg.muted">
            {t('catalog:dialog.crossNumbers')}: {data.crossNumbers.join(', ')}
          </Text>
        )}
        <ProductOffer
          partId={data.id}
          name={data.name}
          availability={data.availability}
          priceKopecks={data.priceKopecks}
          retailPriceKopecks={data.retailPriceKopecks}
        />
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('catalog:dialog.description')}
          </Heading>
          <Text whiteSpace="pre-line">{data.description || t('catalog:dialog.noDescription')}</Text>
        </Stack>
        <PartAnalogues partName={data.name} analogues={data.analogues} headingLevel="h2" />
      </Stack>
    </Grid>
  );
}
