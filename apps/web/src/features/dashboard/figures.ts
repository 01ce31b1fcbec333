import type { DashboardAnswer } from '@roomcraft/contract';
import type { Row } from './csv.ts';

type Answer = typeof DashboardAnswer._zod.output;

const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.7', 'cyan.6', 'pink.6'];
export const colourOf = (index: number) => PALETTE[index % PALETTE.length]!;

/** One bar group per week, one series per designer, for renders or projects. */
export function weeklyByDesigner(answer: Answer, metric: 'renders' | 'projects') {
  const names = [...new Set(answer.designers.map((d) => d.name))].sort();
  const data = answer.weeks.map((week) => {
    const row: Row = { week };
    for (const name of names) row[name] = 0;
    for (const d of answer.designers) if (d.weekStart === week) row[d.name] = Number(row[d.name]) + d[metric];
    return row;
  });
  return { data, series: names.map((name, i) => ({ name, color: colourOf(i) })) };
}

/** The designers' weeks as table rows (also the CSV). */
export const designerRows = (answer: Answer): Row[] =>
  answer.designers.map((d) => ({
    week: d.weekStart,
    designer: d.name,
    projects: d.projects,
    renders: d.renders,
  }));

export const typeTierRows = (answer: Answer, typeName: (type: number) => string): Row[] =>
  answer.rendersByTypeAndTier.map((r) => ({ kind: `${typeName(r.type)} · ${r.tier}`, count: r.count }));

export const quotaRows = (answer: Answer): Row[] =>
  answer.quota.tiers
    .filter((t) => t.limit > 0 || t.used > 0)
    .map((t) => ({ tier: t.tier, used: t.used, limit: t.limit }));

/** Opens per week, one series per view kind. */
export function viewerOpenRows(answer: Answer): Row[] {
  return answer.weeks.map((week) => {
    const row: Row = { week, '360': 0, AR: 0, IMAGE: 0 };
    for (const v of answer.viewerOpens) if (v.weekStart === week) row[v.view] = Number(row[v.view]) + v.opens;
    return row;
  });
}
