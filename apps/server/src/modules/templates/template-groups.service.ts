import type { TemplateSummary } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import { managesEnterprise, type TemplateActor } from './actor.ts';
import { presentSummary } from './template.presenter.ts';
import type { GroupRow, TemplateGroupsRepository } from './template-groups.repository.ts';
import type { TemplatesRepository } from './templates.repository.ts';
import { signedIn } from './templates.service.ts';
import { audienceOf, enterprisesOf, visibleTemplate } from './visibility.ts';

export interface PresentedGroup {
  id: string;
  name: string;
  scope: GroupRow['scope'];
  enterpriseId: string | null;
  copyEnabled: boolean;
  isSelected: boolean;
  templates: TemplateSummary[];
}

/**
 * Template groups: the rooms of one flat, or variations of a room. A group is changed by its
 * author and, like its templates, by its reviewers (the enterprise's managers; operators for
 * public groups). It shows only the templates the reader may see.
 */
export class TemplateGroupsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly groups: TemplateGroupsRepository,
    private readonly templates: TemplatesRepository,
  ) {}

  async present(actor: TemplateActor, group: GroupRow): Promise<PresentedGroup> {
    const audience = await audienceOf(this.db, actor);
    const { ids } = await this.templates.matching(
      [visibleTemplate(audience), (eb) => eb('templates.group_id', '=', group.id)],
      { page: 0, size: 100 },
    );
    const rows = await this.templates.inOrder(ids, audience.userId);
    return {
      id: group.id,
      name: group.name,
      scope: group.scope,
      enterpriseId: group.enterprise_id,
      copyEnabled: group.copy_enabled,
      isSelected: group.selected,
      templates: rows.map((r) => presentSummary(r, r.liked)),
    };
  }

  private mayChange(actor: TemplateActor, group: GroupRow): boolean {
    if (actor.kind === 'operator') return group.scope === 'PUBLIC';
    if (actor.kind !== 'user') return false;
    return (
      actor.user.id === group.author_id ||
      (group.scope === 'ENTERPRISE' && managesEnterprise(actor.user, group.enterprise_id))
    );
  }

  private async changeable(anyActor: TemplateActor, id: string): Promise<GroupRow> {
    const actor = signedIn(anyActor);
    const group = await this.groups.byId(id);
    if (!group) throw notFound('template group');
    if (!this.mayChange(actor, group)) throw forbidden('Only the group’s author or its reviewers change it.');
    return group;
  }

  /** Gathers some of the author's templates (all of one scope) in a new group. */
  async create(user: UserRow, input: { name: string; templateIds: string[] }): Promise<PresentedGroup> {
    const actor: TemplateActor = { kind: 'user', user };
    const audience = await audienceOf(this.db, actor);
    const rows = await this.templates.byIds(input.templateIds, visibleTemplate(audience));
    if (rows.length !== new Set(input.templateIds).size || rows.some((r) => r.author_id !== user.id))
      throw invalidField('templateIds', 'must all be templates of yours');
    const scopes = new Set(rows.map((r) => r.scope));
    if (scopes.size !== 1) throw invalidField('templateIds', 'must all be of one scope');
    const id = newId();
    await this.groups.insert(
      { id, name: input.name, scope: rows[0]!.scope, author_id: user.id, enterprise_id: user.enterprise_id },
      input.templateIds,
    );
    return this.present(actor, (await this.groups.byId(id))!);
  }

  async update(anyActor: TemplateActor, id: string, input: { name?: string; isSelected?: boolean }) {
    const group = await this.changeable(anyActor, id);
    const isReviewer =
      anyActor.kind === 'operator' ||
      (anyActor.kind === 'user' &&
        group.scope === 'ENTERPRISE' &&
        managesEnterprise(anyActor.user, group.enterprise_id));
    if (input.isSelected !== undefined && !isReviewer)
      throw forbidden(
        'Only the reviewers (enterprise managers, or operators for public groups) select groups.',
      );
    await this.groups.update(id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.isSelected !== undefined ? { selected: input.isSelected } : {}),
    });
    return this.present(anyActor, (await this.groups.byId(id))!);
  }

  async setCopy(actor: TemplateActor, id: string, enabled: boolean): Promise<PresentedGroup> {
    await this.changeable(actor, id);
    await this.groups.update(id, { copy_enabled: enabled });
    return this.present(actor, (await this.groups.byId(id))!);
  }

  /** Selected groups of an enterprise, for its members and partners (404 for anyone else). */
  async enterpriseSelected(user: UserRow, enterpriseId: string): Promise<PresentedGroup[]> {
    const actor: TemplateActor = { kind: 'user', user };
    const audience = await audienceOf(this.db, actor);
    if (!enterprisesOf(audience).includes(enterpriseId)) throw notFound('enterprise');
    const groups = await this.groups.selected('ENTERPRISE', enterpriseId);
    return Promise.all(groups.map((g) => this.present(actor, g)));
  }

  async publicSelected(actor: TemplateActor): Promise<PresentedGroup[]> {
    const groups = await this.groups.selected('PUBLIC', null);
    return Promise.all(groups.map((g) => this.present(actor, g)));
  }
}
