import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxW?: string;
}

/** The white card the registration and password screens sit in (theme/authCss.ts). */
export function AuthCard({ title, subtitle, children, maxW = '560px' }: AuthCardProps) {
  return (
    <div className="auth-card" style={{ maxWidth: maxW }}>
      <div className="auth-card__body">
        <div className="auth-intro">
          <h1 className="page-title">{title}</h1>
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
