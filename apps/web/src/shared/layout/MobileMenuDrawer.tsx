import '../theme/extraRecipes';
import { Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Session } from '../session/useSession';
import { useLogout } from '../session/useLogout';
import { MenuLinkList } from './MenuLinkList';
import { accountNavItems, mainNavItems } from './navItems';

export interface MobileMenuDrawerProps {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button: focus returns there when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The slide-out menu 'Меню'. Loaded on first use (see MobileMenu). */
export function MobileMenuDrawer({ session, open, onOpenChange, triggerRef }: MobileMenuDrawerProps) {
  const { t } = useTranslation('layout');
  const { logout, isPending } = useLogout();
  const signedIn = session.status === 'authenticated';
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => triggerRef.current}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('header.menuTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label={t('header.mainNav')} gap="4">
                <MenuLinkList items={mainNavItems(signedIn)} onNavigate={close} />
                {signedIn && (
                  <>
                    <Separator />
                    <Stack gap="2">
                      <Text
                        px="3"
                        fontSize="xs"
                        fontWeight="semibold"
                        color="fg.muted"
                        textTransform="uppercase"
                        letterSpacing="wider"
                      >
                        {t('nav.accountSection')}
                      </Text>
                      <MenuLinkList items={accountNavItems(session.isAdmin)} onNavigate={close} />
                    </Stack>
                  </>
                )}
              </Stack>
            </Drawer.Body>
            {session.status !== 'loading' && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px">
                {!session.isAdmin && (
                  <Button
                    asChild
                    colorPalette="brand"
                    rounded="lg"
                    whiteSpace="normal"
                    h="auto"
                    minH="10"
                    py="2"
                  >
                    <RouterLink to={signedIn ? '/contact' : '/login'} onClick={close}>
                      {signedIn ? t('header.requestOffer') : t('header.loginOrRegister')}
                    </RouterLink>
                  </Button>
                )}
                {signedIn && (
                  <Button
                    variant="outline"
                    rounded="lg"
                    loading={isPending}
                    onClick={() => {
                      close();
                      logout();
                    }}
                  >
                    <LogOut /> {t('header.logout')}
                  </Button>
                )}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('header.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
