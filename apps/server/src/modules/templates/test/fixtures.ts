import {
  addItem,
  addOpening,
  addRectangularRoom,
  createEmptyDesign,
  type Design,
  type RoomTypeValue,
} from '@roomcraft/scene';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { createEnterprise } from '../../library/test/fixtures.ts';

/** A person of the template tests: a session and who they are. */
export interface Person {
  token: string;
  id: string;
  enterpriseId: string | null;
}

async function person(t: TestApp, token: string): Promise<Person> {
  const { json } = await t.call('GET', '/api/v1/user/me', { token });
  return { token, id: json.user.id, enterpriseId: json.user.enterpriseId };
}

/**
 * Demo Interiors' designers and manager, a personal user, the operator, the admin of a partner
 * enterprise (Demo Interiors lists it as a partner, so it sees what Demo Interiors publishes) and
 * the admin of a stranger enterprise; plus three products of Demo Interiors' library.
 */
export async function templateWorld(t: TestApp) {
  const login = async (who: string) => person(t, await t.login(`${who}@demo.example`));
  const [designer, designer2, manager, admin, personal] = [
    await login('designer'),
    await login('designer2'),
    await login('manager'),
    await login('admin'),
    await login('personal'),
  ];
  const ops = await t.call('POST', '/ops/login', {
    body: { email: 'operator@demo.example', password: 'demo-password' },
  });
  const operator = ops.json.token as string;
  const partnerEnterprise = await createEnterprise(t, operator, 'Partner Studio');
  const strangerEnterprise = await createEnterprise(t, operator, 'Stranger Studio');
  const added = await t.call('POST', `/api/v1/enterprise/${admin.enterpriseId}/partners`, {
    token: admin.token,
    body: { partnerId: partnerEnterprise.id },
  });
  expect(added.status, JSON.stringify(added.json)).toBeLessThan(300);
  const product = async (name: string, editorTypeCode: number, mm: [number, number, number]) => {
    const created = await t.call('POST', '/api/v1/product', {
      token: manager.token,
      body: {
        libType: 'enterprise',
        ownerId: manager.enterpriseId,
        type: 'FURNITURE',
        name,
        editorTypeCode,
        level: 'LOW',
        mmWidth: mm[0],
        mmDepth: mm[1],
        mmHeight: mm[2],
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json.product.id as string;
  };
  const products = {
    sofa: await product('Three-seat sofa', 10, [2000, 900, 800]),
    shelf: await product('Wall shelf', 30, [1200, 300, 400]),
    lamp: await product('Pendant lamp', 40, [500, 500, 600]),
  };
  return {
    designer,
    designer2,
    manager,
    admin,
    personal,
    operator,
    partner: await person(t, partnerEnterprise.admin),
    stranger: await person(t, strangerEnterprise.admin),
    products,
  };
}

export type TemplateWorld = Awaited<ReturnType<typeof templateWorld>>;

export interface FurnishedRoom {
  width?: number;
  depth?: number;
  type?: RoomTypeValue;
}

/**
 * A design drawn with the editor's actions: one rectangular room with a door in its bottom wall,
 * a sofa against its top wall, a shelf on its left wall and a lamp on its ceiling.
 */
export function furnishedRoomDesign(products: TemplateWorld['products'], room: FurnishedRoom = {}): Design {
  const width = room.width ?? 4000;
  const depth = room.depth ?? 3000;
  let design = addRectangularRoom(createEmptyDesign(), {
    origin: { x: 0, y: 0 },
    width,
    depth,
    name: 'Room',
    type: room.type ?? 'LIVING',
  });
  const floor = design.floors[0]!;
  const at = (id: string) => floor.corners.find((c) => c.archiId === id)!.position;
  const bottom = floor.walls.find((w) => at(w.corners[0]).y === depth && at(w.corners[1]).y === depth)!;
  // Flipped: it opens into the room (the rectangle's walls have the outside on their left).
  design = addOpening(design, {
    wallId: bottom.archiId,
    editorTypeCode: 51,
    offset: width / 2,
    width: 900,
    flipped: true,
  });
  design = addItem(design, {
    id: 'sofa',
    productId: products.sofa,
    editorTypeCode: 10,
    position: { x: width / 2, y: 50 + 450, z: 0 },
  });
  design = addItem(design, {
    id: 'shelf',
    productId: products.shelf,
    editorTypeCode: 30,
    position: { x: 50 + 150, y: depth / 2, z: 1400 },
    rotation: { z: Math.PI / 2 },
  });
  design = addItem(design, {
    id: 'lamp',
    productId: products.lamp,
    editorTypeCode: 40,
    position: { x: width / 2, y: depth / 2, z: 2000 },
  });
  return design;
}

/** A project of the person holding the design; answers its id and the design's room id. */
export async function projectWith(t: TestApp, owner: Person, design: Design, name = 'Flat') {
  const created = await t.call('POST', `/api/v1/projects/users/${owner.id}`, {
    token: owner.token,
    body: { name },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const projectId = created.json.project.id as string;
  const current = await t.call('GET', `/api/v1/projects/${projectId}/design`, { token: owner.token });
  const saved = await t.call('PUT', `/api/v1/projects/${projectId}/design`, {
    token: owner.token,
    body: { version: current.json.version, design },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return { projectId, roomId: design.floors[0]!.rooms[0]!.archiId };
}

/** Saves a furnished room of a new project as a template (personal or an enterprise request). */
export async function makeTemplate(
  t: TestApp,
  w: TemplateWorld,
  owner: Person,
  options: FurnishedRoom & {
    name?: string;
    style?: string;
    tags?: string[];
    scope?: 'personal' | 'enterprise';
  } = {},
) {
  const { projectId, roomId } = await projectWith(t, owner, furnishedRoomDesign(w.products, options));
  const made = await t.call('POST', `/api/v1/template/${options.scope ?? 'personal'}`, {
    token: owner.token,
    body: {
      projectId,
      roomId,
      name: options.name ?? 'Calm living room',
      style: options.style ?? 'MODERN',
      tags: options.tags ?? [],
    },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.template as { id: string; [key: string]: unknown };
}
