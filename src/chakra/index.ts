/**
 * Chakra components that carry their own recipe (see withRecipe.tsx). Import these from here, not
 * from '@chakra-ui/react': the system's theme does not style them (tests/unit/shop-theme-recipes.test.ts).
 * Each is marked pure so that a screen gets only the recipes of the components it uses.
 */
import {
  DataList as ChakraDataList,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Progress as ChakraProgress,
  Slider as ChakraSlider,
  Switch as ChakraSwitch,
  Table as ChakraTable,
  Tabs as ChakraTabs,
  Toast as ChakraToast,
} from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { sliderSlotRecipe } from '@chakra-ui/react/theme/recipes/slider';
import { switchSlotRecipe } from '@chakra-ui/react/theme/recipes/switch';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { withSlotRecipe } from './withRecipe';

export const DataList = /* @__PURE__ */ withSlotRecipe(ChakraDataList, 'dataList', dataListSlotRecipe);
export const Drawer = /* @__PURE__ */ withSlotRecipe(ChakraDrawer, 'drawer', drawerSlotRecipe);
export const Menu = /* @__PURE__ */ withSlotRecipe(ChakraMenu, 'menu', menuSlotRecipe);
export const Progress = /* @__PURE__ */ withSlotRecipe(ChakraProgress, 'progress', progressSlotRecipe);
export const Slider = /* @__PURE__ */ withSlotRecipe(ChakraSlider, 'slider', sliderSlotRecipe);
export const Switch = /* @__PURE__ */ withSlotRecipe(ChakraSwitch, 'switch', switchSlotRecipe);
export const Table = /* @__PURE__ */ withSlotRecipe(ChakraTable, 'table', tableSlotRecipe);
export const Tabs = /* @__PURE__ */ withSlotRecipe(ChakraTabs, 'tabs', tabsSlotRecipe);
export const Toast = /* @__PURE__ */ withSlotRecipe(ChakraToast, 'toast', toastSlotRecipe);
/** Needs no recipe itself, but lives with Toast: the theme test counts components by Chakra's folders. */
export { Toaster } from '@chakra-ui/react';
