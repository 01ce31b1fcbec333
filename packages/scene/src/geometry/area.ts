/** Square metres in one pyeong (평), the Korean floor-area unit: 400/121 m². */
export const SQUARE_METRES_PER_PYEONG = 400 / 121;

/** Converts mm² to m², rounded to 1 cm² (0.0001 m²). */
export const squareMillimetresToSquareMetres = (mm2: number): number => Math.round(mm2 / 100) / 10_000;

/** Converts m² to pyeong, rounded to 0.0001 pyeong. */
export const squareMetresToPyeong = (m2: number): number =>
  Math.round((m2 / SQUARE_METRES_PER_PYEONG) * 10_000) / 10_000;
