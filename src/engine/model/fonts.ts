import { z } from 'zod';

/** The 15 font families a template or a customer may use (spec 2 §9), bundled with the engine. */
export const FONT_FAMILIES = [
  'Anton',
  'Bebas Neue',
  'Comfortaa',
  'Dancing Script',
  'Graduate',
  'Lobster',
  'Lora',
  'Montserrat',
  'Oswald',
  'Pacifico',
  'Playfair Display',
  'Racing Sans One',
  'Roboto',
  'Sacramento',
  'Tourney',
] as const;

export const fontFamily = z.enum(FONT_FAMILIES, {
  error: (issue) => `Unknown font ${JSON.stringify(issue.input)}; expected one of ${FONT_FAMILIES.join(', ')}`,
});
export type FontFamily = z.infer<typeof fontFamily>;
