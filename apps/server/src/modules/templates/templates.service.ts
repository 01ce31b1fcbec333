import type { CreateTemplateBody, Template, UpdateTemplateBody } from '@roomcraft/contract';
import type { DB, TemplatesTable } from '@roomcraft/db';
import type { Insertable, Kysely } from 'kysely';
import { forbidden, HttpError, invalidField, notFound, unauthorized } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { TemplateActor } from './actor.ts';
import { allowedTransitions, partiesOf, requireEditable, transition } from './publication.ts';
import { presentTemplate } from './template.presenter.ts';
import type { TemplateFoldersService } from './template-folders.service.ts';
import type { TemplateGroupsRepository } from './template-groups.repository.ts';
import type { TemplateNotesRepository } from './template-notes.repository.ts';
import type { TemplateNotices } from './template-notices.ts';
import type { TemplateSources } from './template-sources.ts';
import type { TemplateRow, TemplatesRepository } from './templates.repository.ts';
import { audienceOf, visibleTemplate } from './visibility.ts';

export interface PublishedTemplate {
  id: string;
  name: string;
  scope: TemplateRow['scope'];
  enterpriseId: string | null;
  publishedAt: Date;
}

export interface TemplatesServiceDeps {
  db: Kysely<DB>;
  templates: TemplatesRepository;
  groups: TemplateGroupsRepository;
  notes: TemplateNotesRepository;
  folders: TemplateFoldersService;
  sources: TemplateSources;
  notices: TemplateNotices;
  /** Told once a template becomes PUBLISHED (the enterprise's TEMPLATE_PUBLISHED webhooks). */
  onPublished: (template: PublishedTemplate) => Promise<void>;
}

/** The content fields of a PATCH, as the history names them (the body's names). */
const CONTENT: Record<string, keyof TemplatesTable> = {
  name: 'name',
  description: 'description',
  style: 'style',
  roomType: 'room_type',
  tags: 'tags',
  coverImageIds: 'cover_image_ids',
  groupId: 'group_id',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function signedIn(actor: TemplateActor): Exclude<TemplateActor, { kind: 'anonymous' }> {
  if (actor.kind === 'anonymous') throw unauthorized();
  return actor;
}

/** One template: making it from a room, reading, changing, its review, likes and copies. */
export class TemplatesService {
  constructor(private readonly deps: TemplatesServiceDeps) {}

  /** The template if the actor may read it; 404 otherwise, as if absent. */
  async visible(actor: TemplateActor, id: string): Promise<TemplateRow> {
    const audience = await audienceOf(this.deps.db, actor);
    const row = await this.deps.templates.byId(id, visibleTemplate(audience));
    if (!row) throw notFound('template');
    return row;
  }

  async present(actor: TemplateActor, row: TemplateRow): Promise<Template> {
    const userId = actor.kind === 'user' ? actor.user.id : null;
    const liked = await this.deps.templates.likedAmong(userId, [row.id]);
    const author = partiesOf(actor, row).includes('author');
    const editable = author && (row.status === null || row.status === 'IN_REVISION');
    return presentTemplate(row, liked.has(row.id), { transitions: allowedTransitions(actor, row), editable });
  }

  private async reread(actor: TemplateActor, id: string): Promise<Template> {
    return this.present(actor, await this.visible(actor, id));
  }

  /** Saves a room of a design as a PERSONAL draft, or (ENTERPRISE) as a request to the managers. */
  async create(
    user: UserRow,
    body: CreateTemplateBody,
    target: 'PERSONAL' | 'ENTERPRISE',
  ): Promise<Template> {
    if (target === 'ENTERPRISE' && !user.enterprise_id)
      throw forbidden('Only enterprise members make enterprise templates.');
    const actor: TemplateActor = { kind: 'user', user };
    const draft = {
      status: null,
      scope: 'PERSONAL' as const,
      author_id: user.id,
      enterprise_id: user.enterprise_id,
    };
    const state =
      target === 'ENTERPRISE' ? transition(actor, draft, { to: 'REQUESTED', scope: 'ENTERPRISE' }) : draft;
    const source = await this.deps.sources.room(user, body);
    const tree = this.deps.folders.treeFor(user, state.scope);
    if (body.directoryId) await this.deps.folders.forTemplate(user, state.scope, tree, body.directoryId);
    if (body.groupId) await this.checkGroup(user, body.groupId, state.scope);
    const id = newId();
    const row: Insertable<TemplatesTable> = {
      id,
      scope: state.scope,
      status: state.status,
      author_id: user.id,
      enterprise_id: user.enterprise_id,
      directory_id: body.directoryId ?? null,
      group_id: body.groupId ?? null,
      name: body.name,
      description: body.description ?? '',
      style: body.style,
      room_type: source.roomType,
      room_size: source.area,
      room_width: source.width,
      room_depth: source.depth,
      tags: body.tags ?? [],
      room: JSON.stringify(source.room),
      products: JSON.stringify(
        source.items.map((item) => {
          const size = source.sizes.get(item.productId);
          return size ? { ...item, size } : item;
        }),
      ),
      finishes: JSON.stringify(source.finishes),
      cover_image_ids: JSON.stringify(body.coverImageIds ?? []),
      source_project_id: source.projectId,
    };
    await this.deps.templates.insert(row);
    if (state.status) {
      const subject = { id, name: body.name, author_id: user.id, enterprise_id: user.enterprise_id };
      await this.deps.notices.statusChanged(actor, subject, state.status, state.scope);
    }
    return this.reread(actor, id);
  }

  async byIds(actor: TemplateActor, ids: readonly string[]): Promise<Template[]> {
    const audience = await audienceOf(this.deps.db, actor);
    const rows = await this.deps.templates.byIds(ids, visibleTemplate(audience));
    if (rows.length === 0) throw notFound('template');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return Promise.all(ordered.map((r) => this.present(actor, r)));
  }

  /**
   * Changes a template: content (its author, while a draft or in revision), the selection (its
   * reviewers), and its publication state (publication.ts). Records who changed which fields.
   */
  async update(anyActor: TemplateActor, id: string, body: UpdateTemplateBody): Promise<Template> {
    const actor = signedIn(anyActor);
    const row = await this.visible(actor, id);
    const parties = partiesOf(actor, row);
    const changes: Partial<Insertable<TemplatesTable>> = {};
    const fields: string[] = [];
    const content = Object.keys(CONTENT).filter((k) => body[k as keyof UpdateTemplateBody] !== undefined);
    if (content.length) {
      if (!parties.includes('author')) throw forbidden('Only the template’s author changes what it holds.');
      requireEditable(row);
      if (body.coverImageIds) await this.deps.sources.checkCovers(row.source_project_id, body.coverImageIds);
      if (body.groupId && actor.kind === 'user') await this.checkGroup(actor.user, body.groupId, row.scope);
      for (const key of content) {
        const column = CONTENT[key]!;
        const value = body[key as keyof UpdateTemplateBody];
        if (same(value, row[column])) continue;
        fields.push(key);
        (changes as Record<string, unknown>)[column] =
          Array.isArray(value) && column !== 'tags' ? JSON.stringify(value) : value;
      }
    }
    if (body.isSelected !== undefined) {
      if (!parties.includes('reviewer'))
        throw forbidden(
          'Only the reviewers (enterprise managers, or operators for public templates) select templates.',
        );
      if (body.isSelected !== row.selected) {
        changes.selected = body.isSelected;
        fields.push('isSelected');
      }
    }
    let next: ReturnType<typeof transition> | undefined;
    if (body.status !== undefined) {
      next = transition(actor, row, { to: body.status ?? 'DRAFT', scope: body.scope });
      Object.assign(changes, this.stateChanges(row, next));
      const leavesGroup = next.scope !== row.scope && row.group_id !== null;
      fields.push(
        'status',
        ...(next.scope !== row.scope ? ['scope'] : []),
        ...(leavesGroup ? ['groupId'] : []),
      );
    } else if (body.scope !== undefined) {
      throw invalidField('scope', 'is given only with status REQUESTED, to ask for publication');
    }
    if (fields.length) {
      await this.deps.db.transaction().execute(async (tx) => {
        await this.deps.templates.update(id, changes, tx);
        await this.deps.notes.addHistory(id, actor, fields, tx);
      });
      await this.announcePublication(row, next);
    }
    if (changes.status !== undefined && changes.status !== row.status)
      await this.deps.notices.statusChanged(actor, row, changes.status, changes.scope ?? row.scope);
    return this.reread(actor, id);
  }

  private async announcePublication(before: TemplateRow, next: ReturnType<typeof transition> | undefined) {
    if (next?.status !== 'PUBLISHED' || before.status === 'PUBLISHED') return;
    await this.deps.onPublished({
      id: before.id,
      name: before.name,
      scope: next.scope,
      enterpriseId: before.enterprise_id,
      publishedAt: next.publishedAt ?? new Date(),
    });
  }

  private stateChanges(
    row: TemplateRow,
    next: ReturnType<typeof transition>,
  ): Partial<Insertable<TemplatesTable>> {
    return {
      status: next.status,
      scope: next.scope,
      ...(next.publishedAt !== undefined ? { published_at: next.publishedAt } : {}),
      // Folders and groups hold one scope: a template changing scope leaves both.
      ...(next.scope !== row.scope ? { directory_id: null, group_id: null } : {}),
    };
  }

  async move(user: UserRow, id: string, directoryId: string | null): Promise<Template> {
    const actor: TemplateActor = { kind: 'user', user };
    const row = await this.visible(actor, id);
    const tree = { scope: row.scope, ownerId: row.author_id, enterpriseId: row.enterprise_id };
    if (directoryId) await this.deps.folders.forTemplate(user, row.scope, tree, directoryId);
    else if (!partiesOf(actor, row).length)
      throw forbidden('Only the author or the reviewers file this template.');
    if (row.scope !== 'ENTERPRISE' && row.author_id !== user.id)
      throw forbidden('Only the author files a personal or public template.');
    if (directoryId !== row.directory_id) {
      await this.deps.db.transaction().execute(async (tx) => {
        await this.deps.templates.update(id, { directory_id: directoryId }, tx);
        await this.deps.notes.addHistory(id, actor, ['directoryId'], tx);
      });
    }
    return this.reread(actor, id);
  }

  async remove(user: UserRow, id: string): Promise<void> {
    const actor: TemplateActor = { kind: 'user', user };
    const row = await this.visible(actor, id);
    if (!partiesOf(actor, row).length)
      throw forbidden('Only the author or the enterprise’s managers delete a template.');
    await this.deps.templates.remove(id);
  }

  /** Who changed which fields, newest first, for whoever may read the template. */
  async history(actor: TemplateActor, id: string) {
    await this.visible(actor, id);
    return this.deps.notes.history(id);
  }

  /** The review conversation: its author and reviewers only. */
  async comments(anyActor: TemplateActor, id: string) {
    const actor = signedIn(anyActor);
    const row = await this.visible(actor, id);
    if (!partiesOf(actor, row).length)
      throw forbidden('Only the author and the reviewers read a template’s review.');
    return this.deps.notes.comments(id);
  }

  /** A comment; with a status it is a review decision or a resubmission (publication.ts). */
  async comment(
    anyActor: TemplateActor,
    id: string,
    input: { content: string; status?: Template['status'] },
  ) {
    const actor = signedIn(anyActor);
    const row = await this.visible(actor, id);
    if (!partiesOf(actor, row).length)
      throw forbidden('Only the author and the reviewers take part in a template’s review.');
    const next = input.status
      ? transition(actor, row, { to: input.status, comment: input.content })
      : undefined;
    const comment = await this.deps.db.transaction().execute(async (tx) => {
      if (next) {
        await this.deps.templates.update(id, this.stateChanges(row, next), tx);
        await this.deps.notes.addHistory(id, actor, ['status'], tx);
      }
      return this.deps.notes.addComment(id, actor, input.content, input.status ?? null, tx);
    });
    if (next) await this.deps.notices.statusChanged(actor, row, next.status, next.scope);
    else await this.deps.notices.commented(actor, row);
    await this.announcePublication(row, next);
    return { comment, template: await this.reread(actor, id) };
  }

  async like(user: UserRow, id: string, liked: boolean) {
    await this.visible({ kind: 'user', user }, id);
    const likeCount = await this.deps.templates.setLike(id, user.id, liked);
    return { liked, likeCount };
  }

  /** Copies a template into the caller's personal drafts, unless its author (or group) disabled copies. */
  async copy(user: UserRow, id: string): Promise<Template> {
    const actor: TemplateActor = { kind: 'user', user };
    const row = await this.visible(actor, id);
    if (row.author_id !== user.id) {
      const group = row.group_id ? await this.deps.groups.byId(row.group_id) : undefined;
      if (!row.copy_enabled || group?.copy_enabled === false)
        throw new HttpError(403, 'copy_disabled', 'Copying this template is turned off by its author.');
    }
    const copyId = newId();
    await this.deps.templates.insert({
      id: copyId,
      scope: 'PERSONAL',
      status: null,
      author_id: user.id,
      enterprise_id: user.enterprise_id,
      directory_id: null,
      group_id: null,
      name: row.name,
      description: row.description,
      style: row.style,
      room_type: row.room_type,
      room_size: row.room_size,
      room_width: row.room_width,
      room_depth: row.room_depth,
      tags: row.tags,
      room: JSON.stringify(row.room),
      products: JSON.stringify(row.products),
      finishes: JSON.stringify(row.finishes),
      cover_image_ids: JSON.stringify(row.cover_image_ids),
      source_project_id: row.source_project_id,
    });
    return this.reread(actor, copyId);
  }

  async setCopy(anyActor: TemplateActor, id: string, enabled: boolean): Promise<Template> {
    const actor = signedIn(anyActor);
    const row = await this.visible(actor, id);
    if (!partiesOf(actor, row).length)
      throw forbidden('Only the author or the reviewers turn copying on or off.');
    if (row.copy_enabled !== enabled) {
      await this.deps.db.transaction().execute(async (tx) => {
        await this.deps.templates.update(id, { copy_enabled: enabled }, tx);
        await this.deps.notes.addHistory(id, actor, ['copyEnabled'], tx);
      });
    }
    return this.reread(actor, id);
  }

  /** A group a template may join: the author's own, of the template's scope. */
  private async checkGroup(user: UserRow, groupId: string, scope: TemplateRow['scope']): Promise<void> {
    const group = await this.deps.groups.byId(groupId);
    if (!group || group.author_id !== user.id)
      throw invalidField('groupId', 'is not a template group of yours');
    if (group.scope !== scope)
      throw invalidField('groupId', `is a ${group.scope} group; the template is ${scope}`);
  }
}
