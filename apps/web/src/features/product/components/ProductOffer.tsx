import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const roubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 2,
});

export interface ProductOfferProps {
  availability: number;
  priceKopecks: number | null;
}

/** Stock for everyone; the wholesale price only for a signed-in buyer, otherwise an invitation to sign in. */
export function ProductOffer({ availability, priceKopecks }: ProductOfferProps) {
  const { t } = useTranslation('catalog');
  return (
    <Stack gap="4">
      <HStack>
        <Text fontWeight="medium">{t('product.availability')}:</Text>
        {availability > 0 ? (
          <Badge colorPalette="green">{t('card.inStock', { count: availability })}</Badge>
        ) : (
          <Badge>
            {t('card.outOfStock')} · {t('card.toOrder')}
          </Badge>
        )}
      </HStack>
      {priceKopecks === null ? (
        <Alert.Root status="info" alignItems="center" flexWrap="wrap">
          <Alert.Content>
            <Alert.Title>{t('product.signInForPrices')}</Alert.Title>
            <Alert.Description>{t('product.signInHint')}</Alert.Description>
          </Alert.Content>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/login">{t('product.signIn')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <HStack align="baseline" gap="2">
          <Text fontSize="2xl" fontWeight="bold">
            {roubles.format(priceKopecks / 100)}
          </Text>
          <Text color="fg.muted">{t('card.perUnit')}</Text>
        </HStack>
      )}
    </Stack>
  );
}
