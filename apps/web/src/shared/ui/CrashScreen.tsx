import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page throws or its chunk fails to load (typically after a new
 * deploy replaced the files): reloading fetches the current build.
 */
export function CrashScreen() {
  const { t } = useTranslation('layout');
  return (
    <Box role="alert" py={{ base: '12', md: '20' }} px="4">
      <Stack align="center" textAlign="center" gap="4" maxW="md" mx="auto">
        <Box color="brand.fg" aria-hidden>
          <TriangleAlert size={48} />
        </Box>
        <Heading as="h1" size="xl">
          {t('crash.title')}
        </Heading>
        <Text color="fg.muted">{t('crash.description')}</Text>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button colorPalette="brand" rounded="lg" onClick={() => window.location.reload()}>
            {t('crash.reload')}
          </Button>
          <Button asChild variant="outline" rounded="lg">
            <a href="/">{t('crash.home')}</a>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
