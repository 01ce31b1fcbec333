import { Alert, Button, Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Project } from '@roomcraft/contract';
import { type Camera, type Design, DesignStore } from '@roomcraft/scene';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../auth/session.tsx';
import { ShareButton } from '../projects/sharing/ShareButton.tsx';
import { EditorRenders } from '../renders/index.ts';
import { TemplateEditorContext } from '../templates/editor/template-context.ts';
import type { RoomShape } from './drawing/room-shapes.ts';
import { editableDesign } from './EditorPage.tsx';
import classes from './editor.module.css';
import { PlanEditor } from './model/plan-editor.ts';
import { SidePanel } from './panels/SidePanel.tsx';
import { PlanView } from './plan/PlanView.tsx';
import { ProductLoadFailures } from './products/ProductLoadFailures.tsx';
import { catalogFor } from './products/product-catalog.ts';
import { roomDisplayName } from './room-types/room-type-options.ts';
import { useRoomTypes } from './room-types/use-room-types.ts';
import { useAutosave } from './save/use-autosave.ts';
import { ExportMenu } from './toolbar/ExportMenu.tsx';
import { HelpModal } from './toolbar/HelpModal.tsx';
import { OpeningPalette } from './toolbar/OpeningPalette.tsx';
import { SaveStatus } from './toolbar/SaveStatus.tsx';
import { StatusBar, ToolHint } from './toolbar/StatusBar.tsx';
import { ToolRail } from './toolbar/ToolRail.tsx';
import { TopBar, type ViewMode } from './toolbar/TopBar.tsx';
import { useEditorKeys } from './use-editor-keys.ts';
import { DesignView3D } from './view-3d.ts';

/** The editor of one project: tools, the plan (and the 3D view when built), panels, autosave. */
export function EditorWorkspace({
  project,
  readOnly,
  canShare,
  initial,
}: {
  project: Project;
  readOnly: boolean;
  canShare: boolean;
  initial: { version: number; design: Design };
}) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const [helpOpen, setHelpOpen] = useState(false);
  const [view, setView] = useState<ViewMode>('2d');
  const [lookThrough, setLookThrough] = useState<Camera>();
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  const callbacks = useRef({
    help: () => setHelpOpen((open) => !open),
    // The 3D view opens beside the plan (if it was hidden) and takes the camera's view.
    lookThrough: (camera: Camera) => {
      setView((v) => (v === '2d' ? 'split' : v));
      setLookThrough({ ...camera });
    },
  });
  const [editor] = useState(() => {
    const store = new DesignStore(initial.design);
    return new PlanEditor({
      store,
      sizeOf: catalogFor(store).sizeOf,
      projectId: project.id,
      readOnly,
      onHelp: () => callbacks.current.help(),
      onLookThrough: (camera) => callbacks.current.lookThrough(camera),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t('editor.refused', { reason: error instanceof Error ? error.message : String(error) }),
        }),
    });
  });
  const korean = i18n.language === 'ko';
  const roomTypes = useRoomTypes(user.enterpriseId);
  const save = useAutosave(project.id, editor, initial, (json) => {
    const design = editableDesign(json);
    return 'error' in design ? undefined : design;
  });
  useEditorKeys(editor, helpOpen);
  const [templateContext] = useState(() => ({ projectId: project.id, flush: () => save.autosaver.flush() }));

  const roomName = useCallback(
    (room: RoomShape) => roomDisplayName(room, roomTypes, korean, t('editor.room.unnamed')),
    [roomTypes, korean, t],
  );
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await save.reload();
    } finally {
      setReloading(false);
    }
  };

  const show3d = DesignView3D !== undefined && view !== '2d';
  return (
    <div className={classes.shell} data-testid="editor">
      <TopBar
        editor={editor}
        projectName={project.name}
        view={view}
        onView={setView}
        has3d={DesignView3D !== undefined}
        onHelp={() => setHelpOpen(true)}
        saveStatus={<SaveStatus state={save.state} readOnly={readOnly} />}
        exportMenu={
          <ExportMenu
            editor={editor}
            projectName={project.name}
            options={{ roomName, korean, sizeOf: editor.sizeOf }}
          />
        }
        share={canShare && <ShareButton project={project} />}
        renders={!readOnly && <EditorRenders projectId={project.id} store={editor.store} dock={dock} />}
      />
      <div className={classes.body}>
        <ToolRail editor={editor} />
        <div className={classes.centre}>
          <main className={classes.stage}>
            {view !== '3d' && (
              <div className={classes.pane}>
                <PlanView editor={editor} roomName={roomName} korean={korean} />
                <OpeningPalette editor={editor} />
                <ToolHint editor={editor} />
                <StatusBar editor={editor} />
              </div>
            )}
            {show3d && DesignView3D && (
              <div className={classes.pane}>
                <Suspense
                  fallback={
                    <Center h="100%">
                      <Loader />
                    </Center>
                  }
                >
                  <DesignView3D store={editor.store} readOnly={readOnly} lookThrough={lookThrough} />
                </Suspense>
              </div>
            )}
            <ProductLoadFailures catalog={catalogFor(editor.store)} className={classes.banner} />
            {save.state.kind === 'conflict' && (
              <Alert
                className={classes.banner}
                color="red"
                variant="filled"
                icon={<IconAlertTriangle size={18} />}
                title={t('editor.conflict.title')}
                role="alert"
                data-testid="conflict"
              >
                {t('editor.conflict.body')}
                <div>
                  <Button
                    mt="sm"
                    size="xs"
                    color="dark"
                    variant="white"
                    loading={reloading}
                    onClick={() => void reload()}
                  >
                    {t('editor.conflict.reload')}
                  </Button>
                </div>
              </Alert>
            )}
          </main>
          <div ref={setDock} className={classes.dock} />
        </div>
        <TemplateEditorContext.Provider value={templateContext}>
          <SidePanel editor={editor} roomTypes={roomTypes} korean={korean} />
        </TemplateEditorContext.Provider>
      </div>
      <HelpModal opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
