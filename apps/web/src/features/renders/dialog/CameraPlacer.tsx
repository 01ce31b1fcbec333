import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Vec2 } from '@roomcraft/scene';
import { IconCameraPlus } from '@tabler/icons-react';
import { type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorSummary } from '../../projects/model/plan-summary.ts';
import { PlanDrawing } from '../../projects/parts/PlanDrawing.tsx';

/** The shortest aim taken from a second click, mm. */
const MIN_AIM_MM = 200;

/** A camera placed on the small plan: where it stands and, once clicked, what it looks at. */
interface Placement {
  position: Vec2;
  target?: Vec2;
}

/** Where a pointer event falls in the plan drawing's own units (millimetres). */
function planPoint(event: PointerEvent<SVGSVGElement>): Vec2 {
  const svg = event.currentTarget;
  const matrix = svg.getScreenCTM();
  if (!matrix) throw new Error('the plan drawing is not on screen');
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

/**
 * Places and aims a camera without leaving the render dialog: a click on the floor's plan says
 * where it stands, a second click what it looks at; "Add camera" saves it to the floor (one undo
 * step in the editor), and the dialog offers it at once.
 */
export function CameraPlacer({
  floor,
  onPlace,
}: {
  floor: FloorSummary;
  onPlace(camera: { position: Vec2; target: Vec2; name?: string }): void;
}) {
  const { t } = useTranslation();
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [name, setName] = useState('');
  const size = Math.max(floor.bounds.maxX - floor.bounds.minX, floor.bounds.maxY - floor.bounds.minY, 1000);
  const click = (event: PointerEvent<SVGSVGElement>) => {
    const at = planPoint(event);
    setPlacement((p) => {
      if (!p || p.target) return { position: at };
      // A camera looks somewhere away from where it stands: a click on the spot itself is not an aim.
      return Math.hypot(at.x - p.position.x, at.y - p.position.y) < MIN_AIM_MM ? p : { ...p, target: at };
    });
  };
  const step = !placement ? 'stand' : !placement.target ? 'aim' : 'ready';
  const add = () => {
    if (!placement?.target) return;
    onPlace({ position: placement.position, target: placement.target, name: name.trim() || undefined });
    setPlacement(null);
    setName('');
  };
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('renders.placer.title')}>
      <Stack gap="xs">
        <Group gap={6}>
          <IconCameraPlus size={18} stroke={1.6} />
          <Text size="sm" fw={600}>
            {t('renders.placer.title')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(`renders.placer.${step}`)}
        </Text>
        <PlanDrawing floor={floor} label={t('renders.placer.plan')} onPointerDown={click}>
          {placement && (
            <g stroke="#1f5fd1" fill="#1f5fd1">
              {placement.target && (
                <line
                  x1={placement.position.x}
                  y1={placement.position.y}
                  x2={placement.target.x}
                  y2={placement.target.y}
                  strokeWidth={size / 220}
                  strokeDasharray={`${size / 90} ${size / 140}`}
                />
              )}
              {placement.target && <circle cx={placement.target.x} cy={placement.target.y} r={size / 110} />}
              <circle cx={placement.position.x} cy={placement.position.y} r={size / 60} fillOpacity={0.9} />
            </g>
          )}
        </PlanDrawing>
        <Group align="flex-end" gap="sm">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={t('renders.placer.name')}
            placeholder={t('renders.placer.namePlaceholder')}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button size="xs" variant="default" disabled={!placement} onClick={() => setPlacement(null)}>
            {t('renders.placer.reset')}
          </Button>
          <Button size="xs" disabled={step !== 'ready'} onClick={add}>
            {t('renders.placer.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
