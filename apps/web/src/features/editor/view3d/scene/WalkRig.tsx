import { PerspectiveCamera } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import {
  boundsOf,
  interiorPoint,
  pointInPolygon,
  polygonArea,
  roomOutline,
  type Vec2,
} from '@roomcraft/scene';
import { useEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera as Camera } from 'three';
import type { View3DController } from '../controller/view3d-controller.ts';
import { typingIn, viewRootOf } from '../keys.ts';
import { blocked, EYE_HEIGHT, walkStep } from '../walk/collision.ts';

const WALK_SPEED = 1400;
const RUN_SPEED = 3000;
const LOOK_SPEED = 0.004;
const KEYS = new Set([
  'KeyW',
  'KeyA',
  'KeyS',
  'KeyD',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ShiftLeft',
  'ShiftRight',
]);

/**
 * Where the walk starts: in the largest room, a metre in from its south side (the bottom of the plan),
 * looking north across it; the middle of the room where that spot is in a wall.
 */
function startPoint(controller: View3DController): Vec2 {
  const floor = controller.floor();
  const outlines = floor.rooms.map((r) => roomOutline(floor, r)).filter((o) => o.length >= 3);
  outlines.sort((a, b) => polygonArea(b) - polygonArea(a));
  const room = outlines[0];
  if (!room) {
    const centre = controller.bounds().getCenter(controller.proxy.position.clone());
    return { x: centre.x * 1000, y: centre.z * 1000 };
  }
  const middle = interiorPoint(room);
  const { maxY, minY } = boundsOf(room);
  const near = { x: middle.x, y: maxY - Math.min(1000, (maxY - minY) / 4) };
  return pointInPolygon(near, room) && !blocked(floor, near) ? near : middle;
}

/**
 * First-person walk-through: eyes 1.6 m above the floor, W A S D (or arrows) to walk, Shift to
 * run, drag to look around; walls stop the walker (doors let through). Position, heading and keys
 * live in refs and are applied in useFrame: nothing here re-renders while walking.
 */
export function WalkRig({ controller }: { controller: View3DController }) {
  const camera = useRef<Camera>(null);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const start = useMemo(() => startPoint(controller), [controller]);
  const at = useRef<Vec2>(start);
  const look = useRef({ yaw: 0, pitch: -0.05 });
  const keys = useRef(new Set<string>());

  useEffect(() => {
    // Keys reach the walk while the 3D view has focus, and stop there: the plan's W (wall tool) or
    // arrows (nudge) must not act on them.
    const root = viewRootOf(gl.domElement);
    const down = (e: KeyboardEvent) => {
      if (!KEYS.has(e.code) || typingIn(e.target)) return;
      keys.current.add(e.code);
      e.stopPropagation();
      if (!e.code.startsWith('Shift')) e.preventDefault();
      invalidate();
    };
    const up = (e: KeyboardEvent) => {
      if (keys.current.delete(e.code)) e.stopPropagation();
    };
    const blur = () => keys.current.clear();
    let last: { x: number; y: number } | undefined;
    const press = (e: PointerEvent) => {
      last = { x: e.clientX, y: e.clientY };
    };
    const move = (e: PointerEvent) => {
      if (!last || e.buttons === 0) return;
      look.current.yaw -= (e.clientX - last.x) * LOOK_SPEED;
      look.current.pitch = Math.max(
        -1.3,
        Math.min(1.3, look.current.pitch - (e.clientY - last.y) * LOOK_SPEED),
      );
      last = { x: e.clientX, y: e.clientY };
      invalidate();
    };
    const release = () => {
      last = undefined;
    };
    root?.addEventListener('keydown', down);
    root?.addEventListener('keyup', up);
    root?.addEventListener('focusout', blur);
    window.addEventListener('blur', blur);
    gl.domElement.addEventListener('pointerdown', press);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    return () => {
      root?.removeEventListener('keydown', down);
      root?.removeEventListener('keyup', up);
      root?.removeEventListener('focusout', blur);
      window.removeEventListener('blur', blur);
      gl.domElement.removeEventListener('pointerdown', press);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
    };
  }, [gl, invalidate]);

  useFrame((_, delta) => {
    const cam = camera.current;
    if (!cam) return;
    const k = keys.current;
    const forward =
      (k.has('KeyW') || k.has('ArrowUp') ? 1 : 0) - (k.has('KeyS') || k.has('ArrowDown') ? 1 : 0);
    const strafe =
      (k.has('KeyD') || k.has('ArrowRight') ? 1 : 0) - (k.has('KeyA') || k.has('ArrowLeft') ? 1 : 0);
    if (forward !== 0 || strafe !== 0) {
      const { yaw } = look.current;
      const speed =
        (k.has('ShiftLeft') || k.has('ShiftRight') ? RUN_SPEED : WALK_SPEED) * Math.min(delta, 0.1);
      // The camera looks down −Z at yaw 0; plan y is world Z.
      const dx = -Math.sin(yaw) * forward + Math.cos(yaw) * strafe;
      const dy = -Math.cos(yaw) * forward - Math.sin(yaw) * strafe;
      const norm = Math.hypot(dx, dy) || 1;
      at.current = walkStep(controller.floor(), at.current, {
        x: (dx / norm) * speed,
        y: (dy / norm) * speed,
      });
      invalidate();
    }
    const eye = (controller.floor().elevation + EYE_HEIGHT) / 1000;
    cam.position.set(at.current.x / 1000, eye, at.current.y / 1000);
    cam.rotation.set(look.current.pitch, look.current.yaw, 0, 'YXZ');
  });

  return (
    <PerspectiveCamera
      ref={camera}
      makeDefault
      fov={70}
      near={0.05}
      far={200}
      position={[start.x / 1000, EYE_HEIGHT / 1000, start.y / 1000]}
    />
  );
}
