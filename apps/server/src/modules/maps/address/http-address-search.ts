import type { JusoAnswer, KakaoAnswer } from '@roomcraft/contract';
import { HttpError } from '../../../http/errors.ts';
import type { AddressSearch, PlaceSearch } from './address-services.ts';

/** How to reach an outside service: its base URL, its key and how long to wait for it. */
export interface ServiceEndpoint {
  baseUrl: string;
  key: string;
  timeoutMs: number;
}

/** The service did not answer in time: 504 with the reason. */
const timedOut = (service: string, ms: number) =>
  new HttpError(504, 'address_service_timeout', `The ${service} did not answer within ${ms} ms.`);
/** The service answered badly or not at all: 502 with the reason. */
const unavailable = (service: string, reason: string) =>
  new HttpError(502, 'address_service_unavailable', `The ${service} is unavailable: ${reason}`);

/** One GET of a JSON document from a service, its failures turned into 502 and 504. */
async function getJson(
  service: string,
  url: URL,
  endpoint: ServiceEndpoint,
  headers: Record<string, string> = {},
) {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(endpoint.timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw timedOut(service, endpoint.timeoutMs);
    throw unavailable(service, (error as Error).message);
  }
  if (!response.ok) throw unavailable(service, `it answered ${response.status}`);
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw timedOut(service, endpoint.timeoutMs);
    throw unavailable(service, 'its answer is not JSON');
  }
}

interface JusoRecord {
  roadAddr?: string;
  jibunAddr?: string;
  zipNo?: string;
  admCd?: string;
  bdNm?: string;
}

/** The national road-name address service (its addrLinkApi, JSON form), asked with the configured key. */
export class JusoHttpClient implements AddressSearch {
  private readonly service = 'national address service';
  constructor(private readonly endpoint: ServiceEndpoint) {}

  async search(keyword: string): Promise<JusoAnswer> {
    const url = new URL('/addrlink/addrLinkApi.do', this.endpoint.baseUrl);
    url.search = new URLSearchParams({
      confmKey: this.endpoint.key,
      keyword,
      resultType: 'json',
      currentPage: '1',
      countPerPage: '10',
    }).toString();
    const json = await getJson(this.service, url, this.endpoint);
    const results = json.results as { common?: Record<string, string>; juso?: JusoRecord[] } | undefined;
    const common = results?.common;
    if (!common) throw unavailable(this.service, 'its answer has no results');
    if (common.errorCode !== '0')
      throw unavailable(this.service, `${common.errorCode} ${common.errorMessage ?? ''}`.trim());
    const addresses = (results.juso ?? []).map((j) => ({
      roadAddress: j.roadAddr ?? '',
      lotAddress: j.jibunAddr ?? '',
      zipCode: j.zipNo ?? '',
      districtCode: j.admCd ?? '',
      buildingName: j.bdNm ?? '',
    }));
    return { total: Number(common.totalCount ?? addresses.length), addresses };
  }
}

interface KakaoDocument {
  place_name?: string;
  address_name?: string;
  road_address_name?: string;
  category_name?: string;
  x?: string;
  y?: string;
}

/** A maps service's keyword search (its local API), asked with the configured REST key. */
export class KakaoHttpClient implements PlaceSearch {
  private readonly service = 'maps local search';
  constructor(private readonly endpoint: ServiceEndpoint) {}

  async search(query: string): Promise<KakaoAnswer> {
    const url = new URL('/v2/local/search/keyword.json', this.endpoint.baseUrl);
    url.search = new URLSearchParams({ query, size: '10' }).toString();
    const json = await getJson(this.service, url, this.endpoint, {
      authorization: `KakaoAK ${this.endpoint.key}`,
    });
    if (!Array.isArray(json.documents)) throw unavailable(this.service, 'its answer has no documents');
    const places = (json.documents as KakaoDocument[]).map((d) => ({
      name: d.place_name ?? '',
      address: d.address_name ?? '',
      roadAddress: d.road_address_name ?? '',
      category: d.category_name ?? '',
      lat: Number(d.y),
      lng: Number(d.x),
    }));
    return { places: places.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng)) };
  }
}
