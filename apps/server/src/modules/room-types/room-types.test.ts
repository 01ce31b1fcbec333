import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('room types', () => {
  let t: TestApp;
  let manager: string;
  let designer: string;
  let enterpriseId: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@demo.example');
    designer = await t.login('designer@demo.example');
    enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: manager })).json.user.enterpriseId;
  });
  afterAll(() => t.close());

  const list = (query = '') =>
    t.call('GET', `/api/v1/room-types?enterpriseId=${enterpriseId}${query}`, { token: designer });

  it('lists the common types of the spec with English and Korean names', async () => {
    const { json } = await t.call('GET', '/api/v1/room-types/common', { token: designer });
    expect(json.roomTypes).toHaveLength(29);
    expect(json.roomTypes[0]).toMatchObject({
      id: 'LIVING',
      code: 'LIVING',
      name: 'Living room',
      nameKo: '거실',
      common: true,
    });
    expect(json.roomTypes.map((r: { code: string }) => r.code)).not.toContain('NONE');
  });

  it('creates own types (one and a batch) for managers only', async () => {
    const denied = await t.call('POST', '/api/v1/room-types', {
      token: designer,
      body: { enterpriseId, name: 'Showroom' },
    });
    expect(denied.status).toBe(403);
    const one = await t.call('POST', '/api/v1/room-types', {
      token: manager,
      body: { enterpriseId, name: 'Showroom', nameKo: '쇼룸' },
    });
    expect(one.status).toBe(201);
    expect(one.json.roomType).toMatchObject({
      code: 'CUSTOM',
      name: 'Showroom',
      nameKo: '쇼룸',
      common: false,
    });
    const batch = await t.call('POST', '/api/v1/room-types/batch', {
      token: manager,
      body: { enterpriseId, roomTypes: [{ name: 'Fitting room' }, { name: 'Pantry', nameKo: '팬트리' }] },
    });
    expect(batch.json.roomTypes.map((r: { name: string }) => r.name)).toEqual(['Fitting room', 'Pantry']);
    const own = await list('&useCommonTypes=false');
    expect(own.json.roomTypes.map((r: { name: string }) => r.name)).toEqual([
      'Showroom',
      'Fitting room',
      'Pantry',
    ]);
    const all = await list();
    expect(all.json.roomTypes).toHaveLength(32);
  });

  it('reorders common and own types together and keeps the order', async () => {
    const own = (await list('&useCommonTypes=false')).json.roomTypes as { id: string }[];
    const pantry = own[2]!.id;
    const reordered = await t.call('PATCH', '/api/v1/room-types/batch', {
      token: manager,
      body: {
        enterpriseId,
        roomTypes: [{ id: pantry, name: 'Walk-in pantry' }, { id: 'KITCHEN' }, { id: 'LIVING' }],
      },
    });
    expect(reordered.status).toBe(200);
    const ordered = (await list()).json.roomTypes as { id: string; name: string }[];
    expect(ordered.slice(0, 3).map((r) => r.name)).toEqual(['Walk-in pantry', 'Kitchen', 'Living room']);
    const natural = (await list('&useRoomTypeOrders=false')).json.roomTypes as { id: string }[];
    expect(natural[0]!.id).toBe('LIVING');
    const renameCommon = await t.call('PATCH', '/api/v1/room-types/batch', {
      token: manager,
      body: { enterpriseId, roomTypes: [{ id: 'KITCHEN', name: 'Cookery' }] },
    });
    expect(renameCommon.json.details[0].field).toBe('roomTypes.0.name');
    const unknown = await t.call('PATCH', '/api/v1/room-types/batch', {
      token: manager,
      body: { enterpriseId, roomTypes: [{ id: 'nope' }] },
    });
    expect(unknown.json.details[0].field).toBe('roomTypes.0.id');
  });

  it('renames, retires (soft) and deletes (hard) own types', async () => {
    const own = (await list('&useCommonTypes=false')).json.roomTypes as { id: string; name: string }[];
    const [showroom, fitting] = [
      own.find((r) => r.name === 'Showroom')!,
      own.find((r) => r.name === 'Fitting room')!,
    ];
    const renamed = await t.call('PATCH', `/api/v1/room-types/${showroom.id}`, {
      token: manager,
      body: { name: 'Gallery' },
    });
    expect(renamed.json.roomType.name).toBe('Gallery');
    const retired = await t.call('DELETE', `/api/v1/room-types/${showroom.id}/soft`, { token: manager });
    expect(retired.json.roomType.deleted).toBe(true);
    expect(
      (await list('&useCommonTypes=false')).json.roomTypes.map((r: { name: string }) => r.name),
    ).not.toContain('Gallery');
    const withRetired = await list('&useCommonTypes=false&includeDeleted=true');
    expect(withRetired.json.roomTypes.find((r: { id: string }) => r.id === showroom.id).deleted).toBe(true);
    expect((await t.call('DELETE', `/api/v1/room-types/${fitting.id}`, { token: designer })).status).toBe(
      403,
    );
    expect(
      (await t.call('DELETE', `/api/v1/room-types/${fitting.id}`, { token: manager })).json.deleted,
    ).toBe(true);
    expect(
      (await t.call('PATCH', `/api/v1/room-types/${fitting.id}`, { token: manager, body: { name: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('hides an enterprise’s types from other enterprises and personal users', async () => {
    const personal = await t.login('personal@demo.example');
    expect(
      (await t.call('GET', `/api/v1/room-types?enterpriseId=${enterpriseId}`, { token: personal })).status,
    ).toBe(404);
  });
});
