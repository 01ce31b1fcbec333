import { RenderImageType, type SubscriptionQuota } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { placeRenderError } from './render-errors.ts';
import { pickTier, remainingOf, shortfall, sizeOf, type Tier, tierOptions, tiersOfType } from './tiers.ts';

/** A quota of the ENTERPRISE_BASIC plan with some units used. */
function quota(used: Partial<Record<Tier, number>> = {}): SubscriptionQuota {
  const limits: Record<Tier, number> = {
    'standard-render': 200,
    'hd-render': 60,
    '4k-render': 10,
    '8k-render': 0,
    '6k-panorama': 40,
    '12k-panorama': 5,
    '24k-panorama': 0,
  };
  return {
    id: 'q1',
    ownerType: 'ENTERPRISE',
    ownerId: 'e1',
    plan: 'ENTERPRISE_BASIC',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    tiers: (Object.keys(limits) as Tier[]).map((tier) => ({
      tier,
      limit: limits[tier],
      used: used[tier] ?? 0,
      remaining: limits[tier] - (used[tier] ?? 0),
    })),
  };
}

describe('tiers of each render type', () => {
  it('offers render tiers for shots, top and bird views and panorama tiers for panoramas and tours', () => {
    const renderTiers = ['standard-render', 'hd-render', '4k-render', '8k-render'];
    const panoramaTiers = ['6k-panorama', '12k-panorama', '24k-panorama'];
    expect(tiersOfType(RenderImageType.Rendershot)).toEqual(renderTiers);
    expect(tiersOfType(RenderImageType.Topview)).toEqual(renderTiers);
    expect(tiersOfType(RenderImageType.Birdview)).toEqual(renderTiers);
    expect(tiersOfType(RenderImageType.Panorama)).toEqual(panoramaTiers);
    expect(tiersOfType(RenderImageType.Tour720)).toEqual(panoramaTiers);
  });

  it('shows each tier’s size and the units left, disabled at zero', () => {
    const options = tierOptions(RenderImageType.Rendershot, quota({ 'hd-render': 60, 'standard-render': 3 }));
    expect(options).toEqual([
      { tier: 'standard-render', width: 1280, height: 720, remaining: 197, disabled: false },
      { tier: 'hd-render', width: 1920, height: 1080, remaining: 0, disabled: true },
      { tier: '4k-render', width: 3840, height: 2160, remaining: 10, disabled: false },
      { tier: '8k-render', width: 7680, height: 4320, remaining: 0, disabled: true },
    ]);
    expect(sizeOf('24k-panorama')).toBe('24576 × 12288');
  });

  it('offers walk-throughs the render tiers, each sized as its square light-map atlas', () => {
    const options = tierOptions(RenderImageType.Baking, undefined);
    expect(options.map(({ tier, width, height }) => [tier, width, height])).toEqual([
      ['standard-render', 512, 512],
      ['hd-render', 1024, 1024],
      ['4k-render', 2048, 2048],
      ['8k-render', 2048, 2048],
    ]);
  });

  it('enables every tier while the quota is still loading', () => {
    const options = tierOptions(RenderImageType.Panorama, undefined);
    expect(options.map((o) => [o.remaining, o.disabled])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(remainingOf(undefined, '6k-panorama')).toBeNull();
  });

  it('keeps the chosen tier while it is usable, else takes the first usable one', () => {
    const options = tierOptions(RenderImageType.Rendershot, quota({ 'standard-render': 200 }));
    expect(pickTier(options, '4k-render')).toBe('4k-render');
    expect(pickTier(options, 'standard-render')).toBe('hd-render');
    expect(pickTier(options, '6k-panorama')).toBe('hd-render');
    expect(pickTier(options, null)).toBe('hd-render');
    const none = tierOptions(RenderImageType.Tour720, quota({ '6k-panorama': 40, '12k-panorama': 5 }));
    expect(pickTier(none, '6k-panorama')).toBeNull();
  });

  it('counts the units missing for one job per camera', () => {
    const [sixK] = tierOptions(RenderImageType.Tour720, quota({ '6k-panorama': 38 }));
    expect(shortfall(sixK, 2)).toBe(0);
    expect(shortfall(sixK, 5)).toBe(3);
    expect(shortfall(tierOptions(RenderImageType.Tour720, undefined)[0], 5)).toBe(0);
  });
});

describe('refused render requests', () => {
  it('puts each refusal next to what it concerns', () => {
    expect(placeRenderError(new ApiError(409, 'quota_exhausted', 'No units left'))).toMatchObject({
      place: 'tier',
      code: 'quota_exhausted',
    });
    expect(placeRenderError(new ApiError(409, 'engine_unavailable', 'Cycles is missing'))).toMatchObject({
      place: 'engine',
      message: 'Cycles is missing',
    });
    const invalid = (field: string) =>
      placeRenderError(new ApiError(400, 'validation_failed', 'bad', [{ field, message: 'is wrong' }]));
    expect(invalid('body.cameras.1.target')).toEqual({
      place: 'cameras',
      code: 'invalid_field',
      field: 'cameras.1.target',
      cameraIndex: 1,
      message: 'is wrong',
    });
    expect(invalid('tier')).toMatchObject({ place: 'tier', field: 'tier' });
    expect(invalid('body.type')).toMatchObject({ place: 'type', field: 'type' });
    expect(invalid('floorId')).toMatchObject({ place: 'general', field: 'floorId' });
    expect(invalid('design.floors.0.walls')).toMatchObject({ place: 'general', code: 'design_invalid' });
    expect(placeRenderError(new ApiError(500, 'internal_error', 'oops'))).toMatchObject({ place: 'general' });
    expect(placeRenderError(null)).toBeNull();
  });
});
