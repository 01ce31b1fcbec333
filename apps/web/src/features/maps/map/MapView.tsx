import 'maplibre-gl/dist/maplibre-gl.css';
import './markers.css';
import { Badge, Box, Text } from '@mantine/core';
import type { MapSummary } from '@roomcraft/contract';
import type { ErrorEvent, GeoJSONSource } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bounds } from '../api/maps.ts';
import { BLANK_STYLE, GRID_SOURCE, gridLines, tileStyle } from './blank-grid.ts';

maplibregl.setWorkerUrl(workerUrl);

const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? '';

interface View {
  lat: number;
  lng: number;
  step: number;
}

/**
 * The map: MapLibre GL over the configured tile source, or, when none is configured or its tiles
 * cannot be loaded, a blank ground with a latitude/longitude grid and a coordinate readout. The
 * complexes in view are HTML markers (no glyphs needed, so no font server either).
 */
export function MapView({
  complexes,
  flyTo,
  onBounds,
  onOpen,
}: {
  complexes: MapSummary[];
  flyTo: { lat: number; lng: number } | null;
  onBounds(box: Bounds): void;
  onOpen(id: string): void;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const markers = useRef(new Map<string, maplibregl.Marker>());
  const [blank, setBlank] = useState(!TILE_URL);
  const [view, setView] = useState<View | null>(null);
  const bounds = useRef(onBounds);
  bounds.current = onBounds;

  useEffect(() => {
    const instance = new maplibregl.Map({
      container: container.current!,
      style: TILE_URL ? tileStyle(TILE_URL) : BLANK_STYLE,
      center: [127.03, 37.5],
      zoom: 12,
      attributionControl: false,
    });
    map.current = instance;
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    const report = () => {
      const b = instance.getBounds();
      const box = { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
      const grid = gridLines(box);
      (instance.getSource(GRID_SOURCE) as GeoJSONSource | undefined)?.setData(grid.data);
      const centre = instance.getCenter();
      setView({ lat: centre.lat, lng: centre.lng, step: grid.step });
      bounds.current({ minLat: box.south, minLng: box.west, maxLat: box.north, maxLng: box.east });
    };
    instance.on('load', report);
    instance.on('moveend', report);
    // Tiles that cannot be had (no network, a wrong URL): fall back to the blank grid, once.
    instance.on('error', (event: ErrorEvent & { sourceId?: string }) => {
      if (event.sourceId !== 'tiles') return;
      setBlank(true);
      instance.setStyle(BLANK_STYLE);
      instance.once('styledata', report);
    });
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (flyTo) map.current?.jumpTo({ center: [flyTo.lng, flyTo.lat], zoom: 15 });
  }, [flyTo]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const shown = new Set(complexes.map((c) => c.id));
    for (const [id, marker] of markers.current) {
      if (!shown.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
    }
    for (const complex of complexes) {
      if (markers.current.has(complex.id)) continue;
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'map-complex-marker';
      element.textContent = complex.name;
      element.setAttribute('aria-label', complex.name);
      element.addEventListener('click', () => onOpen(complex.id));
      markers.current.set(
        complex.id,
        new maplibregl.Marker({ element }).setLngLat([complex.lng, complex.lat]).addTo(instance),
      );
    }
  }, [complexes, onOpen]);

  return (
    <Box
      pos="relative"
      h="100%"
      mih={480}
      style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Box ref={container} pos="absolute" inset={0} data-testid="map" data-blank={blank ? 'true' : 'false'} />
      {blank && view && (
        <Box
          pos="absolute"
          left={8}
          bottom={8}
          bg="white"
          px={8}
          py={4}
          style={{ borderRadius: 6, opacity: 0.92 }}
        >
          <Text size="xs" ff="monospace" data-testid="map-coordinates">
            {view.lat.toFixed(4)}°N {view.lng.toFixed(4)}°E · {t('maps.map.grid', { step: view.step })}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {t('maps.map.noTiles')}
          </Badge>
        </Box>
      )}
    </Box>
  );
}
