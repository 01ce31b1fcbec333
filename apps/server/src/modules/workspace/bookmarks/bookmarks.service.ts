import { forbidden, invalidField, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { type AccessService, managesTeam } from '../access/access.service.ts';
import type { BookmarksRepository, Holder } from './bookmarks.repository.ts';

export interface BookmarksServiceDeps {
  bookmarks: BookmarksRepository;
  access: AccessService;
}

/** Bookmarks: yours on any project you may open; your team's, set by its managers, on the team's projects. */
export class BookmarksService {
  constructor(private readonly deps: BookmarksServiceDeps) {}

  async forUser(actor: UserRow, projectId: string, userId: string, on: boolean): Promise<void> {
    if (userId !== actor.id) throw forbidden('You bookmark projects for yourself only.');
    await this.deps.access.requireProject(actor, projectId, 'VIEW');
    await this.set(projectId, { userId }, on);
  }

  async forTeam(actor: UserRow, projectId: string, teamId: string, on: boolean): Promise<void> {
    if (actor.enterprise_id !== teamId) throw notFound('team');
    if (!managesTeam(actor, teamId)) throw forbidden("Only managers set the team's bookmarks.");
    const { project } = await this.deps.access.requireProject(actor, projectId, 'VIEW');
    if (project.enterprise_id !== teamId)
      throw invalidField('teamId', 'the project does not belong to this team');
    await this.set(projectId, { enterpriseId: teamId }, on);
  }

  private set(projectId: string, holder: Holder, on: boolean): Promise<void> {
    return on ? this.deps.bookmarks.add(projectId, holder) : this.deps.bookmarks.remove(projectId, holder);
  }
}
