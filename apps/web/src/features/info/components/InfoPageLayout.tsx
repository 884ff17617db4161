import type { ReactNode } from 'react';

interface InfoPageLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of an information page: the one h1, a lead paragraph, then sections (theme/infoCss.ts). */
export function InfoPageLayout({ title, lead, children }: InfoPageLayoutProps) {
  return (
    <div className="info-page">
      <div className="info-page__intro">
        <h1 className="page-title">{title}</h1>
        <p className="info-page__lead">{lead}</p>
      </div>
      {children}
    </div>
  );
}
