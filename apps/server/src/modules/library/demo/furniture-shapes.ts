import type { Part, Vec3 } from './model-builder.ts';

/**
 * Parametric furniture built from boxes and cylinders, in metres: y up, the floor at y = 0, the
 * front towards +z. Material names are roles (`body`, `accent`, `metal`, …) that the catalogue
 * maps to PBR materials.
 */
const box = (size: Vec3, at: Vec3, material = 'body'): Part => ({ shape: 'box', size, at, material });
const cyl = (size: Vec3, at: Vec3, material = 'body'): Part => ({ shape: 'cylinder', size, at, material });
const corners = (w: number, d: number, inset: number) =>
  [-1, 1].flatMap((sx) => [-1, 1].map((sz) => [sx * (w / 2 - inset), sz * (d / 2 - inset)] as const));

export function sofa(w: number, d: number, h: number, seats: number): Part[] {
  const arm = 0.16;
  const seatW = (w - 2 * arm) / seats;
  return [
    box([w, 0.22, d], [0, 0.2, 0]),
    box([w, h - 0.31, 0.2], [0, (h + 0.31) / 2, -d / 2 + 0.1]),
    ...[-1, 1].map((s) => box([arm, 0.62 - 0.09, d], [s * (w / 2 - arm / 2), 0.355, 0])),
    ...Array.from({ length: seats }, (_, i) =>
      box([seatW - 0.02, 0.14, d - 0.24], [-w / 2 + arm + seatW * (i + 0.5), 0.38, 0.1], 'accent'),
    ),
    ...corners(w, d, 0.06).map(([x, z]) => cyl([0.04, 0.09, 0.04], [x, 0.045, z], 'legs')),
  ];
}

export function armchair(w: number, d: number, h: number): Part[] {
  return sofa(w, d, h, 1);
}

export function table(w: number, d: number, h: number, round: boolean): Part[] {
  const top = 0.04;
  if (round) {
    return [
      cyl([w, top, d], [0, h - top / 2, 0]),
      cyl([0.08, h - top - 0.03, 0.08], [0, (h - top) / 2 + 0.015, 0], 'legs'),
      cyl([w * 0.5, 0.03, d * 0.5], [0, 0.015, 0], 'legs'),
    ];
  }
  return [
    box([w, top, d], [0, h - top / 2, 0]),
    ...corners(w, d, 0.06).map(([x, z]) => box([0.05, h - top, 0.05], [x, (h - top) / 2, z], 'legs')),
  ];
}

export function chair(w: number, d: number, h: number, roundLegs: boolean): Part[] {
  const seat = 0.45;
  const leg = (x: number, z: number): Part =>
    roundLegs
      ? cyl([0.035, seat - 0.03, 0.035], [x, (seat - 0.03) / 2, z], 'legs')
      : box([0.035, seat - 0.03, 0.035], [x, (seat - 0.03) / 2, z], 'legs');
  return [
    box([w, 0.04, d], [0, seat - 0.01, 0], 'accent'),
    box([w, h - seat, 0.03], [0, (h + seat) / 2, -d / 2 + 0.015]),
    ...corners(w, d, 0.04).map(([x, z]) => leg(x, z)),
  ];
}

export function bed(w: number, l: number, h: number): Part[] {
  return [
    box([w, 0.25, l], [0, 0.175, 0]),
    box([w - 0.06, 0.22, l - 0.08], [0, 0.41, 0.02], 'accent'),
    box([w, h, 0.08], [0, h / 2, -l / 2 + 0.04]),
    ...[-1, 1].map((s) => box([w / 2 - 0.12, 0.12, 0.4], [s * (w / 4), 0.58, -l / 2 + 0.35], 'soft')),
    ...corners(w, l, 0.05).map(([x, z]) => box([0.06, 0.05, 0.06], [x, 0.025, z], 'legs')),
  ];
}

export function wardrobe(w: number, d: number, h: number, doors: number): Part[] {
  const doorW = w / doors;
  return [
    box([w, h - 0.05, d - 0.02], [0, (h + 0.05) / 2, -0.01]),
    box([w - 0.04, 0.05, d - 0.06], [0, 0.025, -0.01], 'legs'),
    ...Array.from({ length: doors }, (_, i) =>
      box(
        [doorW - 0.006, h - 0.07, 0.02],
        [-w / 2 + doorW * (i + 0.5), h / 2 + 0.02, d / 2 - 0.01],
        'accent',
      ),
    ),
    ...Array.from({ length: doors }, (_, i) =>
      cyl(
        [0.015, 0.3, 0.015],
        [-w / 2 + doorW * (i + 0.5) + (i % 2 ? -1 : 1) * (doorW / 2 - 0.06), h * 0.5, d / 2 + 0.012],
        'metal',
      ),
    ),
  ];
}

export function shelf(w: number, d: number, h: number, levels: number): Part[] {
  const sides = [-1, 1].map((s) => box([0.02, h, d], [s * (w / 2 - 0.01), h / 2, 0]));
  const boards = Array.from({ length: levels }, (_, i) =>
    box([w - 0.04, 0.02, d], [0, 0.01 + (i * (h - 0.02)) / (levels - 1), 0], 'accent'),
  );
  return [...sides, ...boards, box([w - 0.04, h - 0.04, 0.005], [0, h / 2, -d / 2 + 0.0025])];
}

export function desk(w: number, d: number, h: number): Part[] {
  return [
    box([w, 0.03, d], [0, h - 0.015, 0]),
    ...[-1, 1].map((s) => box([0.04, h - 0.03, d - 0.06], [s * (w / 2 - 0.04), (h - 0.03) / 2, 0], 'legs')),
    box([0.4, 0.14, d - 0.1], [w / 2 - 0.3, h - 0.1, 0], 'accent'),
    cyl([0.1, 0.012, 0.012], [w / 2 - 0.3, h - 0.1, d / 2 - 0.035], 'metal'),
  ];
}

export function floorLamp(h: number, shade: number): Part[] {
  return [
    cyl([0.28, 0.03, 0.28], [0, 0.015, 0], 'metal'),
    cyl([0.025, h - 0.33, 0.025], [0, (h - 0.33) / 2 + 0.03, 0], 'metal'),
    cyl([shade, 0.3, shade], [0, h - 0.15, 0], 'accent'),
  ];
}

export function pendantLamp(drop: number, shade: number): Part[] {
  return [
    cyl([0.12, 0.03, 0.12], [0, drop - 0.015, 0], 'metal'),
    cyl([0.008, drop - 0.25, 0.008], [0, drop / 2 + 0.1, 0], 'metal'),
    cyl([shade, 0.22, shade], [0, 0.11, 0], 'accent'),
  ];
}

export function rug(w: number, d: number): Part[] {
  return [box([w, 0.008, d], [0, 0.004, 0], 'accent'), box([w - 0.16, 0.01, d - 0.16], [0, 0.005, 0])];
}

export function plant(h: number, pot: number): Part[] {
  const potH = Math.min(0.35, h * 0.35);
  const leaves = Array.from({ length: 4 }, (_, i) => {
    const size = pot * (1.6 - i * 0.3);
    return cyl([size, (h - potH) / 4, size], [0, potH + ((h - potH) / 4) * (i + 0.5), 0], 'leaf');
  });
  return [
    cyl([pot, potH, pot], [0, potH / 2, 0]),
    cyl([pot * 0.9, 0.02, pot * 0.9], [0, potH - 0.01, 0], 'soil'),
    ...leaves,
  ];
}

export function kitchenCabinet(w: number, d: number, h: number, wall: boolean): Part[] {
  const doors = Math.max(1, Math.round(w / 0.45));
  const doorW = w / doors;
  const body = wall
    ? [box([w, h, d], [0, h / 2, 0])]
    : [
        box([w, h - 0.14, d - 0.03], [0, (h - 0.14) / 2 + 0.1, -0.015]),
        box([w, 0.04, d], [0, h - 0.02, 0], 'accent'),
        box([w - 0.05, 0.1, d - 0.08], [0, 0.05, -0.03], 'legs'),
      ];
  const fronts = Array.from({ length: doors }, (_, i) =>
    box(
      [doorW - 0.004, wall ? h - 0.01 : h - 0.16, 0.018],
      [-w / 2 + doorW * (i + 0.5), wall ? h / 2 : (h - 0.14) / 2 + 0.1, d / 2 - 0.009],
      'body',
    ),
  );
  const handles = Array.from({ length: doors }, (_, i) =>
    box([0.12, 0.012, 0.02], [-w / 2 + doorW * (i + 0.5), wall ? 0.05 : h - 0.12, d / 2 + 0.01], 'metal'),
  );
  return [...body, ...fronts, ...handles];
}

export function toilet(): Part[] {
  return [
    box([0.36, 0.4, 0.5], [0, 0.2, 0.05]),
    cyl([0.38, 0.05, 0.48], [0, 0.42, 0.08], 'accent'),
    box([0.4, 0.38, 0.18], [0, 0.6, -0.2]),
  ];
}

export function washbasin(w: number): Part[] {
  return [
    box([w, 0.16, 0.45], [0, 0.78, 0]),
    box([w - 0.1, 0.02, 0.33], [0, 0.865, 0.02], 'accent'),
    cyl([0.03, 0.16, 0.03], [0, 0.93, -0.17], 'metal'),
    box([0.03, 0.02, 0.12], [0, 1.0, -0.12], 'metal'),
  ];
}

export function bathtub(w: number, d: number): Part[] {
  return [
    box([w, 0.55, d], [0, 0.275, 0]),
    box([w - 0.12, 0.02, d - 0.12], [0, 0.56, 0], 'accent'),
    cyl([0.03, 0.12, 0.03], [w / 2 - 0.15, 0.62, -d / 2 + 0.05], 'metal'),
  ];
}

export function door(w: number, h: number, sliding: boolean): Part[] {
  const frame = 0.05;
  return [
    ...[-1, 1].map((s) => box([frame, h, 0.12], [s * (w / 2 - frame / 2), h / 2, 0], 'legs')),
    box([w, frame, 0.12], [0, h - frame / 2, 0], 'legs'),
    box(
      [w - 2 * frame - 0.006, h - frame - 0.01, 0.04],
      [sliding ? 0.03 : 0, (h - frame) / 2, sliding ? 0.05 : 0],
    ),
    cyl([0.02, 0.14, 0.02], [w / 2 - 0.12, 1.0, 0.035], 'metal'),
  ];
}

export function window(w: number, h: number, panes: number, sill: number): Part[] {
  const frame = 0.06;
  const paneW = (w - frame) / panes;
  return [
    ...[-1, 1].map((s) => box([frame, h, 0.1], [s * (w / 2 - frame / 2), sill + h / 2, 0])),
    ...[0, 1].map((i) => box([w, frame, 0.1], [0, sill + (i ? h - frame / 2 : frame / 2), 0])),
    ...Array.from({ length: panes - 1 }, (_, i) =>
      box([0.04, h - 2 * frame, 0.08], [-w / 2 + frame / 2 + paneW * (i + 1), sill + h / 2, 0]),
    ),
    box([w - 2 * frame, h - 2 * frame, 0.01], [0, sill + h / 2, 0], 'glass'),
  ];
}
