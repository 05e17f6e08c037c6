import { z } from 'zod';

/**
 * Colours are hex only (#rgb, #rrggbb or #rrggbbaa): the browser and the Node canvas parse
 * them identically, which named colours and hsl() do not guarantee for print files.
 */
export const color = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Expected a hex colour such as #1a2b3c');
export type Color = z.infer<typeof color>;
