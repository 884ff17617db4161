import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
// The same price block, stock label and cart button as the catalogue's card
// and part dialog: one look and one formatter ('660 ₽') for a part's offer.
import { CartButton, PriceBlock, StockLabel } from '../../catalog';

export interface ProductOfferProps {
  partId: number;
  name: string;
  availability: number;
  priceKopecks: number | null;
  retailPriceKopecks: number | null;
}

/** Stock for everyone; price, discount and 'Купить' for a signed-in buyer, otherwise an invitation to sign in. */
export function ProductOffer({
  partId,
  name,
  availability,
  priceKopecks,
  retailPriceKopecks,
}: ProductOfferProps) {
  const { t } = useTranslation('catalog');
  return (
    <Stack gap="4">
      <HStack>
        <Text fontWeight="medium">{t('product.availability')}:</Text>
        <StockLabel availability={availability} />
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
        <Stack gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.subtle">
          <PriceBlock priceKopecks={priceKopecks} retailPriceKopecks={retailPriceKopecks} size="lg" />
          <Box maxW={{ md: 'sm' }}>
            <CartButton partId={partId} partName={name} chooseQuantity />
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
