import { Box, Flex, Text } from '@chakra-ui/react';
import { Scooter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface LogoProps {
  /** Light text for dark backgrounds (the footer). */
  inverted?: boolean;
}

/** The company mark and name, linking home. */
export function Logo({ inverted = false }: LogoProps) {
  const { t } = useTranslation('layout');
  return (
    <Flex
      asChild
      align="center"
      gap="3"
      rounded="md"
      flexShrink={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '4px' }}
    >
      {/* Named by its visible text plus a hidden hint: an aria-label would hide the tagline (WCAG 2.5.3). */}
      <RouterLink to="/">
        <Flex
          align="center"
          justify="center"
          boxSize={{ base: '10', md: '11' }}
          rounded="xl"
          bg="brand.500"
          color="gray.950"
          aria-hidden
        >
          <Scooter size={24} strokeWidth={2.25} />
        </Flex>
        <Box lineHeight="short">
          <Text
            fontSize={{ base: 'lg', md: 'xl' }}
            fontWeight="800"
            letterSpacing="-0.02em"
            color={inverted ? 'white' : 'gray.900'}
          >
            {t('company.name')}
          </Text>
          <Text fontSize="xs" color={inverted ? 'gray.400' : 'fg.muted'} hideBelow="sm">
            {t('company.tagline')}
          </Text>
          <Text as="span" srOnly>
            {' - '}
            {t('header.homeLink')}
          </Text>
        </Box>
      </RouterLink>
    </Flex>
  );
}
