import { z } from 'zod';
import { ProductLibType } from '../enums.ts';
import { Id } from './common.ts';

/**
 * Where a product, category, brand or tag lives: a personal library (owner: the user), an
 * enterprise library (owner: the enterprise) or the public library (owner: `public`), which
 * back-office operators curate. See docs/decisions/library-scopes.md.
 */
export const LibraryScope = z.enum([...ProductLibType, 'public']);
export type LibraryScope = z.infer<typeof LibraryScope>;

/** A library's owner id: a user id, an enterprise id, or `public`. */
export const OwnerId = Id.describe('a user id, an enterprise id, or `public`');
export const LibraryParams = z.object({ libType: LibraryScope, ownerId: OwnerId });

/** Comma-joined values of a query parameter, as the spec's search filters send them. */
export const CommaList = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

export const TranslatedName = z.object({
  code: z.enum(['ko', 'en', 'ja', 'vi', 'zh']),
  value: z.string().trim().min(1).max(200),
});

/** Ascending and descending orders of the named form (brands; spec default nameAsc). */
export const NamedSort = z.enum([
  'nameAsc',
  'nameDesc',
  'createdAsc',
  'createdDesc',
  'updatedAsc',
  'updatedDesc',
]);
export type NamedSort = z.infer<typeof NamedSort>;
