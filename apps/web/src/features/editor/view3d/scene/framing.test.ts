import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { describe, expect, it } from 'vitest';
import { BIRD_VIEW_DIRECTION, fitDistance, ORBIT_MAX_POLAR_ANGLE } from './framing.ts';

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

describe('the bird view’s tilt limit', () => {
  const lookedDirection = (eye: Vector3, target: Vector3) => {
    const camera = new PerspectiveCamera(60, 1.5, 0.05, 100);
    camera.position.copy(eye);
    const controls = new OrbitControls(camera);
    controls.maxPolarAngle = ORBIT_MAX_POLAR_ANGLE;
    controls.target.copy(target);
    controls.update();
    return camera.getWorldDirection(new Vector3());
  };

  it('keeps a level plan camera level when the orbit controls take it over', () => {
    const direction = lookedDirection(new Vector3(1, 1.2, 2.5), new Vector3(3, 1.2, 0.5));
    expect(direction.y).toBeCloseTo(0, 6);
  });

  it('still stops the view from going below the floor', () => {
    const direction = lookedDirection(new Vector3(1, 0.2, 2.5), new Vector3(1, 1.5, 0.5));
    expect(direction.y).toBeCloseTo(0, 6);
  });
});
