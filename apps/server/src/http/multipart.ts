import multipart from '@fastify/multipart';
import { ErrorCode, type FieldIssue } from '@roomcraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, invalidField } from './errors.ts';

/**
 * Multipart bodies for the upload calls. Each call reads its body with `readMultipart` and its own
 * limits; these defaults only hold for a call that reads parts itself.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 20, fieldSize: 10_000 },
  });
}

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface UploadLimits {
  /** Largest single file, in bytes. */
  fileSize: number;
  /** Most files in one body. */
  files: number;
  /** The one field a call takes its file in (refusals name it); absent: files in any field. */
  field?: string;
  /** The body may carry no file at all (its fields alone). */
  filesOptional?: boolean;
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function tooLarge(field: string, message: string): HttpError {
  const details: FieldIssue[] = [{ field, message }];
  return new HttpError(413, ErrorCode.payloadTooLarge, `${field}: ${message}`, details);
}

/**
 * Reads a multipart body into memory within limits. Every refusal names a field: a file over the
 * size limit, or too many files, answers 413; a body that is not multipart, is malformed, lacks the
 * file or sends it in another field answers 400. Nothing is kept from a refused body.
 */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits) {
  const mainField = limits.field ?? 'body';
  if (!request.isMultipart()) throw invalidField(mainField, 'send the file as multipart/form-data');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let reading = mainField;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileSize, files: limits.files, fields: 20, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      reading = part.fieldname;
      if (part.type === 'file') {
        files.push({ field: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(reading, `is larger than ${sizeText(limits.fileSize)}`);
    }
    if (statusCode === 413) {
      throw tooLarge(mainField, `send at most ${limits.files} file(s) and 20 short fields`);
    }
    // Only the body's parser runs here: whatever it throws is about what was sent.
    throw invalidField(mainField, `the multipart body could not be read (${(error as Error).message})`);
  }
  const stray = limits.field ? files.find((f) => f.field !== limits.field) : undefined;
  if (stray) throw invalidField(mainField, `send the file in "${mainField}", not "${stray.field}"`);
  if (files.length === 0 && !limits.filesOptional) throw invalidField(mainField, 'no file was sent');
  return { files, fields };
}
