import type { UserResources } from './resources';

// Apart from the resource schemas (zod), so a thumbnail can take it without loading them.
/** Nothing placed or typed yet. */
export const emptyUserResources = (): UserResources => ({ images: {}, texts: {} });
