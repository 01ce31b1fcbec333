import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** A stand-in for the outside services on this machine: it answers per path, slowly or badly as told. */
function localService(
  handle: (
    path: string,
    headers: Record<string, unknown>,
  ) => { delayMs?: number; status?: number; body: string },
) {
  const server: Server = createServer((request, response) => {
    const answer = handle(request.url ?? '', request.headers);
    const timer = setTimeout(() => {
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
    response.on('close', () => clearTimeout(timer));
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

const JUSO_OK = JSON.stringify({
  results: {
    common: { errorCode: '0', errorMessage: '정상', totalCount: '1' },
    juso: [
      {
        roadAddr: '서울특별시 중구 세종대로 110',
        jibunAddr: '서울특별시 중구 태평로1가 31',
        zipNo: '04524',
        admCd: '1114010300',
        bdNm: '서울특별시청',
      },
    ],
  },
});

describe('address search: the bundled sample by default', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('designer@demo.example');
  });
  afterAll(() => t.close());

  it('finds road-name addresses and places in the sample', async () => {
    const juso = await t.call(
      'GET',
      `/api/v1/external/gov/juso/search?keyword=${encodeURIComponent('송파구 올림픽로')}`,
      { token },
    );
    expect(juso.status).toBe(200);
    expect(juso.json.addresses.map((a: { buildingName: string }) => a.buildingName).sort()).toEqual([
      '잠실엘스',
      '파크리오',
    ]);
    const kakao = await t.call(
      'GET',
      `/api/v1/external/kakao/local/search?query=${encodeURIComponent('헬리오')}`,
      { token },
    );
    expect(kakao.json.places).toEqual([
      expect.objectContaining({ name: '헬리오시티', lat: 37.4969, lng: 127.1074 }),
    ]);
  });

  it('refuses an empty keyword and a caller who has not signed in', async () => {
    expect((await t.call('GET', '/api/v1/external/gov/juso/search?keyword=', { token })).status).toBe(400);
    expect((await t.call('GET', '/api/v1/external/kakao/local/search?query=x')).status).toBe(401);
  });
});

describe('address search: the real clients against services that answer, fail or hang', () => {
  let t: TestApp;
  let token: string;
  let service: Awaited<ReturnType<typeof localService>>;
  let mode: 'ok' | 'slow' | 'failing' | 'refusing' = 'ok';
  const seen: Record<string, unknown>[] = [];
  beforeAll(async () => {
    service = await localService((path, headers) => {
      seen.push({ path, authorization: headers.authorization });
      if (mode === 'slow') return { delayMs: 8000, body: '{}' };
      if (mode === 'failing') return { status: 503, body: '{"error":"maintenance"}' };
      if (mode === 'refusing')
        return {
          body: JSON.stringify({
            results: { common: { errorCode: 'E0001', errorMessage: '승인되지 않은 KEY 입니다.' } },
          }),
        };
      if (path.startsWith('/addrlink/')) return { body: JUSO_OK };
      return {
        body: JSON.stringify({
          documents: [
            {
              place_name: '서울특별시청',
              address_name: '서울 중구 태평로1가 31',
              road_address_name: '서울 중구 세종대로 110',
              category_name: '공공기관',
              x: '126.97842',
              y: '37.56668',
            },
          ],
        }),
      };
    });
    const endpoint = { baseUrl: service.url, key: 'test-key' };
    t = await createTestApp({
      config: { addressServices: { juso: endpoint, kakao: endpoint, timeoutMs: 1500 } },
    });
    token = await t.login('designer@demo.example');
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const juso = () =>
    t.call('GET', `/api/v1/external/gov/juso/search?keyword=${encodeURIComponent('세종대로 110')}`, {
      token,
    });
  const kakao = () =>
    t.call('GET', `/api/v1/external/kakao/local/search?query=${encodeURIComponent('시청')}`, { token });

  it('asks the services with the key and answers their results', async () => {
    mode = 'ok';
    const road = await juso();
    expect(road.json).toEqual({
      total: 1,
      addresses: [
        expect.objectContaining({ roadAddress: '서울특별시 중구 세종대로 110', districtCode: '1114010300' }),
      ],
    });
    const place = await kakao();
    expect(place.json.places).toEqual([
      expect.objectContaining({ name: '서울특별시청', lat: 37.56668, lng: 126.97842 }),
    ]);
    expect(seen.find((s) => String(s.path).startsWith('/addrlink/'))!.path).toContain('confmKey=test-key');
    expect(seen.find((s) => String(s.path).startsWith('/v2/local/'))!.authorization).toBe('KakaoAK test-key');
  });

  it('answers 504 with the reason when a service does not answer in time', async () => {
    mode = 'slow';
    for (const call of [juso, kakao]) {
      const { status, json } = await call();
      expect(status).toBe(504);
      expect(json).toMatchObject({ code: 'address_service_timeout' });
      expect(json.message).toContain('1500 ms');
    }
  });

  it('answers 502 with the reason when a service fails or refuses the key', async () => {
    mode = 'failing';
    const failing = await juso();
    expect(failing.status).toBe(502);
    expect(failing.json.message).toContain('503');
    mode = 'refusing';
    const refused = await juso();
    expect(refused.status).toBe(502);
    expect(refused.json.message).toContain('E0001');
  });

  it('answers 502 when nothing listens where the service should be', async () => {
    await service.close();
    mode = 'ok';
    expect((await kakao()).status).toBe(502);
  });
});
