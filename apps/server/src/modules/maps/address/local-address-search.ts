import type { JusoAnswer, KakaoAnswer } from '@roomcraft/contract';
import type { AddressSearch, PlaceSearch } from './address-services.ts';
import { SAMPLE_COMPLEXES, type SampleComplex } from './sample-complexes.ts';

const MAX_RESULTS = 10;
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Whether every word of a query appears in one of the texts (spaces ignored, as the services do). */
function matches(query: string, texts: string[]): boolean {
  const words = query.split(/\s+/).filter(Boolean).map(fold);
  const haystack = texts.map(fold).join('|');
  return words.every((word) => haystack.includes(word));
}

const searchable = (c: SampleComplex) => [c.name, c.roadAddress, c.lotAddress, c.districtCode, c.zipCode];

/** The sample complexes matching a query, and how many matched. */
function findSample(complexes: readonly SampleComplex[], query: string) {
  const found = complexes.filter((c) => matches(query, searchable(c)));
  return { total: found.length, shown: found.slice(0, MAX_RESULTS) };
}

/** The road-name address search over the bundled sample: the default when no service key is set, and the tests'. */
export class LocalAddressSearch implements AddressSearch {
  constructor(private readonly complexes: readonly SampleComplex[] = SAMPLE_COMPLEXES) {}

  async search(keyword: string): Promise<JusoAnswer> {
    const { total, shown } = findSample(this.complexes, keyword);
    const addresses = shown.map((c) => ({
      roadAddress: c.roadAddress,
      lotAddress: c.lotAddress,
      zipCode: c.zipCode,
      districtCode: c.districtCode,
      buildingName: c.name,
    }));
    return { total, addresses };
  }
}

/** The place search over the bundled sample, likewise. */
export class LocalPlaceSearch implements PlaceSearch {
  constructor(private readonly complexes: readonly SampleComplex[] = SAMPLE_COMPLEXES) {}

  async search(query: string): Promise<KakaoAnswer> {
    const { shown } = findSample(this.complexes, query);
    const places = shown.map((c) => ({
      name: c.name,
      address: c.lotAddress,
      roadAddress: c.roadAddress,
      category: '부동산 > 주거시설 > 아파트',
      lat: c.lat,
      lng: c.lng,
    }));
    return { places };
  }
}
