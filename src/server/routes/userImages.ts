import type { Hono } from 'hono';
import { UPLOAD_LIMITS } from '../../api/contract/limits';
import { listRecentImages, uploadInternal, uploadInternalQuery, uploadUserImages } from '../../api/contract/templates';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { isSupportStaff, requireUser } from '../http/session';
import { defineMessages, type Lang } from '../messages';
import { derivativeSource } from '../services/media/pictureFiles';
import { parseDerivative } from '../services/media/derivatives';
import { isUuid } from '../../domain/validation';
import { inspectUpload, type Inspection } from '../services/userImages/inspect';
import { receiveFiles, ReceiveError, removeFiles, type ReceivedFile } from '../services/userImages/receive';
import { findUserImage, incomingDir, recentUserImages, storeUploads, toUploadedImage, type AcceptedUpload } from '../services/userImages/store';
import { PRIVATE_IMMUTABLE, sendDerivative } from './media';

const MB = 1024 * 1024;
/** Room for the multipart framing around the largest allowed set of files. */
const MAX_REQUEST_BYTES = 50 * MB;

const text = defineMessages({
  noFiles: { nb: 'Velg minst ett bilde å laste opp.', en: 'Choose at least one picture to upload.' },
  tooManyFiles: { nb: 'Du kan laste opp høyst {max} bilder om gangen.', en: 'You can upload at most {max} pictures at a time.' },
  requestTooLarge: {
    nb: 'Bildene er for store til å lastes opp samtidig (høyst {max} MB). Last dem opp noen få om gangen.',
    en: 'The pictures are too large to upload together (at most {max} MB). Upload a few at a time.',
  },
  brokenForm: { nb: 'Opplastingen kom ikke fram helt. Prøv igjen.', en: 'The upload did not arrive whole. Try again.' },
  notMultipart: { nb: 'Bildene må sendes som multipart/form-data.', en: 'Pictures must be sent as multipart/form-data.' },
  badThumbnails: { nb: 'Miniatyrbildene lages i 640 piksler (thumbnails=640).', en: 'Thumbnails are made at 640 pixels (thumbnails=640).' },
  too_large: { nb: '«{name}» er større enn {max} MB.', en: '"{name}" is larger than {max} MB.' },
  not_an_image: { nb: '«{name}» er ikke et bilde.', en: '"{name}" is not a picture.' },
  unsupported_format: {
    nb: '«{name}» har et bildeformat butikken ikke tar imot. Bruk JPEG, PNG eller WebP.',
    en: '"{name}" is in a picture format the shop does not take. Use JPEG, PNG or WebP.',
  },
  too_small: {
    nb: '«{name}» er for lite til å trykkes pent (minst {min} piksler på den korte siden).',
    en: '"{name}" is too small to print well (at least {min} pixels on the short side).',
  },
  too_big_dimensions: { nb: '«{name}» er større enn {max} piksler på den lange siden.', en: '"{name}" is larger than {max} pixels on the long side.' },
  damaged: { nb: '«{name}» er skadet eller ufullstendig.', en: '"{name}" is damaged or incomplete.' },
  badDerivative: {
    nb: 'Ukjent bildestørrelse eller effekt. Størrelser: 320, 640 og 800. Effekter: original, bw og sepia.',
    en: 'Unknown picture size or effect. Sizes: 320, 640 and 800. Effects: original, bw and sepia.',
  },
  imageNotFound: { nb: 'Fant ikke bildet.', en: 'The picture was not found.' },
});

function problemError(lang: Lang, problem: Extract<Inspection, { ok: false }>['problem'], name: string): HttpError {
  const vars = { name, max: problem === 'too_big_dimensions' ? UPLOAD_LIMITS.maxSide : UPLOAD_LIMITS.maxFileBytes / MB, min: UPLOAD_LIMITS.minSide };
  return new HttpError(problem === 'too_large' ? 413 : 400, text(lang, problem, vars), { code: problem, data: ['files'] });
}

/** The received files of the form's `field`, or the 4xx that says what was wrong with the upload. */
async function receivedFiles(c: AppContext, field: string): Promise<ReceivedFile[]> {
  const lang = c.get('lang');
  try {
    return await receiveFiles(c.req.raw, field, incomingDir(c.get('deps').config.dataDir), {
      maxFileBytes: UPLOAD_LIMITS.maxFileBytes,
      maxFiles: UPLOAD_LIMITS.maxFiles,
      maxRequestBytes: MAX_REQUEST_BYTES,
    });
  } catch (err) {
    if (!(err instanceof ReceiveError)) throw err;
    const problem = err.problem;
    switch (problem.kind) {
      case 'not_multipart':
        throw new HttpError(400, text(lang, 'notMultipart'), { code: 'validation', data: [field] });
      case 'broken':
        throw new HttpError(400, text(lang, 'brokenForm'), { code: 'validation', data: [field] });
      case 'request_too_large':
        throw new HttpError(413, text(lang, 'requestTooLarge', { max: MAX_REQUEST_BYTES / MB }), { code: 'too_large', data: ['files'] });
      case 'too_many_files':
        throw new HttpError(400, text(lang, 'tooManyFiles', { max: UPLOAD_LIMITS.maxFiles }), { code: 'validation', data: [field] });
      case 'file_too_large':
        throw problemError(lang, 'too_large', problem.name);
    }
  }
}

/**
 * Checks every file before storing any (one bad file refuses the whole upload), then stores them
 * for the signed-in customer. The received files are removed whatever happens, unless stored.
 */
async function storeFormUploads(c: AppContext, field: string) {
  const user = requireUser(c);
  const { db, media, log, now } = c.get('deps');
  const lang = c.get('lang');
  const files = await receivedFiles(c, field);
  try {
    if (files.length === 0) throw new HttpError(400, text(lang, 'noFiles'), { code: 'validation', data: [field] });
    const inspections = await Promise.all(files.map((file) => inspectUpload(file.path, file.bytes)));
    const accepted: AcceptedUpload[] = files.map((file, i) => {
      const inspection = inspections[i];
      if (!inspection.ok) throw problemError(lang, inspection.problem, file.name);
      return { source: file.path, byteSize: file.bytes, originalName: file.name, format: inspection.format, width: inspection.width, height: inspection.height };
    });
    const rows = await storeUploads(db, media, user.uuid, accepted, now());
    log.info('pictures uploaded', { user: user.uuid, count: rows.length, bytes: rows.reduce((sum, r) => sum + r.byteSize, 0) });
    return rows.map(toUploadedImage);
  } finally {
    await removeFiles(files);
  }
}

/** The customer's own pictures (spec 2 §2.6 recent images, §7 upload helper). */
export function registerUserImageRoutes(app: Hono<AppEnv>): void {
  mount(app, listRecentImages, async (c) => {
    const user = requireUser(c);
    return { images: (await recentUserImages(c.get('deps').db, user.uuid)).map(toUploadedImage) };
  });

  for (const [path, answer] of [
    [uploadUserImages.path, async (c: AppContext): Promise<Response> => c.json({ images: await storeFormUploads(c, 'files') }, 201)],
    [
      uploadInternal.path,
      async (c: AppContext): Promise<Response> => {
        if (!uploadInternalQuery.safeParse(c.req.query()).success) {
          throw new HttpError(400, text(c.get('lang'), 'badThumbnails'), { code: 'validation', data: ['thumbnails'] });
        }
        return c.json({ result: 'OK' as const, files: await storeFormUploads(c, 'images[]') });
      },
    ],
  ] as const) {
    app.post(
      path,
      async (c, next) => {
        // Signed-out requests are refused before their bodies are read; the body is then read as
        // it streams in, with its size counted (receive.ts), never buffered whole.
        requireUser(c);
        await next();
      },
      answer,
    );
  }

  /** /media/uploads/{uuid}/{size}/{effect}.jpg: only for the customer who uploaded it, and support staff. */
  app.get('/media/uploads/:uuid/:size/:file', async (c) => {
    const lang = c.get('lang');
    const spec = parseDerivative(c.req.param('size'), c.req.param('file'));
    if (!spec || spec.format !== 'jpg') throw new HttpError(400, text(lang, 'badDerivative'), { code: 'validation', data: ['size', 'effect'] });
    const user = requireUser(c);
    const uuid = c.req.param('uuid');
    const owner = isSupportStaff(c) ? null : user.uuid;
    const row = isUuid(uuid) ? await findUserImage(c.get('deps').db, owner, uuid.toLowerCase()) : null;
    if (!row) throw new HttpError(404, text(lang, 'imageNotFound'), { code: 'not_found' });
    return sendDerivative(c, await derivativeSource(c.get('deps').media, 'uploads', row, spec), spec, PRIVATE_IMMUTABLE);
  });
}
