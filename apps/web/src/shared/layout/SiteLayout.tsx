import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../ui/PageSpinner';
import { Breadcrumbs } from './Breadcrumbs';
import { CrumbNameProvider } from './crumbName';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageContainer } from './PageContainer';

interface SiteLayoutProps {
  cartCount: number;
  children: ReactNode;
}

/** The frame around every page: header, breadcrumbs, the page, footer. */
export function SiteLayout({ cartCount, children }: SiteLayoutProps) {
  const { t } = useTranslation('layout');
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink bg="white" color="brand.fg" fontWeight="semibold">
        {t('skipToContent')}
      </SkipNavLink>
      <Header cartCount={cartCount} />
      <Box as="main" flex="1">
        <SkipNavContent />
        <PageContainer py={{ base: '5', md: '8' }}>
          <CrumbNameProvider>
            <Breadcrumbs />
            <Suspense fallback={<PageSpinner label={t('pageLoading')} />}>{children}</Suspense>
          </CrumbNameProvider>
        </PageContainer>
      </Box>
      <Footer />
    </Flex>
  );
}
