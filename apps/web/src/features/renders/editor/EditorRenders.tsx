import { ActionIcon, Box, Button, Indicator, Tooltip } from '@mantine/core';
import { addCamera, type DesignStore } from '@roomcraft/scene';
import {
  IconChevronDown,
  IconChevronUp,
  IconLayoutGrid,
  IconPhotoSpark,
  IconStack2,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summarizeDesign } from '../../projects/model/plan-summary.ts';
import { useJobImages } from '../api.ts';
import { CameraPlacer } from '../dialog/CameraPlacer.tsx';
import { RenderDialog } from '../dialog/RenderDialog.tsx';
import { Lightbox } from '../gallery/Lightbox.tsx';
import { editedFloor, floorCameras } from '../model/floor-cameras.ts';
import { galleryPath } from '../paths.ts';
import { RenderQueuePanel } from '../queue/RenderQueuePanel.tsx';
import { useRenderStream } from '../use-render-stream.ts';
import { editorSessionId } from './use-editor-session.ts';

/**
 * Rendering from the editor: the top bar's Render button opens the render dialog with the edited
 * floor's saved cameras, and more are placed on the floor's plan right there (saved to the design);
 * the session's queue is docked below the plan (`dock`, so it never covers it) and collapses to its
 * title bar; a finished picture opens in the lightbox.
 */
export function EditorRenders({
  projectId,
  store,
  dock,
}: {
  projectId: string;
  store: DesignStore;
  /** Where the queue panel goes: the editor's strip below the plan. */
  dock: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const design = useSyncExternalStore(store.subscribe, () => store.getSnapshot().design);
  const floor = editedFloor(design);
  const [sessionId] = useState(() => editorSessionId(projectId));
  const feed = useRenderStream({ sessionId });
  const pictures = useJobImages(feed.jobs);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The placer's drawing of the floor, worked out only while the dialog is open (not on every edit).
  const plan = useMemo(
    () => (dialogOpen ? summarizeDesign(design).floors.find((f) => f.id === floor.id) : undefined),
    [dialogOpen, design, floor.id],
  );
  const [queueOpen, setQueueOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = shownId ? pictures.findIndex((p) => p.id === shownId) : -1;
  const active = feed.jobs.filter((j) => j.state === 'QUEUED' || j.state === 'RUNNING').length;

  return (
    <>
      <Button
        size="xs"
        leftSection={<IconPhotoSpark size={16} />}
        onClick={() => setDialogOpen(true)}
        data-testid="editor-render"
      >
        {t('renders.editor.render')}
      </Button>
      <Tooltip label={t('renders.queue.title')}>
        <Indicator disabled={active === 0} label={active} size={16} offset={4}>
          <ActionIcon
            variant={queueOpen ? 'light' : 'subtle'}
            color="gray"
            aria-label={t('renders.queue.title')}
            aria-pressed={queueOpen}
            onClick={() => setQueueOpen((open) => !open)}
          >
            <IconStack2 size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <RenderDialog
        projectId={projectId}
        sessionId={sessionId}
        floorId={floor.id}
        cameras={floorCameras(floor)}
        placer={
          plan && (
            <CameraPlacer
              floor={plan}
              onPlace={(camera) => store.dispatch(addCamera, { floorId: floor.id, ...camera })}
            />
          )
        }
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onRequested={() => {
          setQueueOpen(true);
          setCollapsed(false);
        }}
      />
      {queueOpen &&
        dock &&
        createPortal(
          <Box data-testid="editor-render-queue">
            <RenderQueuePanel
              feed={feed}
              maxHeight={220}
              collapsed={collapsed}
              onOpenImage={setShownId}
              actions={
                <>
                  <Tooltip label={t('renders.editor.gallery')}>
                    <ActionIcon
                      component={Link}
                      to={galleryPath(projectId)}
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('renders.editor.gallery')}
                    >
                      <IconLayoutGrid size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('renders.editor.collapseQueue')}
                    aria-expanded={!collapsed}
                    onClick={() => setCollapsed((c) => !c)}
                  >
                    {collapsed ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('renders.editor.hideQueue')}
                    onClick={() => setQueueOpen(false)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </>
              }
            />
          </Box>,
          dock,
        )}
      <Lightbox
        images={pictures}
        index={shown >= 0 ? shown : null}
        onIndex={(i) => setShownId(pictures[i]?.id ?? null)}
        onClose={() => setShownId(null)}
      />
    </>
  );
}
