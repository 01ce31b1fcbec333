import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RENDER_TYPES } from '../model/render-types.ts';
import classes from './RenderDialog.module.css';

/** The kind of render, each with its picture: shot, top view, bird view, panorama, 720° tour, walk-through. */
export function TypePicker({ value, onChange }: { value: number; onChange(type: number): void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      label={t('renders.dialog.type')}
      labelProps={{ mb: 8 }}
    >
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {RENDER_TYPES.map(({ type, key, icon: Icon }) => (
          <Radio.Card
            key={type}
            value={String(type)}
            className={classes.typeCard}
            data-testid={`render-type-${key}`}
          >
            <Stack gap={6} align="center">
              <ThemeIcon size={40} radius="md" variant={value === type ? 'filled' : 'light'}>
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm" fw={600} ta="center" lh={1.2}>
                {t(`renders.types.${key}.label`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
      <Group mt={6}>
        <Text size="xs" c="dimmed">
          {t(`renders.types.${RENDER_TYPES.find((r) => r.type === value)?.key ?? 'shot'}.description`)}
        </Text>
      </Group>
    </Radio.Group>
  );
}
