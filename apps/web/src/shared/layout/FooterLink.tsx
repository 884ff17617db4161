import { Box, Link } from '@chakra-ui/react';
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
  const style = {
    color: 'gray.300',
    textDecoration: 'none',
    _hover: { color: 'brand.400', textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '2px' },
  } as const;
  const link = external ? (
    <Link href={to} {...style}>
      {children}
    </Link>
  ) : (
    <Link asChild {...style}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
  return inline ? link : <Box as="li">{link}</Box>;
}
