import type { Feature, LineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** A round grid step (degrees) that draws about six to twelve lines across a span. */
export function gridStep(span: number): number {
  const raw = span / 8;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? raw;
}

/** The lines of a latitude/longitude grid over a box, as GeoJSON. */
export function gridLines(box: { west: number; south: number; east: number; north: number }) {
  const step = gridStep(Math.max(box.east - box.west, box.north - box.south));
  const features: Feature<LineString>[] = [];
  for (let lng = Math.ceil(box.west / step) * step; lng <= box.east; lng += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng, box.south],
          [lng, box.north],
        ],
      },
    });
  }
  for (let lat = Math.ceil(box.south / step) * step; lat <= box.north; lat += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [box.west, lat],
          [box.east, lat],
        ],
      },
    });
  }
  return { step, data: { type: 'FeatureCollection' as const, features } };
}

export const GRID_SOURCE = 'grid';

/** The style drawn when no tiles can be had: a plain ground with a coordinate grid (no glyphs, no network). */
export const BLANK_STYLE: StyleSpecification = {
  version: 8,
  sources: { [GRID_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
  layers: [
    { id: 'ground', type: 'background', paint: { 'background-color': '#f3f4f6' } },
    { id: 'grid', type: 'line', source: GRID_SOURCE, paint: { 'line-color': '#c9ced8', 'line-width': 1 } },
  ],
};

/** A raster style over the configured tile source (VITE_MAP_TILE_URL, a {z}/{x}/{y} template). */
export function tileStyle(tileUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      tiles: {
        type: 'raster',
        tiles: [tileUrl],
        tileSize: 256,
        attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '',
      },
      [GRID_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}
