import {
  FileInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  itemPrice,
  OrderComplexity,
  type OrderItemProperties,
  ProductQuality,
  ProductTypeV2,
} from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import type { NewItem } from './api/orders.ts';
import { formatPrice } from './price-text.ts';

let itemKeys = 0;

export const blankItem = (): NewItem => ({
  key: `item-${++itemKeys}`,
  properties: {
    name: '',
    productType: 'FURNITURE',
    quality: 'BASIC',
    complexity: 'MEDIUM',
    widthMm: 500,
    depthMm: 500,
    heightMm: 500,
    note: '',
  },
  files: [],
});

/** One ordered product: what it is, its size, quality and complexity, and its photos or drawings. */
export function ItemFields({
  index,
  item,
  onChange,
}: {
  index: number;
  item: NewItem;
  onChange: (item: NewItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const p = item.properties;
  const set = (changes: Partial<OrderItemProperties>) =>
    onChange({ ...item, properties: { ...p, ...changes } });
  const mm = (key: 'widthMm' | 'depthMm' | 'heightMm') => (
    <NumberInput
      label={t(`orders.fields.${key}`)}
      min={1}
      max={100_000}
      value={p[key]}
      onChange={(value) => set({ [key]: Number(value) || 1 })}
      suffix=" mm"
      w={130}
    />
  );
  return (
    <Stack gap="sm" data-testid={`order-item-${index}`}>
      <Group grow align="flex-end">
        <TextInput
          label={t('orders.fields.productName')}
          required
          value={p.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <TextInput
          label={t('orders.fields.alias')}
          value={p.alias ?? ''}
          onChange={(e) => set({ alias: e.currentTarget.value })}
        />
        <Select
          label={t('orders.fields.productType')}
          data={ProductTypeV2.map((value) => ({ value, label: t(`orders.productTypes.${value}`) }))}
          value={p.productType}
          onChange={(value) => value && set({ productType: value as OrderItemProperties['productType'] })}
          allowDeselect={false}
        />
      </Group>
      <Group align="flex-end">
        {mm('widthMm')}
        {mm('depthMm')}
        {mm('heightMm')}
        <TextInput
          label={t('orders.fields.brand')}
          value={p.brand ?? ''}
          onChange={(e) => set({ brand: e.currentTarget.value })}
        />
        <TextInput
          label={t('orders.fields.color')}
          value={p.color ?? ''}
          onChange={(e) => set({ color: e.currentTarget.value })}
        />
      </Group>
      <Group align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('orders.fields.quality')}
          </Text>
          <SegmentedControl
            data={ProductQuality.map((value) => ({ value, label: t(`orders.quality.${value}`) }))}
            value={p.quality}
            onChange={(value) => set({ quality: value as OrderItemProperties['quality'] })}
          />
        </Stack>
        <Select
          label={t('orders.fields.complexity')}
          data={OrderComplexity.map((value) => ({ value, label: t(`orders.complexity.${value}`) }))}
          value={p.complexity}
          onChange={(value) => value && set({ complexity: value as OrderItemProperties['complexity'] })}
          allowDeselect={false}
          w={160}
        />
        <FileInput
          label={t('orders.fields.refFiles')}
          description={t('orders.fields.refFilesHint')}
          multiple
          accept="image/png,image/jpeg,image/webp,application/pdf"
          value={item.files}
          onChange={(files) => onChange({ ...item, files })}
          clearable
          w={260}
        />
        <Text fw={600} ml="auto" data-testid="item-price">
          {formatPrice(itemPrice(p), i18n.language)}
        </Text>
      </Group>
      <Textarea
        label={t('orders.fields.note')}
        value={p.note}
        onChange={(e) => set({ note: e.currentTarget.value })}
        autosize
        minRows={1}
      />
    </Stack>
  );
}
