/** A bearer token kept in localStorage under its own key, so a reload keeps the session. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

function tokenStore(key: string): TokenStore {
  return {
    get: () => globalThis.localStorage?.getItem(key) ?? null,
    set: (token) => globalThis.localStorage?.setItem(key, token),
    clear: () => globalThis.localStorage?.removeItem(key),
  };
}

/** The signed-in user's session (main API and authentication service). */
export const userToken = tokenStore('roomcraft.session');
/** The back-office operator's session, kept apart so both can be open in one browser. */
export const operatorToken = tokenStore('roomcraft.operator-session');
