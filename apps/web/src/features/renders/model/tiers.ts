import {
  BAKE_TIERS,
  RENDER_TIERS,
  RenderImageType,
  RenderQuotaTier,
  type SubscriptionQuota,
} from '@roomcraft/contract';

export type Tier = (typeof RenderQuotaTier)[number];

/** Panoramas and tours take the panorama tiers (6K, 12K, 24K); every other type the render tiers. */
export const isPanoramaType = (type: number): boolean =>
  type === RenderImageType.Panorama || type === RenderImageType.Tour720;

/** The tiers a render type may use, smallest first. */
export const tiersOfType = (type: number): Tier[] =>
  RenderQuotaTier.filter((tier) => RENDER_TIERS[tier].panorama === isPanoramaType(type));

/** The size a tier gives a type: the picture, or for a bake its square light-map atlas. */
function pictureSize(type: number, tier: Tier): { width: number; height: number } {
  if (type !== RenderImageType.Baking)
    return { width: RENDER_TIERS[tier].width, height: RENDER_TIERS[tier].height };
  const side = BAKE_TIERS[tier as keyof typeof BAKE_TIERS].lightmapSize;
  return { width: side, height: side };
}

/** What the tier picker shows of one tier. */
export interface TierOption {
  tier: Tier;
  width: number;
  height: number;
  /** Units left this month; null while the quota is unknown. */
  remaining: number | null;
  /** No unit of it is left. */
  disabled: boolean;
}

/** Units of a tier left in the quota (null when the quota has not loaded or does not list the tier). */
export function remainingOf(quota: SubscriptionQuota | undefined, tier: Tier): number | null {
  return quota?.tiers.find((t) => t.tier === tier)?.remaining ?? null;
}

export function tierOptions(type: number, quota: SubscriptionQuota | undefined): TierOption[] {
  return tiersOfType(type).map((tier) => {
    const remaining = remainingOf(quota, tier);
    return {
      tier,
      ...pictureSize(type, tier),
      remaining,
      disabled: remaining === 0,
    };
  });
}

/** Keeps the chosen tier while it fits the type and has units; otherwise the first tier that does. */
export function pickTier(options: TierOption[], current: Tier | null): Tier | null {
  const usable = options.filter((o) => !o.disabled);
  if (current && usable.some((o) => o.tier === current)) return current;
  return usable[0]?.tier ?? null;
}

/** Units missing to render `units` jobs of a tier (0 when enough are left or the quota is unknown). */
export function shortfall(option: TierOption | undefined, units: number): number {
  if (!option || option.remaining === null) return 0;
  return Math.max(0, units - option.remaining);
}

/** The size of a tier as people write it: 1920 × 1080. */
export const sizeOf = (tier: Tier): string => `${RENDER_TIERS[tier].width} × ${RENDER_TIERS[tier].height}`;
