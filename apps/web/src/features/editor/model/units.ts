/**
 * A typed length in millimetres: numbers up to 100 are metres (3.45 → 3450 mm), larger ones
 * millimetres (3450 → 3450 mm). A comma works as the decimal point. Undefined when not a length.
 */
export function parseTypedLength(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return value <= 100 ? Math.round(value * 1000 * 10) / 10 : Math.round(value * 10) / 10;
}

/** A length in metres with two decimals, e.g. "3.45 m". */
export const formatMetres = (mm: number): string => `${(mm / 1000).toFixed(2)} m`;

/** A length in whole millimetres, as plans write dimensions, e.g. "3450". */
export const formatMillimetres = (mm: number): string => String(Math.round(mm));

/** An area in m² with two decimals, plus pyeong for Korean readers: "11.31 m²" or "11.31 m² · 3.42평". */
export function formatArea(squareMetres: number, pyeong: number, korean: boolean): string {
  const metric = `${squareMetres.toFixed(2)} m²`;
  return korean ? `${metric} · ${pyeong.toFixed(2)}평` : metric;
}

/**
 * A plan angle (radians from +x towards +y, clockwise on screen) as people read it on screen:
 * degrees counter-clockwise from the right, in [0, 360).
 */
export const formatDegrees = (radians: number): string => {
  const degrees = ((((-radians * 180) / Math.PI) % 360) + 360) % 360;
  return `${Math.round(degrees * 10) / 10}°`;
};
