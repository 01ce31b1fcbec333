import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';

/**
 * Every migration in order. Each domain adds its own file and one line here; names sort by their
 * number so the order is the same on every machine.
 */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
};
