import { Box, Group } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { Canvas } from '@react-three/fiber';
import type { Camera, DesignStore } from '@roomcraft/scene';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { NeutralToneMapping } from 'three';
import { CataloguePanel } from './catalogue/CataloguePanel.tsx';
import { View3DController } from './controller/view3d-controller.ts';
import { FinishPanel } from './finishes/FinishPanel.tsx';
import { VIEW_ROOT_ATTRIBUTE } from './keys.ts';
import { directoryFor, type ProductDirectory } from './library/product-directory.ts';
import { SceneContent } from './scene/SceneContent.tsx';
import { SelectionBar } from './ui/SelectionBar.tsx';
import { SidePanel } from './ui/SidePanel.tsx';
import { StatusBar } from './ui/StatusBar.tsx';
import { ViewToolbar } from './ui/ViewToolbar.tsx';
import { useCanvasPointer } from './use-canvas-pointer.ts';
import { useItemKeys } from './use-item-keys.ts';
import { usePanels } from './use-panels.ts';

export interface DesignView3DProps {
  /** The design being edited; the 2D plan shares it (and so the selection). */
  readonly store: DesignStore;
  /** Views only: no catalogue, finishes, gizmo or item commands. */
  readonly readOnly?: boolean;
  /** File name of pictures taken. */
  readonly pictureName?: string;
  /** The project, to keep pictures with it (the editor route's :projectId when left out). */
  readonly projectId?: string;
  /** Where products come from (tests pass their own). */
  readonly directory?: ProductDirectory;
  /** A camera of the plan to look through (a new object each time the person asks). */
  readonly lookThrough?: Camera;
}

/**
 * The 3D view of a design: bird view, top view and walk-through of the same scene the renders use,
 * with the catalogue to furnish it, finishes for walls, floors and ceilings, and lighting.
 */
export function DesignView3D({
  store,
  readOnly = false,
  pictureName = 'design',
  projectId,
  directory,
  lookThrough,
}: DesignView3DProps) {
  const params = useParams();
  const project = projectId ?? params.projectId;
  const controller = useMemo(
    () => new View3DController(store, directory ?? directoryFor(store), readOnly),
    [store, readOnly, directory],
  );
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => {
    if (lookThrough) controller.lookThrough(lookThrough);
  }, [controller, lookThrough]);
  const { ref: sizeRef, width } = useElementSize();
  const rootRef = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, rootRef);
  useItemKeys(controller, rootRef);
  const panels = usePanels(controller, width);
  const pointer = useCanvasPointer(controller);

  return (
    <Box
      ref={ref}
      pos="relative"
      display="flex"
      h="100%"
      w="100%"
      // Focusable, so the view takes the keyboard when clicked (walking, item keys) and the plan
      // keeps it otherwise.
      tabIndex={-1}
      {...{ [VIEW_ROOT_ATTRIBUTE]: '' }}
      style={{ overflow: 'hidden', outline: 'none' }}
    >
      {!readOnly && panels.catalogue && (
        <SidePanel side="left" overlay={panels.overlay}>
          <CataloguePanel controller={controller} />
        </SidePanel>
      )}
      <Box pos="relative" flex={1} miw={0} data-testid="view3d" {...pointer}>
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
          <ViewToolbar
            controller={controller}
            pictureName={pictureName}
            projectId={project}
            compact={panels.compact}
            panels={readOnly ? undefined : panels}
          />
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
      {!readOnly && panels.finishes && (
        <SidePanel side="right" overlay={panels.overlay}>
          <FinishPanel controller={controller} />
        </SidePanel>
      )}
    </Box>
  );
}
