import type { AssetAccessType } from '@roomcraft/contract';
import { invalidField, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import type { AccessService } from '../access/access.service.ts';
import {
  accessTypesOf,
  allows,
  type GrantAccess,
  grantFor,
  type Need,
  type Role,
  strongest,
} from './../access/roles.ts';
import { presentGrant } from './grant.presenter.ts';
import type { GrantsRepository, Subject } from './grants.repository.ts';

type AccessType = (typeof AssetAccessType)[number];

interface Held {
  role: Role;
  /** The user who owns the subject (null for team folders, which the team holds). */
  ownerId: string | null;
  projectId: string | null;
  folderIds: string[];
}

export interface SharingServiceDeps {
  grants: GrantsRepository;
  access: AccessService;
  users: UsersRepository;
  notifications: NotificationsService;
}

/**
 * Grants of EDIT and VIEW on projects and folders, and asset accesses as their other face. Only the
 * owner and the team's managers share; EDIT and VIEW holders may drop their own grant.
 */
export class SharingService {
  constructor(private readonly deps: SharingServiceDeps) {}

  private async held(actor: UserRow, subject: Subject, need: Need): Promise<Held> {
    if (subject.kind === 'PROJECT') {
      const { project, role } = await this.deps.access.requireProject(actor, subject.id, need);
      const folderIds = [project.directory_id, project.team_directory_id].filter((id): id is string => !!id);
      return { role, ownerId: project.user_id, projectId: project.id, folderIds };
    }
    const { directory, role } = await this.deps.access.requireDirectory(actor, subject.id, need);
    const ownerId = directory.scope === 'ENTERPRISE' ? null : directory.owner_id;
    return { role, ownerId, projectId: null, folderIds: [directory.id] };
  }

  async grant(actor: UserRow, subject: Subject, userId: string, access: GrantAccess) {
    const held = await this.held(actor, subject, 'MANAGE');
    const target = await this.deps.users.byId(userId);
    if (!target) throw invalidField('userId', 'is not a user');
    if (target.id === held.ownerId)
      throw invalidField('userId', 'is the owner, who can do everything already');
    const id = await this.deps.grants.upsert(subject, target.id, access, actor.id);
    if (target.id !== actor.id) await this.tellGrantee(actor, subject, target.id, access);
    return presentGrant(await this.deps.grants.byId(id));
  }

  private async tellGrantee(actor: UserRow, subject: Subject, userId: string, access: GrantAccess) {
    const byName = actor.name ?? actor.nickname;
    const name = await this.deps.grants.nameOf(subject);
    await this.deps.notifications.notify(
      subject.kind === 'PROJECT'
        ? {
            type: 'PROJECT_SHARED',
            userIds: [userId],
            data: { projectId: subject.id, projectName: name, access, byName },
            link: `/projects/${subject.id}`,
          }
        : {
            type: 'FOLDER_SHARED',
            userIds: [userId],
            data: { folderId: subject.id, folderName: name, access, byName },
            link: '/projects',
          },
    );
  }

  async revoke(actor: UserRow, subject: Subject, userId: string): Promise<void> {
    // Anyone may give up their own grant; taking someone else's is sharing, for owners and managers.
    if (userId !== actor.id) await this.held(actor, subject, 'MANAGE');
    if (!(await this.deps.grants.remove(subject, userId))) throw notFound('grant');
  }

  /** The grants that reach a subject: its own and those on every folder above it. */
  async grantsOn(actor: UserRow, subject: Subject) {
    const held = await this.held(actor, subject, 'MANAGE');
    return (await this.deps.grants.onSubjects(held.projectId, held.folderIds)).map(presentGrant);
  }

  async myProjectGrants(actor: UserRow, page: number, size: number) {
    const { rows, totalCount } = await this.deps.grants.onProjectsOf(actor.id, page, size);
    return { rows: rows.map(presentGrant), totalCount };
  }

  /** Everyone's accesses (the owner and each grantee) for owners and managers; only your own otherwise. */
  async assetAccesses(actor: UserRow, subject: Subject) {
    const held = await this.held(actor, subject, 'VIEW');
    const entry = (userId: string, role: Role) => ({
      assetId: subject.id,
      assetType: subject.kind,
      userId,
      accessTypes: accessTypesOf(role),
    });
    if (!allows(held.role, 'MANAGE')) return [entry(actor.id, held.role)];
    const roles = new Map<string, Role | null>(held.ownerId ? [[held.ownerId, 'OWNER']] : []);
    for (const grant of await this.deps.grants.onSubjects(held.projectId, held.folderIds)) {
      roles.set(grant.user_id, strongest(roles.get(grant.user_id) ?? null, grant.access));
    }
    return [...roles].map(([userId, role]) => entry(userId, role!));
  }

  async grantAssetAccess(actor: UserRow, subject: Subject, userId: string, accessTypes: AccessType[]) {
    const grant = await this.grant(actor, subject, userId, grantFor(accessTypes));
    return {
      assetId: subject.id,
      assetType: subject.kind,
      userId,
      accessTypes: accessTypesOf(grant.accessType),
    };
  }

  async changeAssetAccess(actor: UserRow, subject: Subject, userId: string, accessTypes: AccessType[]) {
    await this.held(actor, subject, 'MANAGE');
    if (!(await this.deps.grants.find(subject, userId))) throw notFound('access');
    return this.grantAssetAccess(actor, subject, userId, accessTypes);
  }
}
