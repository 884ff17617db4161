import { Button } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/translate';
import { Link as RouterLink } from 'react-router-dom';

export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" rounded="lg" alignSelf="start">
      <RouterLink to="/">
        <House size={16} /> {t('info.homeLink')}
      </RouterLink>
    </Button>
  );
}
