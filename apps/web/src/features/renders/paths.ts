/** Where the renders screens live. */
export const RENDERS_PATH = '/renders';
export const galleryPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/renders`;
export const bundlesPath = (projectId: string) => `${galleryPath(projectId)}/bundles`;
export const bundlePath = (projectId: string, bundleId: string) =>
  `${bundlesPath(projectId)}/${encodeURIComponent(bundleId)}`;
/** The published bundle's page, open to anyone with the link. */
export const publicBundlePath = (bundleId: string) => `/bundles/${encodeURIComponent(bundleId)}`;
