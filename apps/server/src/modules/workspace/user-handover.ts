import type { UserDeletionStep } from '../users/user-deletion.ts';

/**
 * When a user is deleted their projects and own folders go to the successor (the colleague who
 * deleted them, or the team's senior member); a personal user's projects go to the trash, to be
 * purged after 30 days. Grants to them and their bookmarks end.
 */
export const handOverWorkspace: UserDeletionStep = async (trx, user, successor) => {
  if (successor) {
    await trx.updateTable('projects').set({ user_id: successor.id }).where('user_id', '=', user.id).execute();
    await trx
      .updateTable('directories')
      .set({ owner_id: successor.id })
      .where('owner_id', '=', user.id)
      .where('scope', '<>', 'ENTERPRISE')
      .execute();
  } else {
    await trx
      .updateTable('projects')
      .set({ state: 1, trashed_at: new Date(), updated_at: new Date() })
      .where('user_id', '=', user.id)
      .where('state', '=', 0)
      .execute();
  }
  await trx.deleteFrom('grants').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('bookmarks').where('user_id', '=', user.id).execute();
};
