import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';

interface HeaderIconLinkProps {
  to: To;
  label: string;
  icon: ReactNode;
  /** Small count shown on the icon (already formatted, e.g. '99+'); a class of theme/headerCss.ts. */
  badge?: string;
}

/** A round icon button in the header bar that navigates somewhere. */
export function HeaderIconLink({ to, label, icon, badge }: HeaderIconLinkProps) {
  return (
    <IconButton
      asChild
      variant="ghost"
      size="md"
      rounded="full"
      color="gray.700"
      position="relative"
      _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
    >
      <RouterLink to={to} aria-label={label} title={label}>
        {icon}
        {badge && (
          <span className="header-badge" aria-hidden>
            {badge}
          </span>
        )}
      </RouterLink>
    </IconButton>
  );
}
