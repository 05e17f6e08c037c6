import { z } from 'zod/mini';
import { endpoint } from './endpoint';

const codeQuery = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

export const subjectRef = z.object({ uuid: z.string(), name: z.string() });

/** Anonymous code check on the front page (spec 1 §7). */
export const verifySubjectCode = endpoint({
  method: 'GET',
  path: '/ajax/prophoto/verify_subject_code.php',
  query: codeQuery,
  response: z.object({
    valid: z.boolean(),
    error: z.optional(z.string()),
    errorMessage: z.optional(z.string()),
    data: z.optional(z.object({
      redirect: z.optional(z.string()),
      code: z.optional(z.string()),
      subject: z.optional(subjectRef),
      job: z.optional(z.object({ uuid: z.string(), name: z.string() })),
    })),
  }),
});

/** Signed-in code entry: adds the subject's picture set to the account. */
export const addPictureSetByCode = endpoint({
  method: 'GET',
  path: '/ajax/prophoto/add_picture_set_by_code.php',
  changesState: true,
  query: codeQuery,
  response: z.object({
    valid: z.boolean(),
    error: z.optional(z.string()),
    /** The set was added but the customer must acknowledge something first. */
    warning: z.optional(z.object({ message: z.string(), payload: z.object({ subject: subjectRef }) })),
    redirect: z.optional(z.string()),
    pictureSetUuid: z.optional(z.string()),
  }),
});
