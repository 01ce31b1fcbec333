import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { BIRD_VIEW_DIRECTION, fitDistance } from './framing.ts';

function extent(box: Box3, distance: number, aspect: number) {
  const centre = box.getCenter(new Vector3());
  const camera = new PerspectiveCamera(45, aspect, 0.01, 1000);
  camera.position.copy(centre).addScaledVector(BIRD_VIEW_DIRECTION, distance);
  camera.lookAt(centre);
  camera.updateMatrixWorld();
  let max = 0;
  for (let i = 0; i < 8; i++) {
    const corner = new Vector3(
      i & 1 ? box.max.x : box.min.x,
      i & 2 ? box.max.y : box.min.y,
      i & 4 ? box.max.z : box.min.z,
    );
    const p = corner.project(camera);
    max = Math.max(max, Math.abs(p.x), Math.abs(p.y));
  }
  return max;
}

describe('framing the bird view', () => {
  const flat = new Box3(new Vector3(-0.1, 0, -0.1), new Vector3(9.1, 2.4, 6.1));

  it('brings the whole floor just inside the edges, in a wide view and in a narrow one', () => {
    for (const aspect of [1.6, 0.65]) {
      const distance = fitDistance(flat, BIRD_VIEW_DIRECTION, 45, aspect);
      expect(extent(flat, distance, aspect)).toBeCloseTo(0.9, 2);
    }
  });

  it('stands further back in a narrow view', () => {
    expect(fitDistance(flat, BIRD_VIEW_DIRECTION, 45, 0.65)).toBeGreaterThan(
      fitDistance(flat, BIRD_VIEW_DIRECTION, 45, 1.6),
    );
  });
});
