import type { DB } from '@roomcraft/db';
import type { Kysely, Transaction } from 'kysely';
import type { UserRow } from '../auth/sessions.ts';

/**
 * Domains that own a user's work (projects, products…) hand it on when the user is deleted, inside
 * the deletion's transaction, so nothing is lost and nothing is half-moved.
 * `successor` is who receives enterprise work; null for a personal user, whose work goes to the trash.
 */
export type UserDeletionStep = (
  trx: Transaction<DB> | Kysely<DB>,
  user: UserRow,
  successor: UserRow | null,
) => Promise<void>;
