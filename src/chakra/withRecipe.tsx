/**
 * Chakra looks a component's recipe up in the system by key when the component first renders. The
 * shop's system (src/shop/theme/system.ts) carries only the recipes that the first screens need;
 * the components here bring their own recipe and add it to the system the first time their Root
 * renders, so a recipe travels in the chunk of the screen that uses it (tabs and sliders with the
 * editor, the drawer with the side menu), not in every page's first JS.
 */
import { useChakraContext, type RecipeDefinition, type SlotRecipeConfig, type SystemContext } from '@chakra-ui/react';
import type { ComponentType } from 'react';

/** Adds the slot recipe under `key` unless the system already has one (a theme's own wins). */
export function addSlotRecipe(system: SystemContext, key: string, recipe: SlotRecipeConfig): void {
  // createSystem keeps this very theme object and reads recipes from it on each first lookup.
  const theme = (system._config.theme ??= {});
  const slotRecipes = (theme.slotRecipes ??= {});
  slotRecipes[key] ??= recipe;
}

/** Adds the recipe under `key` unless the system already has one (a theme's own wins). */
export function addRecipe(system: SystemContext, key: string, recipe: RecipeDefinition): void {
  const theme = (system._config.theme ??= {});
  const recipes = (theme.recipes ??= {});
  recipes[key] ??= recipe;
}

/** The component, adding its recipe to the system before rendering. */
export function withRecipe<Props extends object>(Component: ComponentType<Props>, key: string, recipe: RecipeDefinition): ComponentType<Props> {
  function WithRecipe(props: Props) {
    addRecipe(useChakraContext(), key, recipe);
    return <Component {...props} />;
  }
  WithRecipe.displayName = key;
  return WithRecipe;
}

/** The compound component with a Root that adds its recipe to the system before rendering. */
export function withSlotRecipe<Parts extends { Root: ComponentType<never> }>(parts: Parts, key: string, recipe: SlotRecipeConfig): Parts {
  const Root = parts.Root as ComponentType<object>;
  function RootWithRecipe(props: object) {
    addSlotRecipe(useChakraContext(), key, recipe);
    return <Root {...props} />;
  }
  RootWithRecipe.displayName = `${key}.Root`;
  return { ...parts, Root: RootWithRecipe as unknown as Parts['Root'] };
}
