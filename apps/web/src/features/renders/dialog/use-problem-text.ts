import { useTranslation } from 'react-i18next';
import type { CameraInput } from '../model/cameras.ts';
import type { RenderProblem } from '../model/render-errors.ts';

/** A refusal in words, naming the camera or the field the server named. */
export function useProblemText(): (problem: RenderProblem, cameras: CameraInput[]) => string {
  const { t } = useTranslation();
  return (problem, cameras) => {
    switch (problem.code) {
      case 'quota_exhausted':
        return t('renders.errors.quotaExhausted');
      case 'engine_unavailable':
        return t('renders.errors.engineUnavailable', { message: problem.message });
      case 'design_invalid':
        return t('renders.errors.design', { message: problem.message });
      case 'invalid_field': {
        if (problem.cameraIndex !== undefined) {
          const name = cameras[problem.cameraIndex]?.name ?? String(problem.cameraIndex + 1);
          return t('renders.errors.camera', { name, message: problem.message });
        }
        return t('renders.errors.field', { field: problem.field ?? '', message: problem.message });
      }
      default:
        return problem.message;
    }
  };
}
