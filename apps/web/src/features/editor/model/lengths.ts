/** The units a person may read and type lengths in. */
export const LENGTH_UNITS = ['mm', 'cm', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const MM_PER: Record<LengthUnit, number> = { mm: 1, cm: 10, m: 1000 };
/** Decimals shown per unit: a tenth of a millimetre at most. */
const DECIMALS: Record<LengthUnit, number> = { mm: 0, cm: 1, m: 3 };

/** A length in millimetres written in a unit, without trailing zeros: 1250 mm → "125" cm, "1.25" m. */
export function formatLength(mm: number, unit: LengthUnit): string {
  const factor = 10 ** DECIMALS[unit];
  const value = Math.round((mm / MM_PER[unit]) * factor) / factor;
  return String(Object.is(value, -0) ? 0 : value);
}

/**
 * A typed length in millimetres: a number in the field's unit ("125"), or with its own unit
 * ("1.25 m", "125cm", "1250 mm"); a comma works as the decimal point. Undefined when it is not a
 * length.
 */
export function parseLength(text: string, unit: LengthUnit): number | undefined {
  const match = /^\s*(-?\d*[.,]?\d+)\s*(mm|cm|m)?\s*$/i.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(',', '.'));
  const typed = (match[2]?.toLowerCase() as LengthUnit | undefined) ?? unit;
  return Number.isFinite(value) ? Math.round(value * MM_PER[typed] * 10) / 10 : undefined;
}

/** An angle in radians as whole-ish degrees in [0, 360), clockwise on the plan as rotation.z turns. */
export function degreesOf(radians: number): number {
  const degrees = ((((radians * 180) / Math.PI) % 360) + 360) % 360;
  const rounded = Math.round(degrees * 10) / 10;
  return rounded === 360 ? 0 : rounded;
}
