import type { Project } from '@roomcraft/contract';
import { useState } from 'react';
import classes from './CoverArt.module.css';

/** Soft backgrounds and their line colour, picked by project so a grid of placeholders is not a wall of grey. */
const PALETTES = [
  ['#f1e9dd', '#e3d4bf', '#a48c6c'],
  ['#e5ede4', '#cfdccd', '#6f8f6c'],
  ['#e5ebf6', '#cdd8ee', '#6b82b3'],
  ['#f4e7e4', '#e7d0cb', '#a7726a'],
  ['#ebe8f5', '#d7d1eb', '#7c70aa'],
  ['#ebebe7', '#d9d9d2', '#8a8a7c'],
] as const;

function paletteOf(id: string) {
  // FNV-1a: neighbouring ids still land on different colours.
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return PALETTES[hash % PALETTES.length]!;
}

/** A project without a cover: a floor-plan sketch on a soft colour of its own. */
export function CoverPlaceholder({ seed }: { seed: string }) {
  const [from, to, line] = paletteOf(seed);
  const gradient = `cover-${seed.replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className={classes.fill}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${gradient})`} />
      <g fill="none" stroke={line} strokeOpacity="0.55" strokeWidth="5" strokeLinejoin="round">
        <path d="M120 80 H280 V220 H120 Z" />
        <path d="M205 80 V132 M205 160 V220 M120 150 H170 M190 150 H205" />
      </g>
      <g fill="none" stroke={line} strokeOpacity="0.45" strokeWidth="2">
        <path d="M205 132 A28 28 0 0 1 233 160" />
        <path d="M240 76 H270 M240 84 H270" />
        <path d="M170 150 A20 20 0 0 0 190 170" />
      </g>
      <g fill={line} fillOpacity="0.18">
        <rect x="220" y="170" width="44" height="34" rx="4" />
        <rect x="132" y="92" width="48" height="30" rx="4" />
      </g>
    </svg>
  );
}

/**
 * A project's cover: its thumbnail (or full image) when it has one, the placeholder otherwise or
 * when the image cannot be loaded.
 */
export function CoverArt({
  project,
  full = false,
}: {
  project: Pick<Project, 'id' | 'name' | 'coverImage'>;
  full?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = project.coverImage ? (full ? project.coverImage.url : project.coverImage.thumbnailUrl) : null;
  if (!src || failed === src) return <CoverPlaceholder seed={project.id} />;
  return (
    <img
      className={classes.fill}
      src={src}
      alt=""
      loading="lazy"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
