import type { ShareKeysQuery } from '@roomcraft/contract';
import type { Design } from '@roomcraft/scene';
import type { z } from 'zod';
import { notFound } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { newSecret } from '../../../lib/tokens.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { isManager } from '../../users/roles.ts';
import type { AccessRepository } from '../access/access.repository.ts';
import type { AccessService } from '../access/access.service.ts';
import { storedDesign } from '../projects/design.ts';
import type { ProjectRow } from '../projects/project-columns.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { ShareKeyRow, ShareKeysRepository } from './share-keys.repository.ts';

/** Someone with a link: no bookmarks, no team. */
const ANONYMOUS = { id: '', enterprise_id: null };

export interface ShareKeysServiceDeps {
  keys: ShareKeysRepository;
  projects: ProjectsRepository;
  facts: AccessRepository;
  access: AccessService;
}

/**
 * Share keys open one active project read-only to anyone holding the link. The owner and managers
 * make and revoke them; a PUBLIC key also publishes the project's portfolio (workspace-share-keys.md).
 */
export class ShareKeysService {
  constructor(private readonly deps: ShareKeysServiceDeps) {}

  async create(actor: UserRow, projectId: string, visibility: 'PUBLIC' | 'UNLISTED'): Promise<ShareKeyRow> {
    await this.deps.access.requireProject(actor, projectId, 'MANAGE');
    const id = newId();
    await this.deps.keys.insert({
      id,
      key: newSecret(),
      project_id: projectId,
      visibility,
      created_by: actor.id,
    });
    return (await this.deps.keys.liveById(id))!;
  }

  async revoke(actor: UserRow, id: string): Promise<void> {
    const key = await this.deps.keys.liveById(id);
    if (!key) throw notFound('share key');
    await this.deps.access.requireProject(actor, key.project_id, 'MANAGE');
    await this.deps.keys.revoke(id);
  }

  async ofProject(actor: UserRow, projectId: string): Promise<ShareKeyRow[]> {
    await this.deps.access.requireProject(actor, projectId, 'MANAGE');
    return this.deps.keys.ofProject(projectId);
  }

  list(actor: UserRow, query: z.output<typeof ShareKeysQuery>) {
    const filter = {
      ownerId: actor.id,
      enterpriseId: isManager(actor) ? actor.enterprise_id : null,
      onlyPublic: query.onlyPublic,
      projectIds: query.projectIds,
      newestFirst: query.sort === 'createdAt,desc',
    };
    return this.deps.keys.page(filter, query.page, query.size);
  }

  /** The project a link opens; any wrong, revoked or stale key answers the same 404. */
  async open(projectId: string, key: string): Promise<{ project: ProjectRow; design: Design }> {
    if (!(await this.deps.keys.opening(projectId, key))) throw notFound('project');
    const [project, design] = await Promise.all([
      this.deps.projects.byId(projectId, ANONYMOUS),
      this.deps.projects.design(projectId),
    ]);
    return { project: project!, design: storedDesign(design!.design) };
  }

  /**
   * A portfolio is public when the project has a PUBLIC key or sits in a public folder; a share key
   * of the project (any visibility) opens it too, as it opens the design.
   */
  async portfolio(projectId: string, key?: string): Promise<ProjectRow> {
    const facts = await this.deps.facts.project(projectId);
    const published =
      facts?.state === 0 &&
      ((key !== undefined && (await this.deps.keys.opening(projectId, key)) !== undefined) ||
        (await this.deps.keys.hasPublicKey(projectId)) ||
        (await this.deps.access.inPublicFolder(facts)));
    if (!published) throw notFound('portfolio');
    return (await this.deps.projects.byId(projectId, ANONYMOUS))!;
  }
}
