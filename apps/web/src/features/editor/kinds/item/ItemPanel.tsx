import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import {
  deleteItems,
  type Item,
  type ItemPlacementFields,
  setItemPlacement,
  setItemProps,
  squareMetresToPyeong,
  switchItemOption,
  turnItems,
} from '@roomcraft/scene';
import { IconArmchair, IconRotate2, IconRotateClockwise2, IconTrash } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { degreesOf, LENGTH_UNITS, type LengthUnit } from '../../model/lengths.ts';
import type { PlanEditor } from '../../model/plan-editor.ts';
import { formatArea } from '../../model/units.ts';
import { CommittedNumber, CommittedText, LengthField } from '../../panels/fields.tsx';
import { catalogFor, productSize } from '../../products/product-catalog.ts';
import type { KindPanelProps } from '../kind.ts';
import { useCatalogVersion, useItemName } from './ItemsLayer.tsx';
import { itemFootprintOf } from './item-shapes.ts';

/** The one value every item shares, or undefined when they differ (a mixed field). */
function shared<T>(items: readonly Item[], read: (item: Item) => T): T | undefined {
  const first = read(items[0]!);
  return items.every((item) => read(item) === first) ? first : undefined;
}

const WALL_OR_CEILING = new Set<number>([30, 40]);
const QUARTER = Math.PI / 2;

/**
 * The inspector of selected items: name and picture, size, position, rotation, height above the
 * floor for wall and ceiling items, option, lock and visibility, each typed in the chosen unit.
 * Several items show the values they share (a dash where they differ), and a change applies to all.
 */
export function ItemPanel({ editor, floor, ids: itemIds, korean }: KindPanelProps) {
  const { t } = useTranslation();
  const catalog = catalogFor(editor.store);
  useCatalogVersion(catalog);
  const nameOf = useItemName(catalog);
  const settings = useSyncExternalStore(editor.settings.subscribe, editor.settings.get);
  const unit = settings.lengthUnit;
  const items = floor.items.filter((i) => itemIds.includes(i.archiId));
  if (items.length === 0) return null;
  const ids = items.map((i) => i.archiId);
  const single = items.length === 1 ? items[0] : undefined;
  const product = single && catalog.known(single.productId);
  const ro = editor.readOnly;
  const locked = items.some((i) => i.lock);
  const sizes = items.map((i) => {
    const known = catalog.known(i.productId);
    return known ? productSize(known) : null;
  });
  const sized = sizes.every((s) => s !== null);
  // A typed size is the product's size times the item's scale; typing one sets that scale.
  const sizeValue = (axis: 'x' | 'y' | 'z', key: 'width' | 'depth' | 'height') =>
    sized
      ? shared(items, (i) => Math.round(sizes[items.indexOf(i)]![key] * i.scale[axis] * 10) / 10)
      : undefined;
  const setSize = (axis: 'x' | 'y' | 'z', key: 'width' | 'depth' | 'height') => (mm: number) => {
    editor.store.beginGesture('resizeItems');
    items.forEach((item, k) => {
      const scale = { ...item.scale, [axis]: mm / sizes[k]![key] };
      editor.dispatch(setItemProps, { itemIds: [item.archiId], scale });
    });
    editor.store.commitGesture();
  };
  const area = items.reduce((sum, i) => {
    const f = itemFootprintOf(i, catalog.sizeOf);
    return sum + (4 * f.halfWidth * f.halfDepth) / 1e6;
  }, 0);
  const angle = shared(items, (i) => degreesOf(i.rotation.z));
  const raised = items.every((i) => WALL_OR_CEILING.has(i.editorTypeCode));
  const options = [...(product?.options ?? [])].sort((a, b) => a.optionOrder - b.optionOrder);
  const place = (fields: ItemPlacementFields) =>
    editor.dispatch(setItemPlacement, { ...fields, itemIds: ids });

  return (
    <Stack gap="sm" aria-label={t('editor.inspector.label')} role="region">
      <Group gap="sm" wrap="nowrap" align="center">
        {single && (
          <Avatar
            src={product?.thumbnails[0] ?? product?.editorAsset.twoD ?? undefined}
            alt=""
            size={48}
            radius="sm"
          >
            <IconArmchair size={24} />
          </Avatar>
        )}
        <Stack gap={0} miw={0}>
          <Text fw={650} truncate data-testid="inspector-title">
            {single ? nameOf(single) : t('editor.inspector.many', { count: items.length })}
          </Text>
          {product && (
            <Text size="xs" c="dimmed" truncate>
              {[product.brand?.name, product.name].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
      {single && (
        <CommittedText
          label={t('editor.inspector.name')}
          value={single.nickname ?? ''}
          placeholder={product?.name}
          disabled={ro}
          onCommit={(nickname) =>
            editor.dispatch(setItemProps, { itemIds: ids, nickname: nickname === '' ? null : nickname })
          }
        />
      )}
      <SegmentedControl
        size="xs"
        aria-label={t('editor.inspector.unit')}
        value={unit}
        onChange={(value) => editor.settings.set({ lengthUnit: value as LengthUnit })}
        data={LENGTH_UNITS.map((u) => ({ value: u, label: u }))}
      />
      <SimpleGrid cols={3} spacing="xs">
        {(
          [
            ['x', 'width'],
            ['y', 'depth'],
            ['z', 'height'],
          ] as const
        ).map(([axis, key]) => (
          <LengthField
            key={key}
            label={t(`editor.inspector.${key}`)}
            unit={unit}
            value={sizeValue(axis, key)}
            min={1}
            max={100_000}
            disabled={ro || locked || !sized}
            onCommit={setSize(axis, key)}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="inspector-area">
        {t('editor.inspector.area', {
          area: formatArea(area, squareMetresToPyeong(area), korean),
        })}
      </Text>
      <SimpleGrid cols={raised ? 3 : 2} spacing="xs">
        <LengthField
          label={t('editor.inspector.x')}
          unit={unit}
          value={shared(items, (i) => i.position.x)}
          disabled={ro || locked}
          onCommit={(x) => place({ x })}
        />
        <LengthField
          label={t('editor.inspector.y')}
          unit={unit}
          value={shared(items, (i) => i.position.y)}
          disabled={ro || locked}
          onCommit={(y) => place({ y })}
        />
        {raised && (
          <LengthField
            label={t('editor.inspector.elevation')}
            unit={unit}
            value={shared(items, (i) => i.position.z)}
            min={0}
            max={floor.height}
            disabled={ro || locked}
            onCommit={(z) => place({ z })}
          />
        )}
      </SimpleGrid>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <CommittedNumber
          label={t('editor.inspector.rotation')}
          value={angle}
          min={0}
          max={360}
          suffix="°"
          decimals={1}
          disabled={ro || locked}
          onCommit={(degrees) => place({ angle: (degrees * Math.PI) / 180 })}
        />
        <Tooltip label={t('editor.inspector.turnLeft')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('editor.inspector.turnLeft')}
            disabled={ro || locked}
            onClick={() => editor.dispatch(turnItems, { itemIds: ids, angle: -QUARTER })}
          >
            <IconRotate2 size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('editor.inspector.turnRight')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('editor.inspector.turnRight')}
            disabled={ro || locked}
            onClick={() => editor.dispatch(turnItems, { itemIds: ids, angle: QUARTER })}
          >
            <IconRotateClockwise2 size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {single && options.length > 1 && (
        <OptionSelect editor={editor} item={single} options={options} disabled={ro || single.lock} />
      )}
      <Group gap="lg">
        <Switch
          size="sm"
          label={t('editor.inspector.locked')}
          checked={items.every((i) => i.lock)}
          disabled={ro}
          onChange={(e) => editor.dispatch(setItemProps, { itemIds: ids, lock: e.currentTarget.checked })}
        />
        <Switch
          size="sm"
          label={t('editor.inspector.visible')}
          checked={items.every((i) => i.visible)}
          disabled={ro}
          onChange={(e) => editor.dispatch(setItemProps, { itemIds: ids, visible: e.currentTarget.checked })}
        />
      </Group>
      {!ro && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={items.every((i) => i.lock)}
          onClick={() => editor.dispatch(deleteItems, { itemIds: ids })}
          w="fit-content"
        >
          {t('editor.delete')}
        </Button>
      )}
    </Stack>
  );
}

/** The colourway shown (the members of the product's group), one undo step per switch. */
function OptionSelect({
  editor,
  item,
  options,
  disabled,
}: {
  editor: PlanEditor;
  item: Item;
  options: Product['options'];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      label={t('editor.inspector.option')}
      value={item.optionId ?? item.productId}
      data={options.map((o) => ({ value: o.id, label: o.optionName ?? o.name }))}
      onChange={(optionId) =>
        optionId && editor.dispatch(switchItemOption, { itemId: item.archiId, optionId })
      }
      allowDeselect={false}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
