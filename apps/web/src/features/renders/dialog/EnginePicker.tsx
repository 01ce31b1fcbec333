import { Alert, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EnginesAnswer } from '@roomcraft/contract';
import { IconBolt, IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import classes from './RenderDialog.module.css';

export type Engine = 'CYCLES' | 'WEBGL';
type EngineState = z.infer<typeof EnginesAnswer>['engines'][number];

/** No worker has announced itself: jobs are accepted and wait for one. */
export const noWorkerRunning = (engines: EngineState[] | undefined) =>
  !!engines && engines.every((e) => !e.available && e.reason === 'no render worker is running');

/** An engine is offered unless a running worker said it lacks it. */
export const engineUsable = (engines: EngineState[] | undefined, engine: Engine) =>
  !engines || noWorkerRunning(engines) || !!engines.find((e) => e.name === engine)?.available;

const ICONS = { CYCLES: IconSparkles, WEBGL: IconBolt };

/** Cycles (photoreal) or WebGL (quick draft), with what the workers say about each. */
export function EnginePicker({
  engines,
  value,
  onChange,
  error,
  cyclesOnly,
}: {
  engines: EngineState[] | undefined;
  value: Engine;
  onChange(engine: Engine): void;
  error?: string;
  /** The render type needs Cycles: the draft engine is shown but cannot be picked. */
  cyclesOnly?: boolean;
}) {
  const { t } = useTranslation();
  const idle = noWorkerRunning(engines);
  return (
    <Stack gap="xs">
      <Radio.Group
        value={value}
        onChange={(v) => onChange(v as Engine)}
        label={t('renders.dialog.engine')}
        labelProps={{ mb: 8 }}
        error={error}
      >
        <SimpleGrid cols={2} spacing="xs">
          {(['CYCLES', 'WEBGL'] as const).map((name) => {
            const state = engines?.find((e) => e.name === name);
            const excluded = cyclesOnly === true && name !== 'CYCLES';
            const usable = !excluded && engineUsable(engines, name);
            const Icon = ICONS[name];
            return (
              <Radio.Card
                key={name}
                value={name}
                disabled={!usable}
                className={classes.optionCard}
                aria-label={t(`renders.engines.${name}.label`)}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Icon size={18} stroke={1.7} style={{ marginTop: 2, flexShrink: 0 }} />
                  <div>
                    <Text size="sm" fw={650}>
                      {t(`renders.engines.${name}.label`)}
                    </Text>
                    <Text size="xs" c={usable ? 'dimmed' : 'red'}>
                      {excluded
                        ? t('renders.engines.cyclesOnly')
                        : usable || idle
                          ? t(`renders.engines.${name}.description`)
                          : t(`renders.engines.${name}.missing`, {
                              reason: state?.reason ?? t('renders.engines.unknownReason'),
                            })}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {idle && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="xs">{t('renders.engines.noWorker')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
