import type { Design, ObjectRef, SizeOf } from '@roomcraft/scene';
import {
  memo,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PlanShapeCache } from '../drawing/shape-cache.ts';
import { CamerasLayer } from '../kinds/camera/CamerasLayer.tsx';
import { ItemsLayer } from '../kinds/item/ItemsLayer.tsx';
import type { EditorKind } from '../kinds/kind.ts';
import { OpeningsLayer } from '../kinds/opening/OpeningsLayer.tsx';
import { EDITOR_KINDS, KIND_TOOLS } from '../kinds/registry.ts';
import { RoomFills, RoomLabels } from '../kinds/room/RoomsLayer.tsx';
import type { RoomShape } from '../kinds/room/room-shapes.ts';
import { GhostFloorLayer, WallsLayer } from '../kinds/wall/WallsLayer.tsx';
import { activeFloor } from '../model/editor-actions.ts';
import type { PlanPointer } from '../model/events.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { catalogFor } from '../products/product-catalog.ts';
import { planProductDrop } from '../view3d/product-drag.ts';
import { DimensionsLayer } from './DimensionsLayer.tsx';
import { gridPaths } from './grid.ts';
import { OverlayLayer } from './OverlayLayer.tsx';
import classes from './plan.module.css';
import { SelectionLayer } from './SelectionLayer.tsx';
import { TracingLayer } from './TracingLayer.tsx';

/** The floor just below the active one (by elevation), drawn faintly to trace over. */
export function floorBelow(design: Design) {
  const active = activeFloor(design);
  return design.floors
    .filter((f) => f.elevation < active.elevation)
    .sort((a, b) => b.elevation - a.elevation)[0];
}

const CURSORS: Record<string, string> = {
  wall: 'crosshair',
  room: 'crosshair',
  measure: 'crosshair',
  calibrate: 'crosshair',
  opening: 'copy',
  ...Object.fromEntries(KIND_TOOLS.map((tool) => [tool.id, tool.cursor])),
};

/** Zoom rounded to quarter octaves: layers that only need a rough zoom re-render that rarely. */
const roughScale = (scale: number) => 2 ** (Math.round(Math.log2(scale) * 4) / 4);

/**
 * The plan in SVG, in millimetres. Zoom and pan move one transform (and the `--px` variable that
 * keeps strokes and text at screen sizes) without React rendering anything; the design re-renders
 * only the parts that changed, at most once a frame; the tools' overlay renders on its own.
 */
export function PlanView({
  editor,
  roomName,
  korean,
  exportRef,
}: {
  editor: PlanEditor;
  roomName: (room: RoomShape) => string;
  korean: boolean;
  /** Receives the SVG element, for exports and tests. */
  exportRef?: (svg: SVGSVGElement | null) => void;
}) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const worldRef = useRef<SVGGElement>(null);
  const minorRef = useRef<SVGPathElement>(null);
  const majorRef = useRef<SVGPathElement>(null);
  const snapshot = useSyncExternalStore(editor.store.subscribe, editor.store.getSnapshot);
  const toolPath = useSyncExternalStore(editor.subscribe, editor.getToolPath);
  const settings = useSyncExternalStore(editor.settings.subscribe, editor.settings.get);
  const scale = useSyncExternalStore(editor.viewport.subscribe, () => roughScale(editor.viewport.scale));
  const design = snapshot.design;
  const floor = activeFloor(design);
  const below = floorBelow(design);

  useEffect(() => exportRef?.(svgRef.current), [exportRef]);

  // Size: the viewport follows the element; the first size known fits the plan.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    let fitted = false;
    const observer = new ResizeObserver(() => {
      const rect = svg.getBoundingClientRect();
      editor.viewport.setSize(rect.width, rect.height);
      if (!fitted && rect.width > 0) {
        fitted = true;
        editor.commands.fit();
      }
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [editor]);

  // Zoom and pan: attributes set directly, once per viewport change.
  useEffect(() => {
    const apply = () => {
      const { scale: s, x, y } = editor.viewport;
      const svg = svgRef.current;
      worldRef.current?.setAttribute('transform', `matrix(${s} 0 0 ${s} ${x} ${y})`);
      if (svg) {
        svg.style.setProperty('--px', String(1 / s));
        svg.dataset.scale = String(s);
        svg.dataset.originX = String(x);
        svg.dataset.originY = String(y);
      }
      const grid = gridPaths(editor.viewport.visibleBounds(), s);
      minorRef.current?.setAttribute('d', grid.minor);
      majorRef.current?.setAttribute('d', grid.major);
    };
    apply();
    return editor.viewport.subscribe(apply);
  }, [editor]);

  // Wheel zoom needs a listener that may prevent the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      // A trackpad pinch arrives as a wheel with ctrlKey set.
      if (e.ctrlKey || !e.shiftKey)
        editor.wheel({ x: e.clientX - rect.left, y: e.clientY - rect.top }, delta, e.ctrlKey);
      else editor.viewport.panBy(-e.deltaY, 0);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [editor]);

  const toPlanPointer = (e: ReactPointerEvent | React.MouseEvent): PlanPointer => {
    const rect = svgRef.current!.getBoundingClientRect();
    const screen = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    return {
      point: editor.viewport.toPlan(screen),
      screen,
      button: e.button,
      shiftKey: e.shiftKey,
      altKey: e.altKey,
      ctrlKey: e.ctrlKey || e.metaKey,
      touchId: 'pointerType' in e && e.pointerType === 'touch' ? e.pointerId : undefined,
    };
  };

  const [cache] = useState(() => new PlanShapeCache());
  const { corners, walls, rooms: foundRooms, openings: placed } = floor;
  const wallShapes = useMemo(() => cache.walls({ corners, walls }), [cache, corners, walls]);
  const rooms = useMemo(
    () => cache.rooms({ corners, walls, rooms: foundRooms, openings: [] }),
    [cache, corners, walls, foundRooms],
  );
  const openings = useMemo(
    () => cache.openings({ corners, walls, rooms: [], openings: placed }),
    [cache, corners, walls, placed],
  );
  const dimensions = useMemo(
    () =>
      settings.showDimensions ? cache.dimensions({ corners, walls, rooms: foundRooms, openings: [] }) : [],
    [cache, corners, walls, foundRooms, settings.showDimensions],
  );
  const tool = toolPath.split('.')[0]!;
  const selectedCameras = snapshot.selection
    .filter((r) => r.kind === 'camera')
    .map((r) => r.id)
    .join(',');
  const drop = planProductDrop(editor.store, editor.readOnly);

  return (
    <svg
      ref={svgRef}
      className={classes.plan}
      data-testid="plan"
      data-tool={toolPath}
      data-cursor={editor.panning ? 'grab' : (CURSORS[tool] ?? 'default')}
      role="application"
      aria-label={t('editor.planLabel')}
      // Focusable (an application takes keys): Tab in the plan walks through the furniture.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role application is operated by keyboard
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && editor.commands.selectNextItem(e.shiftKey))
          e.preventDefault();
      }}
      onPointerDown={(e) => {
        if (e.button === 1) e.preventDefault();
        svgRef.current?.setPointerCapture(e.pointerId);
        // Fields being typed in commit (they are left); the plan takes the keyboard.
        svgRef.current?.focus({ preventScroll: true });
        editor.pointerDown(toPlanPointer(e));
      }}
      onPointerMove={(e) => editor.pointerMove(toPlanPointer(e))}
      onPointerUp={(e) => {
        svgRef.current?.releasePointerCapture(e.pointerId);
        editor.pointerUp(toPlanPointer(e));
      }}
      onPointerCancel={(e) => editor.pointerUp(toPlanPointer(e))}
      onPointerLeave={() => editor.pointerLeave()}
      onDoubleClick={(e) => editor.doubleClick(toPlanPointer(e))}
      onContextMenu={(e) => e.preventDefault()}
      onDragOver={drop.onDragOver}
      onDrop={(e) => drop.onDrop(e, toPlanPointer(e).point)}
    >
      <g ref={worldRef}>
        <path ref={minorRef} className={classes.gridMinor} />
        <path ref={majorRef} className={classes.gridMajor} />
        {floor.tracingImage && <TracingLayer image={floor.tracingImage} projectId={editor.projectId} />}
        {below && <GhostFloorLayer floor={below} />}
        <RoomFills rooms={rooms} />
        <WallsLayer shapes={wallShapes} />
        <OpeningsLayer shapes={openings} />
        {(EDITOR_KINDS as readonly EditorKind[]).map(
          ({ kind, PlanLayer }) => PlanLayer && <PlanLayer key={kind} floor={floor} />,
        )}
        <ItemsLayer items={floor.items} catalog={catalogFor(editor.store)} />
        <DimensionsLayer dimensions={dimensions} scale={scale} />
        <RoomLabels rooms={rooms} nameOf={roomName} korean={korean} />
        <Selection floor={floor} selection={snapshot.selection} sizeOf={editor.sizeOf} />
        <CamerasLayer cameras={floor.cameras} selected={selectedCameras} />
        <OverlayLayer editor={editor} floor={floor} />
      </g>
    </svg>
  );
}

const Selection = memo(function Selection(props: {
  floor: ReturnType<typeof activeFloor>;
  selection: readonly ObjectRef[];
  sizeOf: SizeOf;
}) {
  return <SelectionLayer {...props} />;
});
