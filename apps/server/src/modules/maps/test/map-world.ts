import type { TestApp } from '../../../test/harness.ts';
import type { SampleComplex } from '../address/sample-complexes.ts';

/** The demo people every map test signs in as. */
export async function mapPeople(t: TestApp) {
  const ops = await t.call('POST', '/ops/login', {
    body: { email: 'operator@demo.example', password: 'demo-password' },
  });
  return {
    designer: await t.login('designer@demo.example'),
    personal: await t.login('personal@demo.example'),
    operator: ops.json.token as string,
  };
}

/** A complex of the registry's shape at a point, with one 84 m² unit type. */
export const complexAt = (name: string, lat: number, lng: number): SampleComplex => ({
  name,
  roadAddress: `서울특별시 테스트구 ${name}로 1`,
  lotAddress: `서울특별시 테스트구 테스트동 ${Math.round(lat * 1000) % 1000}`,
  districtCode: '1100000000',
  zipCode: '00000',
  lat,
  lng,
  households: 100,
  builtYear: 2000,
  units: [{ name: '112A', exclusiveArea: 84.97, supplyArea: 112.4, rooms: 3, bathrooms: 2 }],
});
