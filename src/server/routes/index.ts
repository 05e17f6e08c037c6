import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { registerAccountRoutes } from './account';
import { registerAddressRoutes } from './address';
import { registerAuthRoutes } from './auth';
import { registerCartRoutes } from './cart';
import { registerCheckoutRoutes } from './checkout';
import { registerCodeRoutes } from './codes';
import { registerContentRoutes } from './content';
import { registerDebugRoutes } from './debug';
import { registerDigitalRoutes } from './digital';
import { registerJobRoutes } from './jobs';
import { registerLabRoutes } from './lab';
import { registerMediaRoutes } from './media';
import { registerOrderRoutes } from './orders';
import { registerPackageRoutes } from './packages';
import { registerPictureSetRoutes } from './pictureSets';
import { registerPictureRoutes } from './pictures';
import { registerPromotedRoutes } from './promoted';
import { registerSupportRoutes } from './support';
import { registerTemplateImageRoutes } from './templateImages';
import { registerTemplateRoutes } from './templates';
import { registerUserImageRoutes } from './userImages';

/** Each area of the API registers its own routes (one file per spec area). */
export function registerRoutes(app: Hono<AppEnv>): void {
  registerAuthRoutes(app);
  registerCodeRoutes(app);
  registerContentRoutes(app);
  registerCartRoutes(app);
  registerCheckoutRoutes(app);
  registerOrderRoutes(app);
  registerDebugRoutes(app);
  registerSupportRoutes(app);
  registerJobRoutes(app);
  registerLabRoutes(app);
  registerMediaRoutes(app);
  registerPictureSetRoutes(app);
  registerPictureRoutes(app);
  registerTemplateRoutes(app);
  registerTemplateImageRoutes(app);
  registerUserImageRoutes(app);
  registerAddressRoutes(app);
  registerPromotedRoutes(app);
  registerDigitalRoutes(app);
  registerPackageRoutes(app);
  registerAccountRoutes(app);
}
