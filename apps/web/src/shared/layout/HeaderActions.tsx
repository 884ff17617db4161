import { Button, HStack } from '@chakra-ui/react';
import { ShoppingCart, User, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Session } from '../session/useSession';
import { cartBadgeText, cartLinkTarget } from './cartLink';
import { HeaderIconLink } from './HeaderIconLink';

interface HeaderActionsProps {
  session: Session;
  cartCount: number;
}

/** Main call to action (hidden on mobile and for admins), admin, cart and account buttons. */
export function HeaderActions({ session, cartCount }: HeaderActionsProps) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const signedIn = session.status === 'authenticated';
  const badge = signedIn ? cartBadgeText(cartCount) : undefined;
  const cartLabel = badge ? t('header.cartWithCount', { count: cartCount }) : t('header.cart');

  return (
    <HStack gap={{ base: '0.5', md: '1' }}>
      {/* The buyer's call to action: an administrator has no offer to ask for (issue 29). */}
      {session.status !== 'loading' && !session.isAdmin && (
        <Button asChild colorPalette="brand" size="sm" rounded="lg" px="4" me="2" hideBelow="lg">
          <RouterLink to={signedIn ? '/contact' : '/login'}>
            {signedIn ? t('header.requestOffer') : t('header.loginOrRegister')}
          </RouterLink>
        </Button>
      )}
      {session.isAdmin && (
        <HeaderIconLink to="/admin/users" label={t('header.adminUsers')} icon={<UsersRound />} />
      )}
      <HeaderIconLink
        to={cartLinkTarget(signedIn, pathname, search)}
        label={cartLabel}
        icon={<ShoppingCart />}
        badge={badge}
      />
      <HeaderIconLink
        to={signedIn ? '/account' : '/login'}
        label={signedIn ? t('header.account') : t('header.login')}
        icon={<User />}
      />
    </HStack>
  );
}
