import type { ReactNode } from 'react';

interface FooterColumnProps {
  title: string;
  children: ReactNode;
  /** Two columns of links on phones (the company's short links), one from md up. */
  twoOnPhones?: boolean;
}

/** A titled list of the footer; styled by the theme's `.site-footer__*` classes (layoutCss.ts). */
export function FooterColumn({ title, children, twoOnPhones = false }: FooterColumnProps) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__list" data-columns={twoOnPhones ? 'phone-2' : undefined}>
        {children}
      </ul>
    </div>
  );
}
