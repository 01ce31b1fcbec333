/**
 * The editor session's id, one per project and browser tab: the render queue in the editor lists
 * the jobs asked for in this session (`GET /v1/renders?sessionId`), and a reload keeps them.
 */
export function editorSessionId(projectId: string): string {
  const key = `roomcraft.render-session.${projectId}`;
  const known = globalThis.sessionStorage?.getItem(key);
  if (known) return known;
  // randomUUID exists only in secure contexts; the id is not a secret, so anything unique will do.
  const id =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  globalThis.sessionStorage?.setItem(key, id);
  return id;
}
