import { Box, Group } from '@mantine/core';
import { Canvas } from '@react-three/fiber';
import type { DesignStore } from '@roomcraft/scene';
import { type DragEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import { NeutralToneMapping } from 'three';
import { CataloguePanel } from './catalogue/CataloguePanel.tsx';
import { PRODUCT_DRAG_TYPE } from './catalogue/ProductCard.tsx';
import { type DroppedProduct, dropProduct } from './controller/item-commands.ts';
import { selectAt } from './controller/select-commands.ts';
import { View3DController } from './controller/view3d-controller.ts';
import { FinishPanel } from './finishes/FinishPanel.tsx';
import { ProductDirectory } from './library/product-directory.ts';
import { SceneContent } from './scene/SceneContent.tsx';
import { SelectionBar } from './ui/SelectionBar.tsx';
import { StatusBar } from './ui/StatusBar.tsx';
import { ViewToolbar } from './ui/ViewToolbar.tsx';
import { useItemKeys } from './use-item-keys.ts';

export interface DesignView3DProps {
  /** The design being edited; the 2D plan shares it (and so the selection). */
  readonly store: DesignStore;
  /** Views only: no catalogue, finishes, gizmo or item commands. */
  readonly readOnly?: boolean;
  /** File name of pictures taken. */
  readonly pictureName?: string;
  /** Where products come from (tests pass their own). */
  readonly directory?: ProductDirectory;
}

const CLICK_SLOP = 5;

/**
 * The 3D view of a design: bird view, top view and walk-through of the same scene the renders use,
 * with the catalogue to furnish it, finishes for walls, floors and ceilings, and lighting.
 */
export function DesignView3D({
  store,
  readOnly = false,
  pictureName = 'design',
  directory,
}: DesignView3DProps) {
  const controller = useMemo(
    () => new View3DController(store, directory ?? new ProductDirectory(), readOnly),
    [store, readOnly, directory],
  );
  useEffect(() => () => controller.dispose(), [controller]);
  useItemKeys(controller);
  const down = useRef<{ x: number; y: number; gizmo: boolean } | undefined>(undefined);

  const onPointerDown = (e: PointerEvent) => {
    down.current = { x: e.clientX, y: e.clientY, gizmo: controller.gizmoDragging };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = down.current;
    down.current = undefined;
    if (!start || start.gizmo || e.button !== 0) return;
    if (Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return;
    selectAt(controller, e.clientX, e.clientY);
  };
  const onDragOver = (e: DragEvent) => {
    if (readOnly || !e.dataTransfer.types.includes(PRODUCT_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (e: DragEvent) => {
    const data = e.dataTransfer.getData(PRODUCT_DRAG_TYPE);
    if (readOnly || !data) return;
    e.preventDefault();
    dropProduct(controller, JSON.parse(data) as DroppedProduct, e.clientX, e.clientY);
  };

  return (
    <Box display="flex" h="100%" w="100%" style={{ overflow: 'hidden' }}>
      {!readOnly && <CataloguePanel controller={controller} />}
      <Box
        pos="relative"
        flex={1}
        miw={0}
        data-testid="view3d"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <Canvas
          shadows="percentage"
          frameloop="demand"
          dpr={[1, 2]}
          gl={{ antialias: true }}
          onCreated={({ gl }) => {
            // Khronos PBR Neutral keeps product and finish colours true where ACES shifts them.
            gl.toneMapping = NeutralToneMapping;
          }}
          style={{ touchAction: 'none' }}
        >
          <SceneContent controller={controller} />
        </Canvas>
        <Group
          pos="absolute"
          top={10}
          left={10}
          right={10}
          justify="center"
          style={{ pointerEvents: 'none' }}
        >
          <ViewToolbar controller={controller} pictureName={pictureName} />
        </Group>
        <Group
          pos="absolute"
          bottom={10}
          left={10}
          right={10}
          justify="space-between"
          align="flex-end"
          style={{ pointerEvents: 'none' }}
        >
          <StatusBar controller={controller} />
          <SelectionBar controller={controller} />
          <span />
        </Group>
      </Box>
      {!readOnly && <FinishPanel controller={controller} />}
    </Box>
  );
}
