import { type FromMap, type FromMapInput, ProjectState, type UpdateProjectBody } from '@roomcraft/contract';
import type { ProjectsTable } from '@roomcraft/db';
import type { Design } from '@roomcraft/scene';
import type { Updateable } from 'kysely';
import { conflict, forbidden, invalidField, notFound } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { EventRecorder } from '../../statistics/events.ts';
import { isManager, sameEnterprise } from '../../users/roles.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import type { ProjectFacts } from '../access/access.repository.ts';
import type { AccessService } from '../access/access.service.ts';
import type { Role } from '../access/roles.ts';
import type { DirectoriesRepository } from '../directories/directories.repository.ts';
import type { CoverImages } from './cover-images.ts';
import { checkDesign, newDesign, storedDesign } from './design.ts';
import type { DesignImages } from './design-images.ts';
import type { ProjectRow } from './project-columns.ts';
import type { ProjectsRepository } from './projects.repository.ts';

type Owner = Pick<UserRow, 'id' | 'enterprise_id'>;

export interface ProjectsServiceDeps {
  projects: ProjectsRepository;
  directories: DirectoriesRepository;
  access: AccessService;
  covers: CoverImages;
  designImages: DesignImages;
  users: UsersRepository;
  mapPlans: MapPlanOpener;
  events: EventRecorder;
}

/** Opens a completed map floor plan the user sees as a design, with where it came from (the maps domain). */
export type MapPlanOpener = (
  user: Pick<UserRow, 'enterprise_id'>,
  fromMap: FromMapInput,
) => Promise<{ design: Design; fromMap: FromMap }>;

/** A change to a project in the trash. */
export const inTrash = () => conflict('The project is in the trash; restore it first.', 'project_in_trash');

/** Creating, changing, trashing, copying and designing projects; every call asks the access service first. */
export class ProjectsService {
  constructor(private readonly deps: ProjectsServiceDeps) {}

  private async row(id: string, viewer: UserRow): Promise<ProjectRow> {
    return (await this.deps.projects.byId(id, viewer))!;
  }

  async create(
    actor: UserRow,
    ownerId: string,
    input: {
      name: string;
      description?: string;
      directoryId?: string | null;
      teamDirectoryId?: string | null;
      design?: Design;
      fromMap?: FromMapInput;
    },
  ): Promise<ProjectRow> {
    const owner = ownerId === actor.id ? actor : await this.memberFor(actor, ownerId);
    await this.checkFolders(owner, input);
    if (input.fromMap && input.design) throw invalidField('design', 'is taken from the map floor plan');
    const opened = input.fromMap ? await this.deps.mapPlans(owner, input.fromMap) : null;
    const id = newId();
    await this.deps.projects.insert({
      id,
      user_id: owner.id,
      enterprise_id: owner.enterprise_id,
      name: input.name,
      description: input.description ?? '',
      directory_id: input.directoryId ?? null,
      team_directory_id: input.teamDirectoryId ?? null,
      design: JSON.stringify(checkDesign(opened?.design ?? input.design ?? newDesign())),
      from_map: opened ? JSON.stringify(opened.fromMap) : null,
    });
    await this.deps.events.record({
      kind: 'PROJECT_CREATED',
      enterpriseId: owner.enterprise_id,
      userId: owner.id,
      subject: id,
    });
    return this.row(id, actor);
  }

  /** A manager may create a project owned by a member of their team. */
  private async memberFor(actor: UserRow, userId: string): Promise<UserRow> {
    const member = await this.deps.users.byId(userId);
    if (!member || !sameEnterprise(actor, member)) throw notFound('user');
    if (!isManager(actor)) throw forbidden('Only managers create projects for their colleagues.');
    return member;
  }

  /** A project sits in its owner's own folder and in a folder of its team, nowhere else. */
  private async checkFolders(
    owner: Owner,
    input: { directoryId?: string | null; teamDirectoryId?: string | null },
  ) {
    if (input.directoryId) {
      const folder = await this.deps.directories.byId(input.directoryId);
      if (!folder || folder.scope === 'ENTERPRISE' || folder.owner_id !== owner.id) {
        throw invalidField('directoryId', "is not a personal or public folder of the project's owner");
      }
    }
    if (input.teamDirectoryId) {
      const folder = await this.deps.directories.byId(input.teamDirectoryId);
      if (folder?.scope !== 'ENTERPRISE' || folder.enterprise_id !== owner.enterprise_id) {
        throw invalidField('teamDirectoryId', "is not a folder of the project's team");
      }
    }
  }

  async detail(actor: UserRow, id: string): Promise<{ project: ProjectRow; role: Role }> {
    const { role } = await this.deps.access.requireProject(actor, id, 'VIEW');
    return { project: await this.row(id, actor), role };
  }

  /** Names, descriptions and selection are edits; state and folders belong to the owner and managers. */
  async update(actor: UserRow, id: string, body: UpdateProjectBody): Promise<ProjectRow> {
    const manages =
      body.state !== undefined || body.directoryId !== undefined || body.teamDirectoryId !== undefined;
    const { project } = await this.deps.access.requireProject(actor, id, manages ? 'MANAGE' : 'EDIT');
    await this.checkFolders({ id: project.user_id, enterprise_id: project.enterprise_id }, body);
    const changes: Updateable<ProjectsTable> = {
      name: body.name,
      description: body.description,
      selected: body.selected,
      directory_id: body.directoryId,
      team_directory_id: body.teamDirectoryId,
      ...(body.state !== undefined ? stateChange(project, body.state) : {}),
    };
    await this.deps.projects.update(id, changes);
    return this.row(id, actor);
  }

  trash(actor: UserRow, id: string): Promise<ProjectRow> {
    return this.update(actor, id, { state: ProjectState.DEACTIVATED });
  }

  restore(actor: UserRow, id: string): Promise<ProjectRow> {
    return this.update(actor, id, { state: ProjectState.ACTIVATED });
  }

  async design(actor: UserRow, id: string) {
    await this.deps.access.requireProject(actor, id, 'VIEW');
    const row = (await this.deps.projects.design(id))!;
    return { ...row, design: storedDesign(row.design) };
  }

  async saveDesign(actor: UserRow, id: string, basedOn: number, design: Design) {
    const { project } = await this.deps.access.requireProject(actor, id, 'EDIT');
    if (project.state !== ProjectState.ACTIVATED) throw inTrash();
    const saved = await this.deps.projects.saveDesign(id, basedOn, checkDesign(design));
    if (saved) return saved;
    const current = (await this.deps.projects.design(id))!;
    throw conflict(
      `The design was saved by someone else since version ${basedOn}; load version ${current.design_version} and try again.`,
      'version_conflict',
      { currentVersion: current.design_version },
    );
  }

  /** A deep copy owned by the caller: its own design and its own cover files. */
  async copy(actor: UserRow, id: string, name?: string): Promise<ProjectRow> {
    await this.deps.access.requireProject(actor, id, 'EDIT');
    const source = await this.row(id, actor);
    if (source.state !== ProjectState.ACTIVATED) throw inTrash();
    const coverId = source.cover_id ? await this.deps.covers.copy(source.cover_id) : null;
    const copyId = newId();
    await this.deps.projects.copy(id, {
      id: copyId,
      user_id: actor.id,
      enterprise_id: actor.enterprise_id,
      name: name ?? `${source.name} (copy)`.slice(0, 100),
      cover_id: coverId,
      cover_format: coverId ? source.cover_format : null,
    });
    const { design } = (await this.deps.projects.design(copyId))!;
    await this.deps.designImages.copy(id, copyId, design);
    return this.row(copyId, actor);
  }

  /** Checks access before reading the upload, stores the new cover, then drops the old files. */
  async setCover(actor: UserRow, id: string, upload: () => Promise<Buffer>): Promise<ProjectRow> {
    await this.deps.access.requireProject(actor, id, 'EDIT');
    const stored = await this.deps.covers.store(await upload());
    const previous = await this.deps.projects.replaceCover(id, stored.coverId, stored.format);
    if (previous) await this.deps.covers.remove(previous);
    return this.row(id, actor);
  }

  async coverImage(
    coverId: string,
    which: 'cover' | 'thumbnail',
  ): Promise<{ bytes: Buffer; format: string }> {
    const row = await this.deps.projects.coverFormat(coverId);
    const bytes = row?.cover_format ? await this.deps.covers.read(coverId, which) : null;
    if (!row?.cover_format || !bytes) throw notFound('cover');
    return { bytes, format: which === 'thumbnail' ? 'webp' : row.cover_format };
  }
}

/** Into the trash keeps the date it went there (the purge counts from it); out of it clears the date. */
function stateChange(project: ProjectFacts, state: number): Updateable<ProjectsTable> {
  if (project.state === state) return {};
  return { state, trashed_at: state === ProjectState.DEACTIVATED ? new Date() : null };
}
