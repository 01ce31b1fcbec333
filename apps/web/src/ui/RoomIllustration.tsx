type Point = readonly [x: number, y: number, z: number];

const SCALE = 22;
const ORIGIN = { x: 260, y: 176 };

/** Isometric projection: x runs to the lower right, y to the lower left, z up. */
const toScreen = ([x, y, z]: Point) => ({
  x: ORIGIN.x + (x - y) * SCALE * 0.866,
  y: ORIGIN.y + (x + y) * SCALE * 0.5 - z * SCALE,
});
const points = (...corners: Point[]) =>
  corners
    .map(toScreen)
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');

function Foliage({ at, size, color }: { at: Point; size: number; color: string }) {
  const { x, y } = toScreen(at);
  return <ellipse cx={x} cy={y} rx={size * 0.9} ry={size} fill={color} />;
}

/** A box standing on `at`, drawn with its three visible faces shaded like daylight from the left. */
function Block({ at: [x, y, z], size: [w, d, h], color }: { at: Point; size: Point; color: string }) {
  const top = points([x, y, z + h], [x + w, y, z + h], [x + w, y + d, z + h], [x, y + d, z + h]);
  const right = points([x + w, y, z], [x + w, y + d, z], [x + w, y + d, z + h], [x + w, y, z + h]);
  const front = points([x, y + d, z], [x + w, y + d, z], [x + w, y + d, z + h], [x, y + d, z + h]);
  return (
    <g fill={color}>
      <polygon points={top} />
      <polygon points={right} />
      <polygon points={right} fill="#1b2559" fillOpacity={0.22} />
      <polygon points={front} />
      <polygon points={front} fill="#1b2559" fillOpacity={0.1} />
    </g>
  );
}

const W = 10;
const H = 6.5;

/** The sign-in page's picture: a furnished room, drawn in code so it needs no image file. */
export function RoomIllustration() {
  return (
    <svg viewBox="0 0 520 420" width="100%" role="img" aria-hidden="true" style={{ maxWidth: 520 }}>
      <ellipse cx="260" cy="392" rx="210" ry="18" fill="#0b1640" fillOpacity="0.18" />
      <polygon points={points([0, 0, 0], [0, W, 0], [0, W, H], [0, 0, H])} fill="#f4f1ec" />
      <polygon points={points([0, 0, 0], [W, 0, 0], [W, 0, H], [0, 0, H])} fill="#e6e1d8" />
      <polygon points={points([0, 0, 0], [W, 0, 0], [W, W, 0], [0, W, 0])} fill="#e9d3b4" />
      {[2, 4, 6, 8].map((x) => (
        <polyline key={x} points={points([x, 0, 0], [x, W, 0])} stroke="#d9bf9b" strokeWidth="1" />
      ))}
      <polygon points={points([5.4, 0, 2.2], [8.6, 0, 2.2], [8.6, 0, 5.4], [5.4, 0, 5.4])} fill="#bcd3f5" />
      <polyline points={points([7, 0, 2.2], [7, 0, 5.4])} stroke="#fff" strokeWidth="3" />
      <polyline points={points([5.4, 0, 3.8], [8.6, 0, 3.8])} stroke="#fff" strokeWidth="3" />
      <polygon points={points([0, 3.2, 3.2], [0, 6.2, 3.2], [0, 6.2, 5.2], [0, 3.2, 5.2])} fill="#5a74e2" />
      <polygon
        points={points([0, 3.5, 3.45], [0, 5.9, 3.45], [0, 5.9, 4.95], [0, 3.5, 4.95])}
        fill="#e8a87c"
      />
      <polygon
        points={points([3, 3, 0.02], [8.2, 3, 0.02], [8.2, 8.2, 0.02], [3, 8.2, 0.02])}
        fill="#fff"
        fillOpacity="0.55"
      />
      <Block at={[1.8, 0.4, 0]} size={[2.6, 0.9, 3.4]} color="#c99b6d" />
      <Block at={[2, 0.35, 3.4]} size={[0.7, 0.6, 0.8]} color="#8fb996" />
      <Block at={[3.2, 0.35, 3.4]} size={[0.9, 0.6, 0.5]} color="#f2c94c" />
      <Block at={[0.3, 2.6, 0]} size={[2.2, 4.8, 1.1]} color="#5a74e2" />
      <Block at={[0.3, 2.6, 1.1]} size={[0.7, 4.8, 1.4]} color="#4e6ae1" />
      <Block at={[0.3, 2.1, 0]} size={[2.2, 0.5, 1.7]} color="#3f59c8" />
      <Block at={[0.3, 7.4, 0]} size={[2.2, 0.5, 1.7]} color="#3f59c8" />
      <Block at={[1.1, 4.4, 1.1]} size={[0.9, 1.1, 0.9]} color="#e8a87c" />
      <Block at={[4.6, 4.3, 0]} size={[2.2, 2.6, 0.9]} color="#8a6a4f" />
      <Block at={[5.2, 4.9, 0.9]} size={[0.5, 0.5, 0.6]} color="#f4f1ec" />
      <Block at={[8.3, 1.3, 0]} size={[1, 1, 1.1]} color="#e8a87c" />
      <Foliage at={[8.8, 1.8, 2.6]} size={34} color="#6fa77a" />
      <Foliage at={[8.5, 1.6, 3.1]} size={22} color="#8fb996" />
      <Block at={[1, 8.6, 0]} size={[0.8, 0.8, 0.15]} color="#2b2f3a" />
      <Block at={[1.33, 8.93, 0.15]} size={[0.14, 0.14, 3.6]} color="#2b2f3a" />
      <Block at={[0.8, 8.4, 3.75]} size={[1.2, 1.2, 0.9]} color="#f2c94c" />
    </svg>
  );
}
