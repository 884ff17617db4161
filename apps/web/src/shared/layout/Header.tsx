import { Box, Flex, Spacer } from '@chakra-ui/react';
import { useSession } from '../session/useSession';
import { HEADER_HEIGHT } from '../theme/system';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { PageContainer } from './PageContainer';
import { mainNavItems } from './navItems';

/** Sticky site header: an 80 px bar (logo, actions) and, on desktop, the navigation strip. */
export function Header() {
  const session = useSession();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      boxShadow="0 1px 2px rgba(16, 24, 40, 0.04)"
    >
      <Box h="1" bg="brand.500" aria-hidden />
      <PageContainer>
        <Flex h={HEADER_HEIGHT} align="center" gap={{ base: '1', md: '3' }}>
          <Logo />
          <Spacer />
          <HeaderActions session={session} />
          <MobileMenu session={session} />
        </Flex>
      </PageContainer>
      <DesktopNav items={mainNavItems(session.status === 'authenticated')} />
    </Box>
  );
}
