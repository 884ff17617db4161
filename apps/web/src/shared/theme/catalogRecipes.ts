// Recipes of the catalogue's cards, loading placeholders and empty states.
// The catalogue pages import this module (the first screens after sign-in),
// and so does extraRecipes.ts for every other lazy screen; /login, the other
// first screen, never downloads them (recipes.test.ts checks it).
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { registerRecipes } from './system';

export const catalogRecipes = { skeleton: skeletonRecipe };

export const catalogSlotRecipes = { card: cardSlotRecipe, emptyState: emptyStateSlotRecipe };

registerRecipes({ recipes: catalogRecipes, slotRecipes: catalogSlotRecipes });
