import { Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { isDoor, OPENING_TYPE_CODES, type OpeningTypeCode } from '@roomcraft/scene';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanEditor } from '../../model/plan-editor.ts';
import { OpeningTypeIcon } from './OpeningTypeIcon.tsx';

/** While placing doors or windows: the eight types (EditorTypeCode 51–58) to pick from. */
export function OpeningPalette({ editor }: { editor: PlanEditor }) {
  const { t } = useTranslation();
  const path = useSyncExternalStore(editor.subscribe, editor.getToolPath);
  const current = useSyncExternalStore(editor.subscribe, () => editor.openingTool.typeCode);
  if (!path.startsWith('opening.')) return null;
  const choose = (code: OpeningTypeCode) => {
    editor.settings.set(isDoor(code) ? { doorType: code } : { windowType: code });
    editor.placeOpenings(code);
  };
  return (
    <Paper
      shadow="sm"
      p={6}
      radius="md"
      style={{ position: 'absolute', top: 12, left: 12, display: 'flex', gap: 4, zIndex: 2 }}
      aria-label={t('editor.palette.label')}
      role="toolbar"
    >
      {OPENING_TYPE_CODES.map((code) => (
        <Tooltip key={code} label={t(`editor.openingTypes.${code}`)}>
          <UnstyledButton
            onClick={() => choose(code)}
            aria-label={t(`editor.openingTypes.${code}`)}
            aria-pressed={code === current}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              padding: '4px 6px',
              borderRadius: 6,
              background: code === current ? 'var(--mantine-color-brand-0)' : undefined,
              color: code === current ? 'var(--mantine-color-brand-8)' : 'var(--mantine-color-gray-7)',
              minWidth: 62,
            }}
          >
            <OpeningTypeIcon code={code} />
            <Text size="10px" lh={1.1} ta="center">
              {t(`editor.openingTypes.${code}`)}
            </Text>
          </UnstyledButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
