import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { authorColumns, type TemplateActor } from './actor.ts';

/** The review conversation and the change history of templates. */
export class TemplateNotesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async addComment(
    templateId: string,
    actor: TemplateActor,
    content: string,
    status: string | null,
    db: Kysely<DB> = this.db,
  ) {
    return db
      .insertInto('template_comments')
      .values({ id: newId(), template_id: templateId, ...authorColumns(actor), content, status })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  comments(templateId: string) {
    return this.db
      .selectFrom('template_comments')
      .selectAll()
      .where('template_id', '=', templateId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async addHistory(templateId: string, actor: TemplateActor, fields: string[], db: Kysely<DB> = this.db) {
    if (fields.length === 0) return;
    await db
      .insertInto('template_history')
      .values({
        id: newId(),
        template_id: templateId,
        ...authorColumns(actor),
        modified_fields: JSON.stringify(fields),
      })
      .execute();
  }

  history(templateId: string) {
    return this.db
      .selectFrom('template_history')
      .selectAll()
      .where('template_id', '=', templateId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
