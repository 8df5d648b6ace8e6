import Busboy from '@fastify/busboy';
import type { Request } from 'express';
import type { ApiErrorCode } from '@roommate-finder/contract/api-error';
import { PHOTO_FIELD, PHOTO_LIMITS, PHOTO_MESSAGES } from '@roommate-finder/contract/photo-fields';
import { HttpError } from '../http/http-error';

/**
 * Largest multipart/form-data body the API reads (docs/api.md, "Limits and headers"): a file of
 * PHOTO_LIMITS.fileBytes and the form's boundaries, headers and a description around it. Bigger
 * bodies answer 413 before anything is parsed; a body under it whose file is over
 * PHOTO_LIMITS.fileBytes answers 413 too.
 */
export const UPLOAD_BODY_LIMIT = PHOTO_LIMITS.fileBytes + 64 * 1024;

export const isMultipart = (req: Request) => req.is('multipart/form-data') === 'multipart/form-data';

/** A refusal of the file sent as `photo`: its code says why, for a client's own words. */
export const photoRefusal = (
  status: 400 | 413,
  message: string,
  code: ApiErrorCode = status === 413 ? 'request/too-large' : 'validation/invalid',
) => new HttpError(status, message, [{ field: PHOTO_FIELD, message, code }]);

/**
 * The request's bytes. Cloud Functions (and its emulator) read the whole body before the app runs
 * and hand it over as req.rawBody, consuming the stream; createApp() served by plain Node (tests)
 * still has the stream, read here up to the limit.
 */
async function bodyOf(req: Request): Promise<Buffer> {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > UPLOAD_BODY_LIMIT) throw photoRefusal(413, PHOTO_MESSAGES.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface UploadedForm {
  /** The bytes of the one file in the field `photo`. */
  file: Buffer;
  /** The text fields sent beside it (a description, say). */
  fields: Record<string, string>;
}

/**
 * The file of a multipart/form-data upload and its text fields. Refuses with 400 naming `photo` a
 * body that is not multipart or has no file in `photo`, and with 413 a file over the limit. The
 * declared file name and type are not read: the content decides (contract/src/image-format.ts).
 */
export async function uploadedForm(req: Request): Promise<UploadedForm> {
  if (!isMultipart(req)) throw photoRefusal(400, PHOTO_MESSAGES.missing);
  const body = await bodyOf(req);
  return new Promise<UploadedForm>((resolve, reject) => {
    let file: Buffer | null = null;
    let tooLarge = false;
    const fields: Record<string, string> = {};
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { ...req.headers, 'content-type': req.get('content-type') ?? '' },
        limits: { files: 1, fileSize: PHOTO_LIMITS.fileBytes, fields: 4, fieldSize: 1024, parts: 5 },
      });
    } catch {
      // A multipart type without a boundary.
      reject(photoRefusal(400, PHOTO_MESSAGES.missing));
      return;
    }
    parser.on('file', (fieldName, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (fieldName === PHOTO_FIELD) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (fieldName === PHOTO_FIELD) file = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    parser.on('error', () => reject(photoRefusal(400, PHOTO_MESSAGES.missing)));
    parser.on('finish', () => {
      if (tooLarge) reject(photoRefusal(413, PHOTO_MESSAGES.tooLarge));
      else if (!file || file.length === 0) reject(photoRefusal(400, PHOTO_MESSAGES.missing));
      else resolve({ file, fields });
    });
    parser.end(body);
  });
}
