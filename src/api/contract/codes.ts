import { z } from 'zod';
import { endpoint } from './endpoint';

const codeQuery = z.object({ code: z.string().trim().min(1).max(64) });

export const subjectRef = z.object({ uuid: z.string(), name: z.string() });

/** Anonymous code check on the front page (spec 1 §7). */
export const verifySubjectCode = endpoint({
  method: 'GET',
  path: '/ajax/prophoto/verify_subject_code.php',
  query: codeQuery,
  response: z.object({
    valid: z.boolean(),
    error: z.string().optional(),
    errorMessage: z.string().optional(),
    data: z
      .object({
        redirect: z.string().optional(),
        code: z.string().optional(),
        subject: subjectRef.optional(),
        job: z.object({ uuid: z.string(), name: z.string() }).optional(),
      })
      .optional(),
  }),
});

/** Signed-in code entry: adds the subject's picture set to the account. */
export const addPictureSetByCode = endpoint({
  method: 'GET',
  path: '/ajax/prophoto/add_picture_set_by_code.php',
  query: codeQuery,
  response: z.object({
    valid: z.boolean(),
    error: z.string().optional(),
    /** The set was added but the customer must acknowledge something first. */
    warning: z.object({ message: z.string(), payload: z.object({ subject: subjectRef }) }).optional(),
    redirect: z.string().optional(),
    pictureSetUuid: z.string().optional(),
  }),
});
