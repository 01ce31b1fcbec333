import { fieldErrorsOf, isApiError } from '../../../api/api-error.ts';

/** Where the dialog shows a refusal: next to the part of the form it concerns, or above the buttons. */
export type ProblemPlace = 'type' | 'tier' | 'engine' | 'cameras' | 'general';

export interface RenderProblem {
  place: ProblemPlace;
  /** What went wrong, as the server or the dialog words it. */
  code: 'quota_exhausted' | 'engine_unavailable' | 'invalid_field' | 'design_invalid' | 'other';
  /** The offending field of a validation failure, e.g. `cameras.0.target`. */
  field?: string;
  /** The first camera the server named (0-based), when it named one. */
  cameraIndex?: number;
  message: string;
}

/**
 * Places a refused render request: no units left belongs to the tier, a missing engine to the
 * engine, a bad field next to that field, a design that fails validation above the buttons.
 */
export function placeRenderError(error: unknown): RenderProblem | null {
  if (!error) return null;
  if (isApiError(error, 'quota_exhausted'))
    return { place: 'tier', code: 'quota_exhausted', message: error.message };
  if (isApiError(error, 'engine_unavailable'))
    return { place: 'engine', code: 'engine_unavailable', message: error.message };
  if (isApiError(error, 'validation_failed')) {
    const [entry] = Object.entries(fieldErrorsOf(error));
    if (entry) {
      const [field, message] = entry;
      if (field.startsWith('design.')) return { place: 'general', code: 'design_invalid', field, message };
      const camera = /^cameras\.(\d+)/.exec(field);
      const place: ProblemPlace = field.startsWith('cameras')
        ? 'cameras'
        : field === 'tier' || field === 'type' || field === 'engine'
          ? field
          : 'general';
      return {
        place,
        code: 'invalid_field',
        field,
        message,
        ...(camera ? { cameraIndex: Number(camera[1]) } : {}),
      };
    }
  }
  return { place: 'general', code: 'other', message: error instanceof Error ? error.message : String(error) };
}
