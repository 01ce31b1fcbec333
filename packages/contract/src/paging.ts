import { z } from 'zod';

/** The largest page a client may ask for; bigger sizes are refused, not silently cut. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0).describe('zero-based page number'),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The paged answer of every list (spec: template list page). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    count: z.number().int().describe('items on this page'),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

export interface Page<T> {
  data: T[];
  page: number;
  size: number;
  count: number;
  totalCount: number;
  totalPages: number;
}

export function toPage<T>(data: T[], page: number, size: number, totalCount: number): Page<T> {
  return { data, page, size, count: data.length, totalCount, totalPages: Math.ceil(totalCount / size) };
}

/**
 * Spec section 5: a paged list that arrives as a plain array is page 1 of one page, size 20.
 * Clients read every list through this.
 */
export function normalizePage<T>(answer: T[] | Page<T>): Page<T> {
  if (!Array.isArray(answer)) return answer;
  return {
    data: answer,
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    count: answer.length,
    totalCount: answer.length,
    totalPages: 1,
  };
}
