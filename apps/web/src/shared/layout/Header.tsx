import { useSession } from '../session/useSession';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainNavItems } from './navItems';

/** Sticky site header: an 80 px bar (logo, actions) and, on desktop, the navigation strip; styled by theme/headerCss.ts. */
export function Header() {
  const session = useSession();
  return (
    <header className="site-header">
      <div className="site-header__stripe" aria-hidden />
      <div className="page-column">
        <div className="site-header__bar">
          <Logo />
          <div className="site-header__spacer" />
          <HeaderActions session={session} />
          <MobileMenu session={session} />
        </div>
      </div>
      <DesktopNav items={mainNavItems(session.status === 'authenticated')} />
    </header>
  );
}
