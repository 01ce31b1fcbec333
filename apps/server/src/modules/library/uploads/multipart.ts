import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, invalidField } from '../../../http/errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface UploadLimits {
  /** Largest single file, in bytes. */
  fileSize: number;
  files: number;
}

const MB = 1024 * 1024;

/** Reads a multipart body into memory within limits; a file over the limit answers 413. */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits) {
  if (!request.isMultipart()) throw invalidField('body', 'send the files as multipart/form-data');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...limits, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') files.push(await fileOf(part));
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(
        413,
        'payload_too_large',
        `A file is larger than ${Math.round(limits.fileSize / MB)} MB, or there are more than ${limits.files} files.`,
      );
    }
    throw error;
  }
  if (files.length === 0) throw invalidField('body', 'no file was sent');
  return { files, fields };
}

async function fileOf(part: MultipartFile): Promise<UploadedFile> {
  return { field: part.fieldname, filename: part.filename, data: await part.toBuffer() };
}
