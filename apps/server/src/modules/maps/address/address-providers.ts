import type { Config } from '../../../config.ts';
import type { AddressSearch, PlaceSearch } from './address-services.ts';
import { JusoHttpClient, KakaoHttpClient } from './http-address-search.ts';
import { LocalAddressSearch, LocalPlaceSearch } from './local-address-search.ts';

/** The real services where their keys are configured, the bundled sample otherwise. */
export function addressProviders(config: Config['addressServices']): {
  juso: AddressSearch;
  kakao: PlaceSearch;
} {
  const { juso, kakao, timeoutMs } = config;
  return {
    juso: juso.key
      ? new JusoHttpClient({ baseUrl: juso.baseUrl, key: juso.key, timeoutMs })
      : new LocalAddressSearch(),
    kakao: kakao.key
      ? new KakaoHttpClient({ baseUrl: kakao.baseUrl, key: kakao.key, timeoutMs })
      : new LocalPlaceSearch(),
  };
}
