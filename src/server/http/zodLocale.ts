/**
 * English texts for zod's issues: the 400 answers append `issue.message` to their own translated
 * text (see mount.ts). The contract's schemas are zod/mini, which loads no locale, so without
 * this every message would be a bare "Invalid input" unless some other module of the process
 * happened to import classic zod (its import sets English as a side effect). The setting is
 * global to zod's core, shared by classic and mini schemas alike.
 */
import { z } from 'zod/mini';

z.config(z.locales.en());
