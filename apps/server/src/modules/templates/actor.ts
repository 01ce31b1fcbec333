import type { OperatorPrincipal, Principal, UserRow } from '../auth/sessions.ts';
import { isManager } from '../users/roles.ts';

/** Who calls a template route: nobody, a signed-in user, or a back-office operator (reviews public templates). */
export type TemplateActor =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: UserRow }
  | { kind: 'operator'; operator: OperatorPrincipal };

export function actorOf(principal: Principal | null): TemplateActor {
  if (principal?.kind === 'user') return { kind: 'user', user: principal.user };
  if (principal?.kind === 'operator') return { kind: 'operator', operator: principal.operator };
  return { kind: 'anonymous' };
}

/** The name history and comments show for the actor. */
export function actorName(actor: TemplateActor): string {
  if (actor.kind === 'user') return actor.user.name ?? actor.user.nickname;
  if (actor.kind === 'operator') return actor.operator.name;
  return 'anonymous';
}

/** Who wrote a comment or a change: the user or the operator, never both. */
export function authorColumns(actor: TemplateActor) {
  return {
    user_id: actor.kind === 'user' ? actor.user.id : null,
    operator_id: actor.kind === 'operator' ? actor.operator.id : null,
    author_name: actorName(actor),
  };
}

/** Whether the user manages the given enterprise (rank manager or admin, and a member of it). */
export const managesEnterprise = (user: UserRow, enterpriseId: string | null): boolean =>
  enterpriseId !== null && user.enterprise_id === enterpriseId && isManager(user);
