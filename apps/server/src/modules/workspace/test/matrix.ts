import { ACTORS, type Actor, type ActorName, type Actors } from './actors.ts';

export type Need = 'VIEW' | 'EDIT' | 'MANAGE';

/** One call of the matrix: made by each actor on a fresh fixture, so one actor's success never changes another's. */
export interface MatrixCase<F> {
  name: string;
  need: Need;
  /** Status of a success (200 unless stated). */
  ok?: number;
  /** Statuses that differ from what `need` implies, per actor. */
  except?: Partial<Record<ActorName, number>>;
  call: (fixture: F, caller: Actor) => Promise<{ status: number }>;
}

/** What each actor gets for a call needing `need`: 404 without any access, 403 with too little. */
export function expectedStatus(actor: ActorName, need: Need, ok: number): number {
  if (actor === 'anonymous') return 401;
  if (actor === 'colleague' || actor === 'other') return 404;
  if (actor === 'owner' || actor === 'manager') return ok;
  if (actor === 'edit') return need === 'MANAGE' ? 403 : ok;
  return need === 'VIEW' ? ok : 403;
}

export interface MatrixRun {
  /** The team lets members see each other's projects: the colleague is answered as the VIEW grantee is. */
  colleaguesSee?: boolean;
  /** The actors to run (all unless stated). */
  actors?: readonly ActorName[];
}

/** Runs one case for every actor, each on a fresh fixture; answers the cells that differ from the expectation. */
export async function runCase<F>(
  a: Actors,
  c: MatrixCase<F>,
  fixture: () => Promise<F>,
  run: MatrixRun = {},
): Promise<string[]> {
  const misses: string[] = [];
  for (const actor of run.actors ?? ACTORS) {
    const seenAs = run.colleaguesSee && actor === 'colleague' ? 'view' : actor;
    const expected = c.except?.[seenAs] ?? expectedStatus(seenAs, c.need, c.ok ?? 200);
    const { status } = await c.call(await fixture(), a[actor]);
    if (status !== expected) misses.push(`${c.name} as ${actor}: ${status}, expected ${expected}`);
  }
  return misses;
}
