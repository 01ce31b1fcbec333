/**
 * The console lives at /back-office because /ops is the back-office API's base: the server answers
 * a page load there with the API's 404, not with the app.
 */
export const OPS_PATH = '/back-office';
export const OPS_SIGN_IN_PATH = `${OPS_PATH}/sign-in`;
export const OPS_PUBLIC_LIBRARY_PATH = `${OPS_PATH}/public-library`;
export const OPS_USERS_PATH = `${OPS_PATH}/users`;
export const OPS_RENDER_QUEUE_PATH = `${OPS_PATH}/render-queue`;
export const OPS_AUDIT_PATH = `${OPS_PATH}/audit-log`;
