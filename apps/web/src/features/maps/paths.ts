export const MAPS_PATH = '/maps';
export const complexPath = (mapId: string) => `/maps/${encodeURIComponent(mapId)}`;
export const OPS_MAP_PLANS_PATH = '/back-office/map-plans';
