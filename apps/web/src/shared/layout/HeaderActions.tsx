import { Button } from '@chakra-ui/react';
import { ShoppingCart, User, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCartCount } from '../cart/useCartCount';
import type { Session } from '../session/useSession';
import { cartBadgeText, cartLinkTarget } from './cartLink';
import { HeaderIconLink } from './HeaderIconLink';

interface HeaderActionsProps {
  session: Session;
}

/** Main call to action (hidden on mobile and for admins), admin, cart and account buttons. */
export function HeaderActions({ session }: HeaderActionsProps) {
  const { t } = useTranslation('layout');
  const signedIn = session.status === 'authenticated';

  return (
    <div className="site-header__actions">
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
      <HeaderCartLink signedIn={signedIn} />
      <HeaderIconLink
        to={signedIn ? '/account' : '/login'}
        label={signedIn ? t('header.account') : t('header.login')}
        icon={<User />}
      />
    </div>
  );
}

/**
 * The cart button and its count. It follows the cart on its own: a tap on
 * 'Купить' re-renders this link, not the header and footer around the page.
 */
function HeaderCartLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const cartCount = useCartCount();
  const badge = signedIn ? cartBadgeText(cartCount) : undefined;
  return (
    <HeaderIconLink
      to={cartLinkTarget(signedIn, pathname, search)}
      label={badge ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
      icon={<ShoppingCart />}
      badge={badge}
    />
  );
}
