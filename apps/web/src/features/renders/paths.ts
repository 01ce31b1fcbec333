/** Where the renders screens live. */
export const RENDERS_PATH = '/renders';
export const galleryPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/renders`;
