import { Box, Flex, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import { BadgeCheck, Handshake, PackageCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="center">
      <Flex
        boxSize="10"
        flexShrink={0}
        rounded="lg"
        bg="whiteAlpha.200"
        align="center"
        justify="center"
        aria-hidden
      >
        {icon}
      </Flex>
      <Text fontWeight="medium">{children}</Text>
    </Flex>
  );
}

/** The brand panel beside the login form: why a wholesale buyer signs in. */
export function LoginPromo(props: StackProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack
      gap="8"
      p="10"
      justify="center"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientTo="brand.800"
      position="relative"
      overflow="hidden"
      {...props}
    >
      <Box
        position="absolute"
        top="-20"
        right="-20"
        boxSize="64"
        rounded="full"
        bg="whiteAlpha.100"
        aria-hidden
      />
      <Stack gap="3" position="relative">
        <Heading as="h2" size="2xl" letterSpacing="-0.02em">
          {t('loginPage.promo.title')}
        </Heading>
        <Text color="whiteAlpha.900">{t('loginPage.promo.text')}</Text>
      </Stack>
      <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" position="relative">
        <Benefit icon={<PackageCheck size={20} />}>{t('loginPage.promo.stock')}</Benefit>
        <Benefit icon={<BadgeCheck size={20} />}>{t('loginPage.promo.brands')}</Benefit>
        <Benefit icon={<Truck size={20} />}>{t('loginPage.promo.delivery')}</Benefit>
        <Benefit icon={<Handshake size={20} />}>{t('loginPage.promo.prices')}</Benefit>
      </Stack>
    </Stack>
  );
}
