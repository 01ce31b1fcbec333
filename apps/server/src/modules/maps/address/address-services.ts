import type { JusoAnswer, KakaoAnswer } from '@roomcraft/contract';

/** The national road-name address service: addresses matching a keyword. */
export interface AddressSearch {
  search(keyword: string): Promise<JusoAnswer>;
}

/** A maps service's local search: places matching a query, with coordinates. */
export interface PlaceSearch {
  search(query: string): Promise<KakaoAnswer>;
}
