import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { TemplateActor } from './actor.ts';
import { type PublicationState, type PublicationSubject, TRANSITIONS, transition } from './publication.ts';

const STATES: PublicationState[] = ['DRAFT', 'REQUESTED', 'IN_REVISION', 'REJECTED', 'PUBLISHED'];

const user = (id: string, rank: number, enterprise: string | null): TemplateActor => ({
  kind: 'user',
  user: { id, role_rank: rank, enterprise_id: enterprise } as UserRow,
});
const author = user('author', 1, 'E');
const manager = user('boss', 2, 'E');
const otherManager = user('other-boss', 2, 'F');
const colleague = user('colleague', 1, 'E');
const operator: TemplateActor = {
  kind: 'operator',
  operator: { id: 'op', email: 'op@x', name: 'Op', createdAt: new Date() },
};

const subject = (state: PublicationState, scope: PublicationSubject['scope']): PublicationSubject => ({
  status: state === 'DRAFT' ? null : state,
  scope: state === 'DRAFT' ? 'PERSONAL' : scope,
  author_id: 'author',
  enterprise_id: 'E',
});

function outcome(run: () => unknown): number {
  try {
    run();
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('the publication state machine', () => {
  for (const scope of ['ENTERPRISE', 'PUBLIC'] as const) {
    const reviewer = scope === 'ENTERPRISE' ? manager : operator;
    const strangers = scope === 'ENTERPRISE' ? [colleague, otherManager, operator] : [colleague, manager];
    for (const from of STATES) {
      for (const to of STATES) {
        const step = TRANSITIONS.find((x) => x.from === from && x.to === to);
        const request = { to, scope, comment: 'Move the sofa to the window.' };
        if (!step) {
          it(`${scope}: ${from} → ${to} is refused with 409 and the allowed states`, () => {
            const t = subject(from, scope);
            try {
              transition(author, t, request);
              expect.unreachable();
            } catch (error) {
              expect(error).toBeInstanceOf(HttpError);
              const e = error as HttpError;
              expect([e.status, e.code]).toEqual([409, 'transition_not_allowed']);
              const allowed = TRANSITIONS.filter((x) => x.from === from && x.by === 'author').map(
                (x) => x.to,
              );
              expect((e.details as { allowed: string[] }).allowed).toEqual(allowed);
            }
          });
          continue;
        }
        const party = step.by === 'author' ? author : reviewer;
        it(`${scope}: ${from} → ${to} is the ${step.by}'s, refused to anyone else`, () => {
          const t = subject(from, scope);
          const result = transition(party, t, request);
          expect(result.status).toBe(to === 'DRAFT' ? null : to);
          expect(result.scope).toBe(to === 'DRAFT' ? 'PERSONAL' : scope);
          const others = [...strangers, step.by === 'author' ? reviewer : author];
          for (const other of others) expect(outcome(() => transition(other, t, request))).toBe(403);
          if (step.needsComment) expect(outcome(() => transition(party, t, { to, scope }))).toBe(400);
        });
      }
    }
  }

  it('asks a draft where to go, and only members go to their enterprise', () => {
    const draft = subject('DRAFT', 'PERSONAL');
    expect(outcome(() => transition(author, draft, { to: 'REQUESTED' }))).toBe(400);
    expect(outcome(() => transition(author, draft, { to: 'REQUESTED', scope: 'PERSONAL' }))).toBe(400);
    const personalAuthor = user('author', 0, null);
    const personalDraft = { ...draft, enterprise_id: null };
    expect(
      outcome(() => transition(personalAuthor, personalDraft, { to: 'REQUESTED', scope: 'ENTERPRISE' })),
    ).toBe(400);
    expect(transition(personalAuthor, personalDraft, { to: 'REQUESTED', scope: 'PUBLIC' }).scope).toBe(
      'PUBLIC',
    );
  });
});
