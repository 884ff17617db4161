// Recipes of components that only lazily loaded screens use (dialogs, drawers,
// menus, tables, tabs, selects…). Every lazy chunk imports this module before
// it renders: lazyPage() for pages, a static import in lazy components. The
// first screens must not use these components (recipes.test.ts checks it),
// because Chakra caches a recipe the first time a component asks for it.
import {
  accordionSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  tableSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
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
  toast: toastSlotRecipe,
};

registerRecipes({ recipes: extraRecipes, slotRecipes: extraSlotRecipes });
