import { IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../session/useSession';

// The drawer (dialog machine, focus trap, scroll lock) loads on first use,
// keeping it out of the initial bundle; hovering or focusing the button preloads it.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileMenuDrawer })));

interface MobileMenuProps {
  session: Session;
}

/** The hamburger button and its slide-out menu, below the `md` breakpoint. */
export function MobileMenu({ session }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const openMenu = () => {
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <IconButton
        ref={triggerRef}
        variant="ghost"
        rounded="full"
        color="gray.700"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        onClick={openMenu}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      >
        <Menu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer session={session} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
