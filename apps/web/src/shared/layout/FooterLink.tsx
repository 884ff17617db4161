import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface FooterLinkProps {
  /** An in-app path, or a full href (tel:, mailto:) when `external` is set. */
  to: string;
  external?: boolean;
  /** Render the bare link, without its own list item. */
  inline?: boolean;
  children: ReactNode;
}

export function FooterLink({ to, external = false, inline = false, children }: FooterLinkProps) {
  const link = external ? (
    <a className="site-footer__link" href={to}>
      {children}
    </a>
  ) : (
    <RouterLink className="site-footer__link" to={to}>
      {children}
    </RouterLink>
  );
  return inline ? link : <li>{link}</li>;
}
