import { z } from 'zod';
import { MapFlip, MapFloorplanState } from '../enums.ts';
import { PageQuery, pageOf } from '../paging.ts';
import { Id, IsoDate, Line } from './common.ts';

export const Latitude = z.coerce.number().min(-90).max(90).describe('degrees, WGS 84');
export const Longitude = z.coerce.number().min(-180).max(180).describe('degrees, WGS 84');
export const MapFlipValue = z
  .union(Object.values(MapFlip).map((v) => z.literal(v)))
  .describe('1 Horizontal, 2 Vertical, 3 HorizontalVertical');
export const MapFloorplanStateValue = z.enum(MapFloorplanState);
export const PlanVariant = z.enum(['BASIC', 'EXTENDED']).describe('basic, or with the balconies extended');
const Keyword = Line().trim().min(1).max(100);
const Area = z.number().positive().max(10000).describe('m², two decimals');

/** A road and lot address of a complex, with its 10-digit district code. */
export const MapAddress = z.object({
  id: Id,
  roadAddress: z.string(),
  lotAddress: z.string(),
  districtCode: z.string(),
  zipCode: z.string(),
  isPrimary: z.boolean(),
});

/** A complex (a "map"): name, coordinates, and its primary address. */
export const MapSummary = z.object({
  id: Id,
  enterpriseId: Id.nullable().describe("null: the platform's map data"),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  households: z.number().int(),
  builtYear: z.number().int().nullable(),
  roadAddress: z.string().nullable(),
  lotAddress: z.string().nullable(),
  districtCode: z.string().nullable(),
});
export type MapSummary = z.infer<typeof MapSummary>;
export const MapAnswer = z.object({ map: MapSummary });

/** A plan of a unit type: its areas and, once drawn, its design document. */
export const MapFloorplan = z.object({
  id: Id.describe('mapFloorplanId'),
  mapId: Id,
  mapFpDataId: Id,
  fpDataId: z.string().describe("the national registry's key of the unit type"),
  addressId: Id.nullable(),
  name: z.string().describe('the unit type, named by supply area (e.g. 112B)'),
  exclusiveArea: z.number(),
  supplyArea: z.number(),
  rooms: z.number().int(),
  bathrooms: z.number().int(),
  variant: PlanVariant,
  state: MapFloorplanStateValue,
  design: z.record(z.string(), z.unknown()).nullable(),
  drawnBy: Id.nullable(),
  checkedBy: Id.nullable(),
  note: z.string(),
  completedAt: IsoDate.nullable(),
  updatedAt: IsoDate,
});
export type MapFloorplan = z.infer<typeof MapFloorplan>;

export const MapDetailQuery = z.object({ id: Id });
export const MapDetailAnswer = z.object({
  map: MapSummary,
  addresses: z.array(MapAddress),
  floorplans: z.array(MapFloorplan).describe('completed plans (every plan for operators)'),
});

export const MapEnterpriseParams = z.object({ ent: Id });
export const KeywordQuery = z.object({ keyword: Keyword }).extend(PageQuery.shape);

/** One row per unit plan of a complex (the flattened search). */
export const FlatMapPlan = z.object({
  mapId: Id,
  mapName: z.string(),
  roadAddress: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  mapFpDataId: Id,
  fpDataId: z.string(),
  name: z.string(),
  exclusiveArea: z.number(),
  supplyArea: z.number(),
  rooms: z.number().int(),
  mapFloorplanId: Id.nullable(),
  variant: PlanVariant.nullable(),
});
export const FlatMapPlanPage = pageOf(FlatMapPlan);

/** A complex found in the registry data: its addresses as recorded. */
export const KorgovMap = MapSummary.extend({ addresses: z.array(MapAddress) });
export const KorgovPage = pageOf(KorgovMap);

export const RangeQuery = z
  .object({
    minLat: Latitude,
    minLng: Longitude,
    maxLat: Latitude,
    maxLng: Longitude,
    limit: z.coerce.number().int().min(1).max(1000).default(500),
  })
  .superRefine((box, ctx) => {
    if (box.minLat > box.maxLat)
      ctx.addIssue({ code: 'custom', path: ['minLat'], message: 'is above maxLat' });
    if (box.minLng > box.maxLng)
      ctx.addIssue({ code: 'custom', path: ['minLng'], message: 'is east of maxLng' });
  });
export const RangeAnswer = z.object({
  maps: z.array(MapSummary),
  truncated: z.boolean().describe('more complexes are in the box than the limit'),
});

export const LocationsAnswer = z.object({
  mapId: Id,
  lat: z.number(),
  lng: z.number(),
  locations: z.array(MapAddress),
});

export const AroundPointsBody = z.object({
  lat: Latitude,
  lng: Longitude,
  radius: z.number().positive().max(50000).default(1000).describe('metres'),
  limit: z.number().int().min(1).max(100).default(20),
});
export const AroundPoint = MapSummary.extend({ distance: z.number().describe('metres from the point') });
export const AroundPointsAnswer = z.object({ points: z.array(AroundPoint).describe('nearest first') });

export const UnitTypeInput = z.object({
  name: Line().trim().min(1).max(20),
  registryId: Line().trim().min(1).max(64).optional(),
  exclusiveArea: Area,
  supplyArea: Area,
  rooms: z.number().int().min(0).max(20),
  bathrooms: z.number().int().min(0).max(10),
  households: z.number().int().min(0).default(0),
  variants: z.array(PlanVariant).min(1).max(2).default(['BASIC']),
});
export const CreatePlansParams = z.object({ a: Id.describe('the complex'), b: Id.describe('its address') });
export const CreatePlansBody = z.object({ units: z.array(UnitTypeInput).min(1).max(50) });
export const FloorplansAnswer = z.object({ floorplans: z.array(MapFloorplan) });

export const MoveParams = z.object({ a: Id.describe('from this complex'), b: Id.describe('to this one') });
export const MoveOneBody = z.object({ mapFpDataId: Id });
export const MovedAnswer = z.object({ moved: z.number().int().describe('unit types moved') });

export const StateCounts = z.object(
  Object.fromEntries(MapFloorplanState.map((s) => [s, z.number().int()])) as Record<
    (typeof MapFloorplanState)[number],
    z.ZodNumber
  >,
);
export const MapStatsAnswer = z.object({
  maps: z.number().int(),
  unitTypes: z.number().int(),
  floorplans: z.number().int(),
  byState: StateCounts,
  projectsFromMaps: z.number().int(),
});
/** A calendar day the database can hold (zod alone lets year 0 through). */
const StatDay = z.iso.date().refine((day) => day >= '1970-01-01', 'is before 1970');
export const StatsSearchQuery = z
  .object({ from: StatDay, to: StatDay })
  .refine((q) => q.from <= q.to, { path: ['from'], message: 'is after to' });
export const StatsSearchAnswer = z.object({
  days: z.array(z.object({ date: z.string(), created: z.number().int(), completed: z.number().int() })),
});
export const DashboardCountsQuery = z.object({
  keyword: Keyword.optional(),
  state: MapFloorplanStateValue.optional(),
});
export const DashboardCountsAnswer = z.object({ totalCount: z.number().int(), byState: StateCounts });

/** The operators' preparation queue. */
export const QueueQuery = PageQuery.extend({ state: MapFloorplanStateValue.optional() });
export const QueueItem = MapFloorplan.omit({ design: true }).extend({ mapName: z.string() });
export const QueuePage = pageOf(QueueItem);
export const TransitionBody = z.object({
  to: MapFloorplanStateValue,
  note: Line().max(500).optional().describe('why a plan goes back to drawing'),
});
export const PlanDesignBody = z.object({ design: z.record(z.string(), z.unknown()) });
export const FloorplanAnswer = z.object({ floorplan: MapFloorplan });

/** Start a project from a completed plan, mirrored per MapFlip when asked. */
export const FromMapInput = z.object({ mapFloorplanId: Id, flip: MapFlipValue.optional() });
export type FromMapInput = z.infer<typeof FromMapInput>;
/** Where a project came from (compatibility notes: `fromMap`). */
export const FromMap = z.object({
  mapFpDataId: Id,
  addressId: Id.nullable(),
  fpDataId: z.string(),
  mapFloorplanId: Id,
  flip: MapFlipValue.nullable(),
});
export type FromMap = z.infer<typeof FromMap>;

export const JusoQuery = z.object({ keyword: Keyword });
export const JusoAddress = z.object({
  roadAddress: z.string(),
  lotAddress: z.string(),
  zipCode: z.string(),
  districtCode: z.string(),
  buildingName: z.string(),
});
export const JusoAnswer = z.object({ total: z.number().int(), addresses: z.array(JusoAddress) });
export const KakaoQuery = z.object({ query: Keyword });
export const KakaoPlace = z.object({
  name: z.string(),
  address: z.string(),
  roadAddress: z.string(),
  category: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const KakaoAnswer = z.object({ places: z.array(KakaoPlace) });
export type JusoAnswer = z.infer<typeof JusoAnswer>;
export type KakaoAnswer = z.infer<typeof KakaoAnswer>;
