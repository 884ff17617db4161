import { Button } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function HomeLink() {
  const { t } = useTranslation('info');
  return (
    <Button asChild variant="outline" rounded="lg" alignSelf="start">
      <RouterLink to="/">
        <House size={16} /> {t('homeLink')}
      </RouterLink>
    </Button>
  );
}
