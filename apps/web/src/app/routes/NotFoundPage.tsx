import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../shared/seo/usePageMeta';

/** The catch-all route: 404 and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('layout');
  // A page that does not exist must not end up in search results.
  usePageMeta({
    title: t('pages.notFound'),
    description: t('pages.descriptions.notFound'),
    robots: 'noindex, follow',
  });
  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '12', md: '20' }} maxW="lg" mx="auto">
      <Text
        aria-hidden
        fontSize={{ base: '7xl', md: '9xl' }}
        fontWeight="900"
        lineHeight="1"
        letterSpacing="-0.04em"
        bgGradient="to-br"
        gradientFrom="brand.400"
        gradientTo="brand.700"
        bgClip="text"
        color="transparent"
      >
        {t('notFound.code')}
      </Text>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        <Text as="span" srOnly>
          {t('notFound.code')}.{' '}
        </Text>
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
        {t('notFound.description')}
      </Text>
      <Button asChild colorPalette="brand" size="lg" rounded="xl" mt="2">
        <RouterLink to="/">
          <House /> {t('notFound.home')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
