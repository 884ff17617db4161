// Recipes of components that only lazily loaded screens use (dialogs, drawers,
// menus, tables, tabs, selects…), and with them the catalogue's (cards, empty
// states). Every lazy chunk imports this module before
// it renders: lazyPage() for pages, a static import in lazy components. The
// first screens must not use these components (recipes.test.ts checks it),
// because Chakra caches a recipe the first time a component asks for it.
import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
import { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from '@chakra-theme/recipes/radiomark';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import './catalogRecipes';
import { registerRecipes } from './system';

export const extraRecipes = {
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
  textarea: textareaRecipe,
};

export const extraSlotRecipes = {
  accordion: accordionSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};

registerRecipes({ recipes: extraRecipes, slotRecipes: extraSlotRecipes });
