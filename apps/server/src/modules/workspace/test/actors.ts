import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** The people of the permission matrix, each with a session (anonymous has none). */
export const ACTORS = ['owner', 'edit', 'view', 'colleague', 'other', 'manager', 'anonymous'] as const;
export type ActorName = (typeof ACTORS)[number];
export interface Actor {
  id: string;
  token: string | undefined;
  enterpriseId: string | null;
}
export type Actors = Record<ActorName, Actor>;

/** A signed-in user with their id and enterprise. */
export async function actor(t: TestApp, email: string, password?: string): Promise<Actor> {
  const token = await t.login(email, password);
  const { json } = await t.call('GET', '/api/v1/user/me', { token });
  return { id: json.user.id, token, enterpriseId: json.user.enterpriseId };
}

/**
 * owner: a designer of Demo Interiors; edit and view: the grantees (a colleague and a personal user);
 * colleague: a designer of the same team without any grant; other: the admin of a second enterprise
 * made through the back office; manager: Demo Interiors' manager.
 */
export async function setUpActors(t: TestApp): Promise<Actors> {
  const admin = await actor(t, 'admin@demo.example');
  const added = await t.call('POST', `/api/v1/enterprise/${admin.enterpriseId}/users`, {
    token: admin.token,
    body: { email: 'designer3@demo.example', nickname: 'Third Designer', password: 'colleague-pw-1' },
  });
  if (added.status !== 201) throw new Error(`adding a colleague failed: ${JSON.stringify(added.json)}`);
  const ops = await t.call('POST', '/ops/login', {
    body: { email: 'operator@demo.example', password: 'demo-password' },
  });
  const created = await t.call('POST', '/ops/v1/enterprises', {
    token: ops.json.token,
    body: {
      name: 'Other Studio',
      url: 'other-studio',
      admin: { email: 'boss@other.example', nickname: 'Other Boss', password: 'other-boss-pw' },
    },
  });
  if (created.status !== 201)
    throw new Error(`creating an enterprise failed: ${JSON.stringify(created.json)}`);
  return {
    owner: await actor(t, 'designer@demo.example'),
    edit: await actor(t, 'designer2@demo.example'),
    view: await actor(t, 'personal@demo.example'),
    colleague: await actor(t, 'designer3@demo.example', 'colleague-pw-1'),
    other: await actor(t, 'boss@other.example', 'other-boss-pw'),
    manager: await actor(t, 'manager@demo.example'),
    anonymous: { id: 'nobody', token: undefined, enterpriseId: null },
  };
}

/** A JSON call as an actor. */
export const as = (t: TestApp) => (caller: Actor, method: string, url: string, body?: unknown) =>
  t.call(method, url, { token: caller.token, body });

/**
 * A test app with the actors for the enclosing describe block: registers the beforeAll that fills the
 * returned `t` and `a` in place (so they may be destructured right away) and the afterAll that closes.
 */
export function useActors(): { t: TestApp; a: Actors; call: ReturnType<typeof as> } {
  const t = {} as TestApp;
  const a = {} as Actors;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(a, await setUpActors(t));
  });
  afterAll(() => t.close());
  return { t, a, call: as(t) };
}

/** A project of the owner with an EDIT grant to `edit` and a VIEW grant to `view`. */
export async function sharedProject(t: TestApp, a: Actors, name = 'Shared flat'): Promise<string> {
  const created = await t.call('POST', `/api/v1/projects/users/${a.owner.id}`, {
    token: a.owner.token,
    body: { name },
  });
  if (created.status !== 201) throw new Error(`creating a project failed: ${JSON.stringify(created.json)}`);
  const id = created.json.project.id as string;
  await grant(t, a.owner, `/api/v1/shared-projects/${id}/access`, a.edit.id, 'EDIT');
  await grant(t, a.owner, `/api/v1/shared-projects/${id}/access`, a.view.id, 'VIEW');
  return id;
}

/** A personal folder of the owner shared the same way. */
export async function sharedFolder(t: TestApp, a: Actors, name = 'Shared folder'): Promise<string> {
  const created = await t.call('POST', '/api/v1/shared-directories', {
    token: a.owner.token,
    body: { name, type: 'PERSONAL' },
  });
  if (created.status !== 201) throw new Error(`creating a folder failed: ${JSON.stringify(created.json)}`);
  const id = created.json.directory.id as string;
  await grant(t, a.owner, `/api/v1/shared-directories/${id}/access`, a.edit.id, 'EDIT');
  await grant(t, a.owner, `/api/v1/shared-directories/${id}/access`, a.view.id, 'VIEW');
  return id;
}

async function grant(t: TestApp, by: Actor, url: string, userId: string, accessType: string) {
  const { status, json } = await t.call('POST', url, { token: by.token, body: { userId, accessType } });
  if (status !== 200) throw new Error(`granting failed: ${status} ${JSON.stringify(json)}`);
}

/** Turns the team's `membersSeeEachOthersProjects` on or off, as Demo Interiors' admin. */
export async function setColleaguesSee(t: TestApp, on: boolean): Promise<void> {
  const token = await t.login('admin@demo.example');
  const { json: me } = await t.call('GET', '/api/v1/user/me', { token });
  const { status, json } = await t.call(
    'PATCH',
    `/api/v2/enterprises/${me.user.enterpriseId}/project-settings`,
    {
      token,
      body: { membersSeeEachOthersProjects: on },
    },
  );
  if (status !== 200) throw new Error(`changing the project settings failed: ${JSON.stringify(json)}`);
}
