// The component recipes the Chakra system starts with: those of the shell and
// of the first screens (/login, /, /catalog). Registering every default
// recipe would cost ~16 kB gzip of the first download; the catalogue's own
// are in catalogRecipes.ts (registered by its pages), the rest of what the
// shop and its admin area use is in extraRecipes.ts, registered by the lazy
// chunks. A component whose recipe is registered nowhere renders unstyled:
// add its recipe to one of the two lists (one line each).
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { breadcrumbSlotRecipe } from '@chakra-theme/recipes/breadcrumb';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { iconRecipe } from '@chakra-theme/recipes/icon';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { skipNavLinkRecipe } from '@chakra-theme/recipes/skip-nav-link';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';

/**
 * Chakra's solid button lightens on hover (its colour at 90 %): white on the
 * brand's #CC4A00 drops from 4.6:1 to 3.99:1, below WCAG AA (axe). Hover
 * darkens to the palette's foreground shade instead (brand.700, 5.7:1).
 */
const solidButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...buttonRecipe.variants?.variant?.solid,
        _hover: { bg: 'colorPalette.fg' },
        _expanded: { bg: 'colorPalette.fg' },
      },
    },
  },
};

export const recipes = {
  badge: badgeRecipe,
  button: solidButtonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  field: fieldSlotRecipe,
};
