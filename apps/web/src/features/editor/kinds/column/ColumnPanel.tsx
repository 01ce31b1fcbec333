import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { type ColumnChange, type ColumnShape, changeColumn, deleteColumns } from '@roomcraft/scene';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { degreesOf } from '../../model/lengths.ts';
import { CommittedNumber, MillimetreField } from '../../panels/fields.tsx';
import type { KindPanelProps } from '../kind.ts';

/** A structural column: its shape, its size, its height (floor to ceiling, or its own) and its turn. */
export function ColumnPanel({ editor, floor, ids }: KindPanelProps) {
  const { t } = useTranslation();
  const columnId = ids[0]!;
  const column = floor.columns.find((c) => c.archiId === columnId);
  if (!column) return null;
  const readOnly = editor.readOnly;
  const change = (next: ColumnChange) => editor.dispatch(changeColumn, { columnId, change: next });
  return (
    <Stack gap="xs" data-testid="column-panel">
      <Text fw={650}>{t('editor.column.title')}</Text>
      <SegmentedControl
        size="xs"
        value={column.shape}
        disabled={readOnly}
        onChange={(shape) => change({ shape: shape as ColumnShape })}
        data={[
          { value: 'square', label: t('editor.column.square') },
          { value: 'round', label: t('editor.column.round') },
        ]}
        aria-label={t('editor.column.shape')}
      />
      {column.shape === 'square' ? (
        <Group grow gap="xs" align="flex-start">
          <MillimetreField
            label={t('editor.column.width')}
            value={column.width}
            min={50}
            max={5000}
            disabled={readOnly}
            testId="column-width"
            onCommit={(width) => change({ width })}
          />
          <MillimetreField
            label={t('editor.column.depth')}
            value={column.depth}
            min={50}
            max={5000}
            disabled={readOnly}
            testId="column-depth"
            onCommit={(depth) => change({ depth })}
          />
        </Group>
      ) : (
        <MillimetreField
          label={t('editor.column.diameter')}
          value={column.diameter}
          min={50}
          max={5000}
          disabled={readOnly}
          testId="column-diameter"
          onCommit={(diameter) => change({ diameter })}
        />
      )}
      <Group grow gap="xs" align="flex-end">
        <MillimetreField
          label={t('editor.column.height')}
          value={column.height ?? floor.height}
          min={100}
          max={20_000}
          disabled={readOnly}
          testId="column-height"
          onCommit={(height) => change({ height })}
        />
        {column.shape === 'square' && (
          <CommittedNumber
            label={t('editor.column.rotation')}
            value={degreesOf(column.rotation)}
            min={0}
            max={360}
            suffix="°"
            decimals={1}
            disabled={readOnly}
            testId="column-rotation"
            onCommit={(degrees) => change({ rotation: (degrees * Math.PI) / 180 })}
          />
        )}
      </Group>
      <Switch
        size="xs"
        label={t('editor.column.toCeiling')}
        checked={column.height === undefined}
        disabled={readOnly}
        onChange={(e) => change({ height: e.currentTarget.checked ? null : floor.height })}
      />
      {!readOnly && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => editor.dispatch(deleteColumns, { columnIds: ids })}
          w="fit-content"
        >
          {t('editor.delete')}
        </Button>
      )}
    </Stack>
  );
}
