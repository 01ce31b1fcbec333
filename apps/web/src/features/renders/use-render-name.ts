import { useTranslation } from 'react-i18next';
import { renderTypeOfImage } from './model/render-types.ts';

/** The names the server gives the cameras it places itself, to frame a whole floor. */
const FRAMING_NAMES = new Set(['Top view', 'Bird view']);

/**
 * What to call a render: its camera's name, or the name of its type when it has none or when the
 * server framed the floor itself (the server writes those names in English).
 */
export function useRenderName(): (name: string | null | undefined, imageType: string) => string {
  const { t } = useTranslation();
  return (name, imageType) => {
    const type = renderTypeOfImage(imageType);
    const framed = (type.key === 'top' || type.key === 'bird') && name && FRAMING_NAMES.has(name);
    return !name || framed ? t(`renders.types.${type.key}.label`) : name;
  };
}
