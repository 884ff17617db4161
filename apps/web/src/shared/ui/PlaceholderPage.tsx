import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../hooks/usePageTitle';

interface PlaceholderPageProps {
  /** The page title: used for the heading and the document title. */
  title: string;
}

/** Stand-in for a page whose content is still being written. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const { t } = useTranslation('layout');
  usePageTitle(title);
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="white" rounded="2xl" borderColor="gray.200">
        <Card.Body>
          <Flex gap="4" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
            <Flex
              boxSize="12"
              flexShrink={0}
              rounded="xl"
              bg="brand.subtle"
              color="brand.fg"
              align="center"
              justify="center"
              aria-hidden
            >
              <Hammer size={24} />
            </Flex>
            <Stack gap="1" flex="1">
              <Text fontWeight="semibold">{t('pages.inProgress.title')}</Text>
              <Text color="fg.muted">{t('pages.inProgress.description')}</Text>
            </Stack>
            <Button asChild variant="outline" rounded="lg">
              <RouterLink to="/">{t('pages.inProgress.home')}</RouterLink>
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
