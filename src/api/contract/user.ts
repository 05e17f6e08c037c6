import { z } from 'zod/mini';

export const address = z.object({
  address: z.string(),
  address2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
});

export const user = z.object({
  uuid: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  mobilePhone: z.string(),
  acceptMail: z.boolean(),
  lang: z.enum(['nb', 'en']),
  isAnonymousUser: z.boolean(),
  isSimulated: z.boolean(),
  isSupport: z.boolean(),
  address,
});
export type User = z.infer<typeof user>;

/** The signed-in state of a browser session. */
export const session = z.object({
  user: z.nullable(user),
  /** The support user behind a simulated session, so the banner can name both. */
  simulatedBy: z.nullable(z.object({ name: z.string(), emailAddress: z.string() })),
  /** The picture set the customer is working with (the newest added, until they pick another). */
  currentPictureSetUuid: z.nullable(z.string()),
  /** Where to go after the next login (set when a protected page sent the visitor to sign in). */
  referrer: z.nullable(z.string()),
});
export type Session = z.infer<typeof session>;
