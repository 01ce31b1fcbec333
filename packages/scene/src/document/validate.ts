import { z } from 'zod';
import { createEmptyDesign, type Design, DesignSchema } from './design.ts';
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

/** The empty object a project's design column holds until someone draws in it. */
const isBlank = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && !Array.isArray(json) && Object.keys(json).length === 0;

/**
 * The one way in for a stored document, wherever it comes from (the server's rows, a render job,
 * the editor's load): a blank document is a new design with one empty floor; any other is
 * migrated from its version, its shape checked, its geometry cleaned up ({@link normalizeDesign}),
 * then its references checked.
 */
export function loadStoredDesign(json: unknown): DesignCheck {
  if (isBlank(json)) return { ok: true, design: createEmptyDesign() };
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

/** A document older than this code, as accepted on input (it is upgraded before its shape is checked). */
export type OlderDesignDocument = { readonly version: number } & Readonly<Record<string, unknown>>;

/**
 * The design document as an API input: a document of any version is upgraded, then held to the
 * current {@link DesignSchema}, so a refusal names the failing field's path. Its JSON schema (the
 * OpenAPI document) is the current shape. References and clean-up are the server's
 * {@link loadStoredDesign} after it.
 */
export const StoredDesignSchema = z.preprocess<unknown, typeof DesignSchema, Design | OlderDesignDocument>(
  (json, context) => {
    try {
      return migrateDesign(json);
    } catch (error) {
      if (!(error instanceof DesignMigrationError)) throw error;
      context.addIssue({
        code: 'custom',
        message: error.message,
        path: error.path ? error.path.split('.') : [],
      });
      return json;
    }
  },
  DesignSchema,
);
