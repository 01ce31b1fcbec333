/** The workspace's screens. */
export const PROJECTS_PATH = '/projects';
export const SHARED_PATH = '/projects/shared';
export const BOOKMARKS_PATH = '/projects/bookmarks';
export const TRASH_PATH = '/projects/trash';
export const TEAM_PROJECTS_PATH = '/team/projects';

export const folderPath = (folderId: string) => `${PROJECTS_PATH}?folder=${encodeURIComponent(folderId)}`;
export const projectPath = (projectId: string) => `${PROJECTS_PATH}/${encodeURIComponent(projectId)}`;
/** The 2D plan editor (owned by the editor feature). */
export const editorPath = (projectId: string) => `/editor/${encodeURIComponent(projectId)}`;
/** The renders gallery of a project (owned by the renders feature). */
export const rendersPath = (projectId: string) => `${projectPath(projectId)}/renders`;
