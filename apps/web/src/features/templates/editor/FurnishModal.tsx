import { Group, Modal, NumberInput, ScrollArea, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PriceUnit, TemplateStyle } from '@roomcraft/contract';
import { measureFloorRoom, placeTemplate, roomShape } from '@roomcraft/scene';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';
import type { PlanEditor } from '../../editor/model/plan-editor.ts';
import { catalogFor } from '../../editor/products/product-catalog.ts';
import { type Currency, costOf, rankByBudget } from './budget.ts';
import { type Proposal, proposeTemplates } from './furnish.ts';
import { ProposalCard } from './ProposalCard.tsx';

/**
 * Auto-furnish: the three templates that fit the room best (within the budget, when one is given),
 * each previewed in place, and the others below; the chosen one is placed as one undo step.
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
  const { t, i18n } = useTranslation();
  const [style, setStyle] = useState<string | null>(null);
  const [budget, setBudget] = useState<number | null>(null);
  const [currency, setCurrency] = useState<Currency>(i18n.language.startsWith('ko') ? 'KRW' : 'USD');
  const catalog = catalogFor(editor.store);
  const [chosen, setChosen] = useState<string>();
  const floor = editor.floor;
  const room = floor.rooms.find((r) => r.archiId === roomId);
  const shape = roomShape(floor, roomId);
  const area = room ? measureFloorRoom(floor, room).area : 0;
  const proposals = useQuery({
    queryKey: ['templates', 'furnish', floor.id, roomId, area, room?.type, style],
    enabled: opened && shape !== undefined && room !== undefined,
    queryFn: () =>
      proposeTemplates(shape!, area, room!.type, style as (typeof TemplateStyle)[number] | null, catalog),
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
  const costs = new Map(proposals.data?.map((p) => [p, costOf(p.result.items, catalog, currency)]));
  const cards = (proposals: Proposal[]) =>
    proposals.map((p) => (
      <ProposalCard
        key={p.template.id}
        proposal={p}
        shape={shape}
        cost={costs.get(p)!}
        currency={currency}
        budget={budget}
        chosen={chosen === p.template.id}
        onChoose={() => setChosen(p.template.id)}
        onApply={() => apply(p)}
      />
    ));
  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.editor.furnishTitle')} size="xl">
      <Stack gap="sm">
        <Group align="flex-end">
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
          <NumberInput
            label={t('templates.editor.budget')}
            placeholder={t('templates.editor.budgetAny')}
            value={budget ?? ''}
            onChange={(value) => setBudget(typeof value === 'number' ? value : null)}
            min={0}
            thousandSeparator=","
            w={200}
          />
          <Select
            aria-label={t('templates.editor.currency')}
            data={PriceUnit.options}
            value={currency}
            onChange={(value) => value && setCurrency(value as Currency)}
            allowDeselect={false}
            w={90}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <QueryState
          query={proposals}
          isEmpty={(list) => list.length === 0}
          empty={<Text c="dimmed">{t('templates.editor.none')}</Text>}
        >
          {(found) => {
            const list = rankByBudget(found, (p) => costs.get(p)!, budget);
            return (
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
            );
          }}
        </QueryState>
      </Stack>
    </Modal>
  );
}
