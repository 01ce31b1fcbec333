import {
  authRoutes,
  enterpriseRoutes,
  libraryCategoryRoutes,
  opsRoutes,
  templateRoutes,
  userRoutes,
} from '@roomcraft/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fieldErrorsOf } from './api-error.ts';
import { callApi, callAsOperator, callList, urlOf } from './client.ts';
import { operatorToken, userToken } from './tokens.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('urlOf', () => {
  it('puts the surface base in front and fills path parameters, encoded', () => {
    const url = urlOf(enterpriseRoutes.changeRole, { params: { id: 'e 1', userId: 'u/2' } });
    expect(url).toBe('/api/v1/enterprise/e%201/users/u%2F2/role');
  });

  it('leaves empty filters out of the query string', () => {
    const url = urlOf(enterpriseRoutes.users, {
      params: { id: 'e1' },
      query: { search: 'kim lee', role: undefined, active: '', page: 0, size: 20 },
    });
    expect(url).toBe('/api/v1/enterprise/e1/users?search=kim+lee&page=0&size=20');
  });

  it('reads `::` as a literal colon (the managers’ count is `/manager:count`)', () => {
    expect(urlOf(templateRoutes.managerCount, { query: { userName: 'kim' } })).toBe(
      '/api/v1/template/enterprise/manager:count?userName=kim',
    );
  });

  it('refuses to call a path whose parameter is missing', () => {
    expect(() => urlOf(userRoutes.byId, { params: {} })).toThrow(/"id"/);
  });
});

describe('callApi', () => {
  it('sends the JSON body and the user session token', async () => {
    userToken.set('user-token');
    const sent = fakeFetch(200, { user: { id: 'u1' } });
    const answer = await callApi(userRoutes.updateMe, { body: { nickname: 'Mina' } });
    expect(answer.user.id).toBe('u1');
    expect(sent[0]?.url).toBe('/api/v1/user');
    expect(sent[0]?.init.method).toBe('PATCH');
    expect(sent[0]?.init.body).toBe('{"nickname":"Mina"}');
    expect(sent[0]?.init.headers).toMatchObject({
      authorization: 'Bearer user-token',
      'content-type': 'application/json',
    });
  });

  it('sends no body and no content type when the route has none', async () => {
    const sent = fakeFetch(200, { ok: true });
    await callApi(authRoutes.logout);
    expect(sent[0]?.url).toBe('/auth/logout');
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[0]?.init.headers).not.toHaveProperty('content-type');
  });

  it('uses the operator session on the back-office surface', async () => {
    userToken.set('user-token');
    operatorToken.set('operator-token');
    const sent = fakeFetch(200, { operator: { id: 'o1' } });
    await callApi(opsRoutes.me);
    expect(sent[0]?.url).toBe('/ops/v1/me');
    expect(sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer operator-token' });
  });

  it('calls a main-API route with the operator session when asked to', async () => {
    userToken.set('user-token');
    operatorToken.set('operator-token');
    const sent = fakeFetch(200, { category: { id: 'c1' } });
    await callAsOperator(libraryCategoryRoutes.setPublicLibraryVisibility, {
      params: { id: 'c1' },
      body: { restricted: false },
    });
    expect(sent[0]?.url).toBe('/api/v2/categories/public-library/c1');
    expect(sent[0]?.init.headers).toMatchObject({
      authorization: 'Bearer operator-token',
      'content-type': 'application/json',
    });
  });

  it('throws the server error with its status, code, message and details', async () => {
    const details = [{ field: 'body.email', message: 'is already registered' }];
    fakeFetch(400, { code: 'validation_failed', message: 'body.email: is already registered', details });
    const error = await callApi(authRoutes.signUp, {
      body: { email: 'a@b.example', password: 'long-enough', nickname: 'A' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', details });
    expect(fieldErrorsOf(error)).toEqual({ email: 'is already registered' });
  });

  it('turns an answer that is not the error shape into a generic error', async () => {
    fakeFetch(502, '<html>Bad gateway</html>');
    const error = await callApi(userRoutes.me).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'server_error' });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await callApi(userRoutes.me).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Failed to fetch' });
  });
});

describe('callList', () => {
  it('reads a plain array answer as page 1 of one page with size 20', async () => {
    fakeFetch(200, [{ id: 'e1' }, { id: 'e2' }]);
    const page = await callList(opsRoutes.enterprises, { query: { page: 0 } });
    expect(page).toEqual({
      data: [{ id: 'e1' }, { id: 'e2' }],
      page: 1,
      size: 20,
      count: 2,
      totalCount: 2,
      totalPages: 1,
    });
  });

  it('keeps a paged answer as it is', async () => {
    const paged = { data: [{ id: 'e1' }], page: 2, size: 1, count: 1, totalCount: 5, totalPages: 5 };
    fakeFetch(200, paged);
    expect(await callList(opsRoutes.enterprises, { query: { page: 2, size: 1 } })).toEqual(paged);
  });
});

describe('fieldErrorsOf', () => {
  it('keys nested fields by their form path and ignores other errors', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', [
      { field: 'body.admin.email', message: 'is invalid' },
      { field: 'currentPassword', message: 'does not match' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ 'admin.email': 'is invalid', currentPassword: 'does not match' });
    expect(fieldErrorsOf(new ApiError(409, 'conflict', 'stale'))).toEqual({});
  });
});
