/** The path of the signed-out, read-only page a share key opens. */
export const PUBLIC_PROJECT_PATH = '/p/:projectId';

/** The link handed out for a share key: this app's public page, not the API call behind it. */
export function shareLinkUrl(origin: string, projectId: string, key: string): string {
  return `${origin}/p/${encodeURIComponent(projectId)}?key=${encodeURIComponent(key)}`;
}
