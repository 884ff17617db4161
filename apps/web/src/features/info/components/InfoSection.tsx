import type { ReactNode } from 'react';

interface InfoSectionProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** One titled card of an information page (h2; theme/infoCss.ts). */
export function InfoSection({ title, icon, children }: InfoSectionProps) {
  return (
    <section className="info-section">
      <div className="info-section__body">
        <div className="info-section__head">
          {icon && (
            <div className="info-section__icon" aria-hidden>
              {icon}
            </div>
          )}
          <h2 className="info-section__title">{title}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}
