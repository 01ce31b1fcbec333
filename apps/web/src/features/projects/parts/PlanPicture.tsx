import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { planSvg } from '../../editor/export/plan-svg.ts';
import { roomDisplayName } from '../../editor/room-types/room-type-options.ts';
import type { FloorSummary } from '../model/plan-summary.ts';

const PICTURE_SIZE = 760;

/**
 * A floor's plan drawn by the editor's own plan export, so doors swing, rooms are named and walls
 * meet exactly as in the editor. Room types of an enterprise's own are named by their base type,
 * since a person without an account cannot read the enterprise's list.
 */
export function PlanPicture({ floor, label }: { floor: FloorSummary; label: string }) {
  const { t, i18n } = useTranslation();
  const korean = i18n.language === 'ko';
  const src = useMemo(() => {
    const { svg } = planSvg(floor.floor, {
      roomName: (room) => roomDisplayName(room, undefined, korean, t('editor.room.unnamed')),
      korean,
      title: floor.title,
      // About the width it is shown at, so its labels read at the editor's size.
      size: PICTURE_SIZE,
    });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [floor, korean, t]);
  return (
    <img
      src={src}
      alt={label}
      data-testid="plan-picture"
      style={{ display: 'block', width: '100%', maxHeight: 480, objectFit: 'contain' }}
    />
  );
}
