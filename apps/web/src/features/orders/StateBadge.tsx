import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = { REQUEST: 'gray', MAKING: 'blue', CHECKING: 'grape' };

/** An order's or an item's state, in words, coloured by its phase. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const phase = state.split('_')[0]!;
  const done = state === 'CHECKING_FINISHED' || state === 'FINAL_FINISHED' || state === 'SERVICE_UPLOADED';
  return (
    <Badge variant="light" color={done ? 'teal' : (COLOURS[phase] ?? 'gray')} data-state={state}>
      {t(`orders.states.${state}` as 'orders.states.REQUEST_WRITING')}
    </Badge>
  );
}
