import { firstInputIssue } from '@roomcraft/contract';
import type { StoredRefFile } from '@roomcraft/db';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalidField } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import { newId } from '../../lib/ids.ts';
import { newSecret } from '../../lib/tokens.ts';
import type { BlobStore } from '../blobs/blob-store.ts';

const MB = 1024 * 1024;
/** Reference files: 10 of at most 10 MB each, in the `refFiles` field. */
const REF_LIMITS = { fileSize: 10 * MB, files: 10, field: 'refFiles', filesOptional: true };

/** Images and PDFs, recognised by their first bytes, never by name. */
function contentTypeOf(data: Buffer): string | null {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1');
  if (data.length >= 8 && data[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (data.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** A safe name for the URL (letters, digits, dash, underscore) ending with the extension of its content. */
function storedName(name: string, contentType: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .slice(-80) || 'file';
  return `${base}.${EXTENSIONS[contentType]}`;
}

/**
 * Reads the multipart body of an item or a modification request: `properties` as JSON checked with
 * its schema, `refFiles` images or PDFs. Nothing is stored until the caller, having checked the
 * rest, calls `store`.
 */
export async function readPropertiesAndFiles<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  blobs: BlobStore,
): Promise<{ properties: z.output<S>; store: () => Promise<StoredRefFile[]> }> {
  const { files, fields } = await readMultipart(request, REF_LIMITS);
  if (fields.properties === undefined) throw invalidField('properties', 'send the properties as a JSON part');
  let raw: unknown;
  try {
    raw = JSON.parse(fields.properties);
  } catch (error) {
    throw invalidField('properties', `is not JSON (${(error as Error).message})`);
  }
  const issue = firstInputIssue(raw, true);
  if (issue) throw invalidField(`properties.${issue.path}`, issue.message);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw invalidField(['properties', ...first.path.map(String)].join('.'), first.message);
  }
  const typed = files.map((file) => {
    const contentType = contentTypeOf(file.data);
    if (!contentType)
      throw invalidField('refFiles', `${file.filename} is not an image (PNG, JPEG, WebP) or a PDF`);
    return { file, contentType };
  });
  const store = async () => {
    const refFiles: StoredRefFile[] = [];
    for (const { file, contentType } of typed) {
      const key = newSecret().slice(0, 32);
      const name = storedName(file.filename, contentType);
      await blobs.put(refFileBlobKey(key, name), file.data);
      refFiles.push({ id: newId(), name, contentType, key });
    }
    return refFiles;
  };
  return { properties: parsed.data, store };
}

export const refFileBlobKey = (key: string, name: string) => `order-files/${key}/${name}`;
