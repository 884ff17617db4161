import { IconButton } from '@chakra-ui/react';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: appears after 500 px of scroll. */
export const SCROLL_TOP_AFTER_PX = 500;

export function ScrollTopButton() {
  const { t } = useTranslation('catalog');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      aria-label={t('scrollTop')}
      position="fixed"
      bottom="6"
      right="6"
      rounded="full"
      colorPalette="brand"
      shadow="lg"
      zIndex="sticky"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp />
    </IconButton>
  );
}
