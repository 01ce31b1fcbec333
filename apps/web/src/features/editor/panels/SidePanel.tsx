import { ScrollArea } from '@mantine/core';
import type { RoomTypeItem } from '@roomcraft/contract';
import type { DesignSnapshot } from '@roomcraft/scene';
import { memo, useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../editor.module.css';
import { activeFloor } from '../model/editor-actions.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { FloorsPanel } from './FloorsPanel.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { TracingPanel } from './TracingPanel.tsx';

/**
 * The design as the panels show it: it stands still during a gesture (a drag changes the design
 * every frame, and the panel's form controls are the dearest thing to re-render) and catches up
 * when the gesture ends.
 */
function useSettledSnapshot(editor: PlanEditor): DesignSnapshot {
  const settled = useRef(editor.store.getSnapshot());
  const subscribe = useCallback(
    (notify: () => void) => {
      const offStore = editor.store.subscribe(() => {
        if (!editor.gesturing) notify();
      });
      const offTool = editor.subscribe(notify);
      return () => {
        offStore();
        offTool();
      };
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => {
    if (!editor.gesturing) settled.current = editor.store.getSnapshot();
    return settled.current;
  });
}

/**
 * The panel on the right: the selection's properties, the floors, the tracing image. It renders
 * at a lower priority than the plan (a deferred value) and not at all during a gesture.
 */
export const SidePanel = memo(function SidePanel({
  editor,
  roomTypes,
  korean,
}: {
  editor: PlanEditor;
  roomTypes: readonly RoomTypeItem[] | undefined;
  korean: boolean;
}) {
  const { t } = useTranslation();
  const snapshot = useDeferredValue(useSettledSnapshot(editor));
  const floor = activeFloor(snapshot.design);
  return (
    <aside className={classes.panel} aria-label={t('editor.panel')}>
      <ScrollArea h="100%">
        <div className={classes.section}>
          <PropertiesPanel
            editor={editor}
            floor={floor}
            selection={snapshot.selection}
            roomTypes={roomTypes}
            korean={korean}
          />
        </div>
        <div className={classes.section}>
          <FloorsPanel editor={editor} design={snapshot.design} />
        </div>
        <div className={classes.section}>
          <TracingPanel editor={editor} floor={floor} />
        </div>
      </ScrollArea>
    </aside>
  );
});
