import { Badge, Float, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';

interface HeaderIconLinkProps {
  to: To;
  label: string;
  icon: ReactNode;
  /** Small count shown on the icon (already formatted, e.g. '99+'). */
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
          <Float placement="top-end" offsetX="2" offsetY="2">
            <Badge
              aria-hidden
              bg="brand.solid"
              color="brand.contrast"
              rounded="full"
              minW="5"
              h="5"
              px="1.5"
              fontSize="2xs"
              fontWeight="bold"
              justifyContent="center"
              borderWidth="2px"
              borderColor="white"
            >
              {badge}
            </Badge>
          </Float>
        )}
      </RouterLink>
    </IconButton>
  );
}
