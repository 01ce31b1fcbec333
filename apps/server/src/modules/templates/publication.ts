import type { TemplateScope, TemplateStatus } from '@roomcraft/contract';
import { forbidden, HttpError, invalidField } from '../../http/errors.ts';
import { managesEnterprise, type TemplateActor } from './actor.ts';

/** A template's publication state; null status is a draft. */
export type PublicationState = (typeof TemplateStatus)[number] | 'DRAFT';
type Scope = (typeof TemplateScope)[number];
type Party = 'author' | 'reviewer';

interface Transition {
  from: PublicationState;
  to: PublicationState;
  by: Party;
  /** The comment must say something (what to change, why it was refused). */
  needsComment?: true;
}

/**
 * The publication state machine, the one table of docs/decisions/templates.md. Nothing else
 * changes a template's status.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: 'DRAFT', to: 'REQUESTED', by: 'author' },
  { from: 'REQUESTED', to: 'PUBLISHED', by: 'reviewer' },
  { from: 'REQUESTED', to: 'IN_REVISION', by: 'reviewer', needsComment: true },
  { from: 'REQUESTED', to: 'REJECTED', by: 'reviewer', needsComment: true },
  { from: 'REQUESTED', to: 'DRAFT', by: 'author' },
  { from: 'IN_REVISION', to: 'REQUESTED', by: 'author' },
  { from: 'IN_REVISION', to: 'DRAFT', by: 'author' },
  { from: 'REJECTED', to: 'DRAFT', by: 'author' },
  { from: 'PUBLISHED', to: 'IN_REVISION', by: 'reviewer', needsComment: true },
  { from: 'PUBLISHED', to: 'DRAFT', by: 'author' },
];

/** States in which the author may change what the template holds (name, room, products, tags…). */
const EDITABLE: readonly PublicationState[] = ['DRAFT', 'IN_REVISION'];

export interface PublicationSubject {
  status: (typeof TemplateStatus)[number] | null;
  scope: Scope;
  author_id: string;
  enterprise_id: string | null;
}

export const stateOf = (t: Pick<PublicationSubject, 'status'>): PublicationState => t.status ?? 'DRAFT';

/**
 * The parties the actor is for this template: its author, and its reviewer (the enterprise's
 * managers for enterprise templates, operators for public ones; personal drafts have none).
 */
export function partiesOf(actor: TemplateActor, t: PublicationSubject, scope: Scope = t.scope): Party[] {
  const parties: Party[] = [];
  if (actor.kind === 'user' && actor.user.id === t.author_id) parties.push('author');
  const reviews =
    (scope === 'ENTERPRISE' && actor.kind === 'user' && managesEnterprise(actor.user, t.enterprise_id)) ||
    (scope === 'PUBLIC' && actor.kind === 'operator');
  if (reviews) parties.push('reviewer');
  return parties;
}

/** The states the actor may move the template to from where it is. */
export function allowedTransitions(actor: TemplateActor, t: PublicationSubject): PublicationState[] {
  const from = stateOf(t);
  const parties = partiesOf(actor, t);
  return TRANSITIONS.filter((x) => x.from === from && parties.includes(x.by)).map((x) => x.to);
}

export interface TransitionRequest {
  to: PublicationState;
  /** Where a draft asks to be published (ENTERPRISE or PUBLIC); required from DRAFT. */
  scope?: Scope;
  comment?: string;
}

/** What a checked transition writes. */
export interface TransitionResult {
  status: (typeof TemplateStatus)[number] | null;
  scope: Scope;
  publishedAt?: Date | null;
}

/**
 * Checks one transition and says what to write, or refuses: 409 `transition_not_allowed` with
 * the allowed states when the table has no such step from here, 403 when the step exists but
 * belongs to the other party, 400 when the step needs a comment or a target scope it lacks.
 */
export function transition(
  actor: TemplateActor,
  t: PublicationSubject,
  request: TransitionRequest,
): TransitionResult {
  const from = stateOf(t);
  const step = TRANSITIONS.find((x) => x.from === from && x.to === request.to);
  if (!step) {
    const allowed = allowedTransitions(actor, t);
    throw new HttpError(
      409,
      'transition_not_allowed',
      `A ${from} template cannot become ${request.to}; ${allowed.length ? `allowed: ${allowed.join(', ')}` : 'you may not change its state'}.`,
      { from, to: request.to, allowed },
    );
  }
  if (!partiesOf(actor, t).includes(step.by)) {
    throw forbidden(
      step.by === 'author'
        ? 'Only the template’s author may do this.'
        : t.scope === 'PUBLIC'
          ? 'Only back-office operators review public templates.'
          : 'Only the enterprise’s managers review its templates.',
    );
  }
  if (step.needsComment && !request.comment?.trim()) {
    throw invalidField('content', `a ${request.to} decision must say why`);
  }
  if (from === 'DRAFT') return { status: 'REQUESTED', scope: requestedScope(actor, t, request.scope) };
  if (request.to === 'DRAFT') return { status: null, scope: 'PERSONAL', publishedAt: null };
  if (request.to === 'PUBLISHED') return { status: 'PUBLISHED', scope: t.scope, publishedAt: new Date() };
  return { status: request.to, scope: t.scope };
}

function requestedScope(actor: TemplateActor, t: PublicationSubject, scope: Scope | undefined): Scope {
  if (scope === undefined) throw invalidField('scope', 'say where to publish: ENTERPRISE or PUBLIC');
  if (scope === 'PERSONAL') throw invalidField('scope', 'a personal template needs no publication');
  if (
    scope === 'ENTERPRISE' &&
    (actor.kind !== 'user' || !actor.user.enterprise_id || actor.user.enterprise_id !== t.enterprise_id)
  ) {
    throw invalidField('scope', 'only members publish to their enterprise');
  }
  return scope;
}

/** Whether the template's content may be changed now; refuses with 409 and the state otherwise. */
export function requireEditable(t: PublicationSubject): void {
  const state = stateOf(t);
  if (EDITABLE.includes(state)) return;
  throw new HttpError(
    409,
    'template_locked',
    `A ${state} template cannot be changed; withdraw it to a draft first${state === 'REQUESTED' ? ' or wait for its review' : ''}.`,
    { status: state },
  );
}
