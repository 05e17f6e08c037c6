/**
 * Chakra components that carry their own recipe (see withRecipe.tsx). Import these from here, not
 * from '@chakra-ui/react': the system's theme does not style them (tests/unit/shop/theme/recipes.test.ts).
 * Each is marked pure so that a screen gets only the recipes of the components it uses.
 */
import {
  Checkbox as ChakraCheckbox,
  Collapsible as ChakraCollapsible,
  DataList as ChakraDataList,
  Dialog as ChakraDialog,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Progress as ChakraProgress,
  Slider as ChakraSlider,
  Switch as ChakraSwitch,
  Table as ChakraTable,
  Tabs as ChakraTabs,
  Textarea as ChakraTextarea,
  Toast as ChakraToast,
} from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-ui/react/theme/recipes/checkmark';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme/recipes/collapsible';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { sliderSlotRecipe } from '@chakra-ui/react/theme/recipes/slider';
import { switchSlotRecipe } from '@chakra-ui/react/theme/recipes/switch';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { withRecipe, withSlotRecipe } from './withRecipe';

// The checkbox draws its tick with Checkmark, which looks up a recipe of its own.
export const Checkbox = /* @__PURE__ */ withSlotRecipe(
  { ...ChakraCheckbox, Root: /* @__PURE__ */ withRecipe(ChakraCheckbox.Root, 'checkmark', checkmarkRecipe) as typeof ChakraCheckbox.Root },
  'checkbox',
  checkboxSlotRecipe,
);
export const Collapsible = /* @__PURE__ */ withSlotRecipe(ChakraCollapsible, 'collapsible', collapsibleSlotRecipe);
export const DataList = /* @__PURE__ */ withSlotRecipe(ChakraDataList, 'dataList', dataListSlotRecipe);
export const Dialog = /* @__PURE__ */ withSlotRecipe(ChakraDialog, 'dialog', dialogSlotRecipe);
export const Drawer = /* @__PURE__ */ withSlotRecipe(ChakraDrawer, 'drawer', drawerSlotRecipe);
export const Menu = /* @__PURE__ */ withSlotRecipe(ChakraMenu, 'menu', menuSlotRecipe);
export const Progress = /* @__PURE__ */ withSlotRecipe(ChakraProgress, 'progress', progressSlotRecipe);
export const Slider = /* @__PURE__ */ withSlotRecipe(ChakraSlider, 'slider', sliderSlotRecipe);
export const Switch = /* @__PURE__ */ withSlotRecipe(ChakraSwitch, 'switch', switchSlotRecipe);
export const Table = /* @__PURE__ */ withSlotRecipe(ChakraTable, 'table', tableSlotRecipe);
export const Tabs = /* @__PURE__ */ withSlotRecipe(ChakraTabs, 'tabs', tabsSlotRecipe);
export const Textarea = /* @__PURE__ */ withRecipe(ChakraTextarea, 'textarea', textareaRecipe);
export const Toast = /* @__PURE__ */ withSlotRecipe(ChakraToast, 'toast', toastSlotRecipe);
/** Needs no recipe itself, but lives with Toast: the theme test counts components by Chakra's folders. */
export { Toaster } from '@chakra-ui/react';
