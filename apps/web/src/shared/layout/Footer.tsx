import { Box, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterColumn } from './FooterColumn';
import { FooterLink } from './FooterLink';
import { Logo } from './Logo';
import { PageContainer } from './PageContainer';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="3">
      <Box color="brand.400" mt="0.5" aria-hidden>
        {icon}
      </Box>
      <Box>
        <Text srOnly>{label}: </Text>
        {children}
      </Box>
    </HStack>
  );
}

/** Site footer: company links, delivery and payment, contacts, copyright. */
export function Footer() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  const iconSize = 16;
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <PageContainer py={{ base: '10', md: '14' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
          pb={{ base: '8', md: '10' }}
          mb={{ base: '8', md: '10' }}
          borderBottomWidth="1px"
          borderColor="gray.800"
        >
          <Logo inverted />
          <Text maxW="lg" fontSize="sm" color="gray.400">
            {t('company.description')}
          </Text>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '10', md: '12' }}>
          <FooterColumn title={t('footer.companyTitle')} columns={{ base: 2, md: 1 }}>
            <FooterLink to="/about">{t('footer.about')}</FooterLink>
            <FooterLink to="/cooperation">{t('footer.cooperation')}</FooterLink>
            <FooterLink to="/guarantee">{t('footer.guarantee')}</FooterLink>
            <FooterLink to="/wholesale">{t('footer.wholesale')}</FooterLink>
            <FooterLink to="/privacy">{t('footer.privacy')}</FooterLink>
            <FooterLink to="/faq">{t('footer.faq')}</FooterLink>
          </FooterColumn>
          <FooterColumn title={t('footer.deliveryTitle')}>
            <Box as="li">{t('footer.pickup')}</Box>
            <Box as="li">{t('footer.courier')}</Box>
            <Box as="li">{t('footer.transport')}</Box>
            <Box as="li">{t('footer.payment')}</Box>
            <FooterLink to="/delivery">{t('footer.deliveryMore')}</FooterLink>
          </FooterColumn>
          <FooterColumn title={t('footer.contactsTitle')}>
            <ContactLine icon={<MapPin size={iconSize} />} label={t('footer.addressLabel')}>
              <Box as="address" fontStyle="normal">
                {t('company.address')}
              </Box>
            </ContactLine>
            <ContactLine icon={<Phone size={iconSize} />} label={t('footer.phoneLabel')}>
              <FooterLink to={t('company.phoneHref')} external inline>
                {t('company.phone')}
              </FooterLink>
            </ContactLine>
            <ContactLine icon={<Mail size={iconSize} />} label={t('footer.emailLabel')}>
              <FooterLink to={t('company.emailHref')} external inline>
                {t('company.email')}
              </FooterLink>
            </ContactLine>
            <ContactLine icon={<Clock size={iconSize} />} label={t('footer.hoursLabel')}>
              {t('company.hours')}
            </ContactLine>
          </FooterColumn>
        </SimpleGrid>
      </PageContainer>
      <Box borderTopWidth="1px" borderColor="gray.800">
        <PageContainer py="5">
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            gap="2"
            fontSize="xs"
            color="gray.400"
          >
            <Text>{t('footer.copyright', { year, company: t('company.legalName') })}</Text>
            <Text>{t('footer.since', { year: t('company.foundedYear') })}</Text>
          </Flex>
        </PageContainer>
      </Box>
    </Box>
  );
}
