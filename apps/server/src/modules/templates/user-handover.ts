import type { UserDeletionStep } from '../users/user-deletion.ts';

/**
 * A deleted user's templates (docs/decisions/templates.md, "When an author is deleted"): an
 * enterprise member's templates, groups and personal folders pass to the successor, who then
 * answers their reviews. A personal user's requests still waiting for review are withdrawn to
 * drafts, as the author's own REQUESTED/IN_REVISION → DRAFT step of the publication table would do,
 * so reviewers are not left with a request nobody can revise; what was published stays published.
 */
export const handOverTemplates: UserDeletionStep = async (trx, user, successor) => {
  if (successor) {
    await trx
      .updateTable('templates')
      .set({ author_id: successor.id })
      .where('author_id', '=', user.id)
      .execute();
    await trx
      .updateTable('template_groups')
      .set({ author_id: successor.id })
      .where('author_id', '=', user.id)
      .execute();
    await trx
      .updateTable('template_directories')
      .set({ owner_id: successor.id })
      .where('owner_id', '=', user.id)
      .where('scope', '=', 'PERSONAL')
      .execute();
    return;
  }
  await trx
    .updateTable('templates')
    .set({ status: null, scope: 'PERSONAL', published_at: null, directory_id: null, updated_at: new Date() })
    .where('author_id', '=', user.id)
    .where('status', 'in', ['REQUESTED', 'IN_REVISION'])
    .execute();
};
