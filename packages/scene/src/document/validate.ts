import type { z } from 'zod';
import { type Design, DesignSchema } from './design.ts';
import { migrateDesign } from './migrations/migrate.ts';
import { DesignMigrationError } from './migrations/step.ts';
import { normalizeDesign } from './normalize.ts';
import { type DesignIssue, findReferenceIssues } from './references.ts';

/** The outcome of checking a document: the typed design, or every issue with its field path. */
export type DesignCheck = { ok: true; design: Design } | { ok: false; issues: DesignIssue[] };

/** Zod issues as dotted paths; an unknown field is reported at its own path. */
const toIssues = (error: z.ZodError): DesignIssue[] =>
  error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: `unknown field ${key}` }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });

/**
 * Checks a current-version document: its shape (unknown fields are refused) and its references
 * (ids unique per floor, walls, openings and rooms pointing at existing objects, the active floor).
 */
export function validateDesign(json: unknown): DesignCheck {
  const parsed = DesignSchema.safeParse(json);
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
  const issues = findReferenceIssues(parsed.data);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, design: parsed.data };
}

/**
 * Loads a stored document of any version: migrates it, checks its shape, cleans up its geometry
 * ({@link normalizeDesign}), then checks its references.
 */
export function loadDesign(json: unknown): DesignCheck {
  let migrated: unknown;
  try {
    migrated = migrateDesign(json);
  } catch (error) {
    if (error instanceof DesignMigrationError)
      return { ok: false, issues: [{ path: error.path, message: error.message }] };
    throw error;
  }
  const parsed = DesignSchema.safeParse(migrated);
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
  return validateDesign(normalizeDesign(parsed.data));
}
