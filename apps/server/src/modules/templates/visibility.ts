import type { DB } from '@roomcraft/db';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { isManager } from '../users/roles.ts';
import type { TemplateActor } from './actor.ts';

/** Who reads templates, worked out once per request (docs/decisions/templates.md, "Who sees what"). */
export interface TemplateAudience {
  everything: boolean;
  userId: string | null;
  enterpriseId: string | null;
  /** Managers see every template of their enterprise, whatever its state. */
  manager: boolean;
  /** Enterprises that list the reader's enterprise as a partner: their published templates show. */
  partnerOf: string[];
}

type TemplatesEb = ExpressionBuilder<DB, 'templates'>;

export async function audienceOf(db: Kysely<DB>, actor: TemplateActor): Promise<TemplateAudience> {
  if (actor.kind === 'operator')
    return { everything: true, userId: null, enterpriseId: null, manager: false, partnerOf: [] };
  if (actor.kind === 'anonymous')
    return { everything: false, userId: null, enterpriseId: null, manager: false, partnerOf: [] };
  const { user } = actor;
  const partnerOf = user.enterprise_id
    ? (
        await db
          .selectFrom('enterprise_partners')
          .select('enterprise_id')
          .where('partner_id', '=', user.enterprise_id)
          .execute()
      ).map((r) => r.enterprise_id)
    : [];
  return {
    everything: false,
    userId: user.id,
    enterpriseId: user.enterprise_id,
    manager: isManager(user),
    partnerOf,
  };
}

/** Enterprises whose published enterprise templates the audience uses: its own and those it partners. */
export const enterprisesOf = (a: TemplateAudience): string[] =>
  a.enterpriseId ? [a.enterpriseId, ...a.partnerOf] : [];

/**
 * The one read rule: every template read, list, count and facet goes through it. A template is
 * visible to its author; when PUBLISHED, to everyone (PUBLIC) or to its enterprise's members and
 * partners (ENTERPRISE); in any state to its enterprise's managers; and to operators.
 */
export function visibleTemplate(a: TemplateAudience) {
  return (eb: TemplatesEb) => {
    if (a.everything) return sql<boolean>`true`;
    const published = eb('templates.status', '=', 'PUBLISHED');
    const any = [eb.and([eb('templates.scope', '=', 'PUBLIC'), published])];
    if (a.userId) any.push(eb('templates.author_id', '=', a.userId));
    const enterprises = enterprisesOf(a);
    if (enterprises.length)
      any.push(
        eb.and([
          eb('templates.scope', '=', 'ENTERPRISE'),
          published,
          eb('templates.enterprise_id', 'in', enterprises),
        ]),
      );
    if (a.manager && a.enterpriseId)
      any.push(
        eb.and([
          eb('templates.scope', '=', 'ENTERPRISE'),
          eb('templates.enterprise_id', '=', a.enterpriseId),
        ]),
      );
    return eb.or(any);
  };
}

/**
 * Templates the audience may use (apply, browse in the gallery), in the given scopes: published
 * public templates, published templates of its enterprise and partners, and its own personal
 * templates (an author needs no review to use their own room). Always within {@link visibleTemplate}.
 */
export function availableTemplate(a: TemplateAudience, scopes: readonly string[]) {
  return (eb: TemplatesEb) => {
    const published = eb('templates.status', '=', 'PUBLISHED');
    const any = [];
    if (scopes.includes('PUBLIC')) any.push(eb.and([eb('templates.scope', '=', 'PUBLIC'), published]));
    const enterprises = enterprisesOf(a);
    if (scopes.includes('ENTERPRISE') && enterprises.length)
      any.push(
        eb.and([
          eb('templates.scope', '=', 'ENTERPRISE'),
          published,
          eb('templates.enterprise_id', 'in', enterprises),
        ]),
      );
    if (scopes.includes('PERSONAL') && a.userId)
      any.push(eb.and([eb('templates.scope', '=', 'PERSONAL'), eb('templates.author_id', '=', a.userId)]));
    return any.length ? eb.or(any) : sql<boolean>`false`;
  };
}
