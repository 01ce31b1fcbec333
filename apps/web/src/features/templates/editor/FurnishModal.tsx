import {
  Button,
  Card,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TemplateStyle } from '@roomcraft/contract';
import { measureFloorRoom, placeTemplate, roomShape } from '@roomcraft/scene';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';
import type { PlanEditor } from '../../editor/model/plan-editor.ts';
import { OutlinePreview } from '../OutlinePreview.tsx';
import { type Proposal, proposeTemplates } from './furnish.ts';

const pct = (x: number) => Math.round(x * 100);

/** The fitted products of a proposal with their footprints, to draw them in the room. */
const fittedWithSizes = (p: Proposal) => {
  const sizes = new Map(p.template.products.map((x) => [x.productId, x.size]));
  return p.result.items.map((item) => ({ ...item, size: sizes.get(item.productId) }));
};

/**
 * Auto-furnish: the three templates that fit the room best, each previewed in place, and the
 * others below; the chosen one is placed as one undo step.
 */
export function FurnishModal({
  editor,
  roomId,
  opened,
  onClose,
}: {
  editor: PlanEditor;
  roomId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [style, setStyle] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string>();
  const floor = editor.floor;
  const room = floor.rooms.find((r) => r.archiId === roomId);
  const shape = roomShape(floor, roomId);
  const area = room ? measureFloorRoom(floor, room).area : 0;
  const proposals = useQuery({
    queryKey: ['templates', 'furnish', floor.id, roomId, area, room?.type, style],
    enabled: opened && shape !== undefined && room !== undefined,
    queryFn: () => proposeTemplates(shape!, area, room!.type, style as (typeof TemplateStyle)[number] | null),
  });
  if (!shape || !room) return null;
  const apply = (p: Proposal) => {
    if (!editor.dispatch(placeTemplate, { floorId: floor.id, items: p.result.items })) return;
    notifications.show({
      color: 'green',
      message: [
        t('templates.editor.applied', { count: p.result.items.length }),
        p.result.skipped.length ? t('templates.editor.skipped', { count: p.result.skipped.length }) : '',
      ].join(' '),
    });
    onClose();
  };
  const cards = (proposals: Proposal[]) =>
    proposals.map((p) => (
      <ProposalCard
        key={p.template.id}
        proposal={p}
        shape={shape}
        chosen={chosen === p.template.id}
        onChoose={() => setChosen(p.template.id)}
        onApply={() => apply(p)}
      />
    ));
  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.editor.furnishTitle')} size="xl">
      <Stack gap="sm">
        <Select
          label={t('templates.editor.style')}
          placeholder={t('templates.editor.styleAny')}
          data={TemplateStyle.map((s) => ({ value: s, label: t(`templates.styles.${s}`) }))}
          value={style}
          onChange={setStyle}
          clearable
          w={240}
          comboboxProps={{ withinPortal: true }}
        />
        <QueryState
          query={proposals}
          isEmpty={(list) => list.length === 0}
          empty={<Text c="dimmed">{t('templates.editor.none')}</Text>}
        >
          {(list) => (
            <>
              <Text fw={600}>{t('templates.editor.proposals')}</Text>
              <SimpleGrid cols={3} data-testid="furnish-proposals">
                {cards(list.slice(0, 3))}
              </SimpleGrid>
              {list.length > 3 && (
                <>
                  <Text fw={600}>{t('templates.editor.all')}</Text>
                  <ScrollArea h={220}>
                    <SimpleGrid cols={3}>{cards(list.slice(3))}</SimpleGrid>
                  </ScrollArea>
                </>
              )}
            </>
          )}
        </QueryState>
      </Stack>
    </Modal>
  );
}

function ProposalCard({
  proposal,
  shape,
  chosen,
  onChoose,
  onApply,
}: {
  proposal: Proposal;
  shape: NonNullable<ReturnType<typeof roomShape>>;
  chosen: boolean;
  onChoose: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const { template, fit, result } = proposal;
  return (
    <Card
      withBorder
      padding="xs"
      data-testid="furnish-proposal"
      style={chosen ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
    >
      <UnstyledButton onClick={onChoose} aria-label={t('templates.editor.preview')}>
        <OutlinePreview
          room={shape}
          products={fittedWithSizes(proposal)}
          height={150}
          label={template.name}
        />
      </UnstyledButton>
      <Text fw={600} size="sm" truncate>
        {template.name}
      </Text>
      <Text size="xs">{t('templates.editor.fit', { score: pct(fit.score) })}</Text>
      <Text size="xs" c="dimmed">
        {t('templates.editor.fitParts', {
          area: pct(fit.area),
          proportion: pct(fit.proportion),
          openings: pct(fit.openings),
        })}
      </Text>
      {result.skipped.length > 0 && (
        <Text size="xs" c="orange">
          {t('templates.editor.skipped', { count: result.skipped.length })}
        </Text>
      )}
      <Group justify="flex-end" mt={4}>
        <Button size="xs" onClick={onApply} disabled={result.items.length === 0}>
          {t('templates.editor.apply')}
        </Button>
      </Group>
    </Card>
  );
}
