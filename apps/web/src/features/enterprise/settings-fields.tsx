import {
  Box,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Enterprise } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';

type FormOf<K extends keyof Enterprise> = { form: UseFormReturnType<Enterprise[K]> };

const LEVELS = ['ADMIN', 'HIGH', 'MIDDLE', 'LOW'] as const;
const POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'CENTER'] as const;

export function ProductLibraryFields({ form }: FormOf<'productLibrarySettings'>) {
  const { t } = useTranslation();
  const k = 'enterprise.settings.productLibrarySettings';
  return (
    <Stack gap="lg">
      <Switch
        label={t(`${k}.usePublicLibrary`)}
        description={t(`${k}.usePublicLibraryHint`)}
        {...form.getInputProps('usePublicLibrary', { type: 'checkbox' })}
      />
      <Switch
        label={t(`${k}.allowMembersToUpload`)}
        description={t(`${k}.allowMembersToUploadHint`)}
        {...form.getInputProps('allowMembersToUpload', { type: 'checkbox' })}
      />
      <Select
        maw={320}
        label={t(`${k}.defaultProductLevel`)}
        description={t(`${k}.defaultProductLevelHint`)}
        data={LEVELS.map((level) => ({ value: level, label: t(`productLevels.${level}`) }))}
        allowDeselect={false}
        {...form.getInputProps('defaultProductLevel')}
      />
    </Stack>
  );
}

export function ProjectFields({ form }: FormOf<'projectSettings'>) {
  const { t } = useTranslation();
  const k = 'enterprise.settings.projectSettings';
  return (
    <Stack gap="lg">
      <Switch
        label={t(`${k}.membersSeeEachOthersProjects`)}
        description={t(`${k}.membersSeeEachOthersProjectsHint`)}
        {...form.getInputProps('membersSeeEachOthersProjects', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t(`${k}.defaultWallHeightMm`)}
          suffix=" mm"
          min={1800}
          max={6000}
          step={100}
          allowDecimal={false}
          {...form.getInputProps('defaultWallHeightMm')}
        />
        <NumberInput
          label={t(`${k}.defaultWallThicknessMm`)}
          suffix=" mm"
          min={50}
          max={600}
          step={10}
          allowDecimal={false}
          {...form.getInputProps('defaultWallThicknessMm')}
        />
        <NumberInput
          label={t(`${k}.trashRetentionDays`)}
          suffix={` ${t('common.days')}`}
          min={1}
          max={365}
          allowDecimal={false}
          {...form.getInputProps('trashRetentionDays')}
        />
      </SimpleGrid>
    </Stack>
  );
}

const PREVIEW_PLACEMENT: Record<(typeof POSITIONS)[number], { justify: string; align: string }> = {
  TOP_LEFT: { justify: 'flex-start', align: 'flex-start' },
  TOP_RIGHT: { justify: 'flex-end', align: 'flex-start' },
  BOTTOM_LEFT: { justify: 'flex-start', align: 'flex-end' },
  BOTTOM_RIGHT: { justify: 'flex-end', align: 'flex-end' },
  CENTER: { justify: 'center', align: 'center' },
};

/** A render-sized frame showing where and how strongly the watermark will appear. */
function WatermarkPreview({ settings }: { settings: Enterprise['watermarkSettings'] }) {
  const { t } = useTranslation();
  const place = PREVIEW_PLACEMENT[settings.position];
  return (
    <Box
      aria-label={t('enterprise.settings.watermarkSettings.preview')}
      h={150}
      p="sm"
      style={{
        display: 'flex',
        justifyContent: place.justify,
        alignItems: place.align,
        borderRadius: 'var(--mantine-radius-md)',
        background: 'linear-gradient(160deg, #e9d3b4 0%, #c99b6d 55%, #8a6a4f 100%)',
      }}
    >
      {settings.enabled && settings.text && (
        <Text
          fw={700}
          c="white"
          style={{ opacity: settings.opacity, textShadow: '0 1px 2px rgba(0,0,0,0.4)' }}
        >
          {settings.text}
        </Text>
      )}
    </Box>
  );
}

export function WatermarkFields({ form }: FormOf<'watermarkSettings'>) {
  const { t } = useTranslation();
  const k = 'enterprise.settings.watermarkSettings';
  const enabled = form.values.enabled;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="lg">
        <Switch label={t(`${k}.enabled`)} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <TextInput
          label={t(`${k}.text`)}
          disabled={!enabled}
          maxLength={100}
          {...form.getInputProps('text')}
        />
        <Select
          label={t(`${k}.position`)}
          disabled={!enabled}
          data={POSITIONS.map((p) => ({ value: p, label: t(`watermarkPositions.${p}`) }))}
          allowDeselect={false}
          {...form.getInputProps('position')}
        />
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={500}>
              {t(`${k}.opacity`)}
            </Text>
            <Text size="sm" c="dimmed">
              {Math.round(form.values.opacity * 100)}%
            </Text>
          </Group>
          <Slider
            min={0}
            max={1}
            step={0.05}
            disabled={!enabled}
            label={(value) => `${Math.round(value * 100)}%`}
            aria-label={t(`${k}.opacity`)}
            {...form.getInputProps('opacity')}
          />
        </div>
      </Stack>
      <WatermarkPreview settings={form.values} />
    </SimpleGrid>
  );
}
