import { CURRENT_DESIGN_VERSION } from '../design.ts';
import { type DesignMigration, DesignMigrationError } from './step.ts';

export { type DesignMigration, DesignMigrationError } from './step.ts';

import { v0ToV1 } from './v0-to-v1.ts';
import { v1ToV2 } from './v1-to-v2.ts';

/** Every upgrade step, oldest first. Adding a version means adding its step here. */
export const designMigrations: readonly DesignMigration[] = [v0ToV1, v1ToV2];

/** Runs upgrade steps on a document until it reaches the target version. */
export function runMigrations(
  json: unknown,
  steps: readonly DesignMigration[],
  target: number,
): Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new DesignMigrationError('', 'a design document is a JSON object');
  }
  let doc = json as Record<string, unknown>;
  for (;;) {
    const version = doc.version;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      throw new DesignMigrationError('version', 'the document has no integer version');
    }
    if (version === target) return doc;
    if (version > target) {
      throw new DesignMigrationError('version', `version ${version} is newer than this editor (${target})`);
    }
    const step = steps.find((s) => s.from === version);
    if (!step) throw new DesignMigrationError('version', `no upgrade from version ${version}`);
    doc = step.up(doc);
    if (doc.version !== step.to) {
      throw new DesignMigrationError(
        'version',
        `the upgrade from ${step.from} did not produce version ${step.to}`,
      );
    }
  }
}

/** Upgrades a design document of any older version to {@link CURRENT_DESIGN_VERSION} (unvalidated). */
export const migrateDesign = (json: unknown): Record<string, unknown> =>
  runMigrations(json, designMigrations, CURRENT_DESIGN_VERSION);
