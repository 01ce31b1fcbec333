import { CoverUpload } from '@roomcraft/contract';

/** The image types the server turns into covers. */
export const COVER_TYPES = CoverUpload.mimeTypes;
/** The server's limit on a cover upload (`PUT /v2/projects/{id}/cover`). */
export const MAX_COVER_BYTES = CoverUpload.maxBytes;

export type CoverProblem = 'type' | 'size' | 'empty';

/**
 * What is wrong with a file picked as a cover, before it is sent; the server decodes it again and
 * has the last word (a renamed text file passes this check and fails there).
 */
export function coverProblem(file: { type: string; size: number }): CoverProblem | null {
  if (!COVER_TYPES.some((type) => type === file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_COVER_BYTES) return 'size';
  return null;
}

/** A byte count as people read it: "820 KB", "3.4 MB". */
export function formatBytes(bytes: number, language: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  return bytes < 1024 * 1024
    ? format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte')
    : format(bytes / 1024 / 1024, 'megabyte');
}
