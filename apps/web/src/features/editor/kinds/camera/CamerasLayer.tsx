import type { Camera, Floor } from '@roomcraft/scene';
import { memo } from 'react';
import { CAMERA_ICON_RADIUS } from '../../model/plan-geometry.ts';
import classes from '../../plan/plan.module.css';
import { cameraShape } from './camera-shapes.ts';

/** One camera: its field-of-view wedge, its body pointing where it looks, and its name below. */
export function CameraGlyph({
  camera,
  selected = false,
}: {
  camera: Pick<Camera, 'position' | 'target' | 'fovDeg'> & { name?: string; archiId?: string };
  selected?: boolean;
}) {
  const shape = cameraShape(camera);
  return (
    <g className={selected ? classes.cameraSelected : undefined} data-camera={camera.archiId}>
      <path className={classes.cameraWedge} d={shape.wedge} />
      <path className={classes.cameraBody} d={shape.body} />
      {camera.name && (
        <text
          className={classes.cameraName}
          x={camera.position.x}
          y={camera.position.y + CAMERA_ICON_RADIUS * 1.3}
        >
          {camera.name}
        </text>
      )}
      {selected && (
        <circle
          className={classes.handleSelected}
          cx={shape.handle.x}
          cy={shape.handle.y}
          data-testid="camera-aim"
        />
      )}
    </g>
  );
}

/** The floor's saved cameras; a selected one shows the handle that aims it (at what it looks at). */
export const CamerasLayer = memo(function CamerasLayer({
  cameras,
  selected,
}: {
  cameras: Floor['cameras'];
  /** Ids of the selected cameras, joined (a stable value for memo). */
  selected: string;
}) {
  const ids = new Set(selected.split(','));
  return (
    <g pointerEvents="none">
      {cameras.map((c) => (
        <CameraGlyph key={c.archiId} camera={c} selected={ids.has(c.archiId)} />
      ))}
    </g>
  );
});
