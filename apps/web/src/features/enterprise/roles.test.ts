import type { User } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { assignableRanks, isManager, outranks, rankNameOf } from './roles.ts';

const member = (id: string, roleRank: User['roleRank'], enterpriseId: string | null = 'e1'): User => ({
  id,
  email: `${id}@demo.example`,
  nickname: id,
  name: null,
  role: 'DESIGNER',
  roleRank,
  enterpriseId,
  accountState: 'DONE',
  active: true,
  salesAccount: false,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('roles', () => {
  const admin = member('admin', 3);
  const manager = member('manager', 2);
  const designer = member('designer', 1);

  it('names ranks as the spec does', () => {
    expect([0, 1, 2, 3].map(rankNameOf)).toEqual(['PERSONAL', 'DESIGNER', 'MANAGER', 'ADMIN']);
  });

  it('counts only enterprise members of rank 2 and up as managers', () => {
    expect([admin, manager, designer].map(isManager)).toEqual([true, true, false]);
    expect(isManager(member('solo', 2, null))).toBe(false);
  });

  it('lets a manager act only on colleagues below them', () => {
    expect(outranks(manager, designer)).toBe(true);
    expect(outranks(admin, manager)).toBe(true);
    expect(outranks(manager, admin)).toBe(false);
    expect(outranks(manager, member('peer', 2))).toBe(false);
    expect(outranks(manager, manager)).toBe(false);
    expect(outranks(manager, member('elsewhere', 1, 'e2'))).toBe(false);
  });

  it('offers no role above the actor’s own', () => {
    expect(assignableRanks(admin)).toEqual(['DESIGNER', 'MANAGER', 'ADMIN']);
    expect(assignableRanks(manager)).toEqual(['DESIGNER', 'MANAGER']);
  });
});
