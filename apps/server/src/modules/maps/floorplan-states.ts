import type { MapFloorplanState } from '@roomcraft/contract';
import { conflict, forbidden } from '../../http/errors.ts';

export type PlanState = (typeof MapFloorplanState)[number];

/** What a plan's row says about who worked on it. */
export interface PlanWork {
  state: PlanState;
  drawn_by: string | null;
  design: Record<string, unknown> | null;
}

/** The change a transition makes to a plan, besides its state. */
export interface PlanChange {
  state: PlanState;
  drawn_by?: string | null;
  checked_by?: string | null;
  completed_at?: Date | null;
}

/**
 * The plan-preparation machine, the one place its rules live (docs/decisions/map-floorplans.md):
 *
 *   CREATED ──take──▶ WORKING ──submit──▶ TESTING ──approve──▶ COMPLETED
 *                       ▲                    │                     │
 *                       └─────send back──────┘◀───────reopen───────┘
 *
 * Any operator takes a CREATED plan and becomes its drawer; only the drawer submits it, with a
 * drawing that has at least one room; another operator checks it and approves it or sends it back
 * with a note; a COMPLETED plan can be reopened by any operator (it leaves the map until approved
 * again), and its drawer is then whoever reopened it.
 */
export function transition(plan: PlanWork, to: PlanState, operatorId: string, hasRooms: boolean): PlanChange {
  const from = plan.state;
  if (from === 'CREATED' && to === 'WORKING') return { state: to, drawn_by: operatorId };
  if (from === 'WORKING' && to === 'TESTING') {
    if (plan.drawn_by !== operatorId) throw forbidden('Only the operator drawing this plan submits it.');
    if (!hasRooms)
      throw conflict('Draw the plan with at least one room before submitting it.', 'plan_not_drawn');
    return { state: to };
  }
  if (from === 'TESTING' && (to === 'COMPLETED' || to === 'WORKING')) {
    if (plan.drawn_by === operatorId)
      throw forbidden('A plan is checked by another operator than its drawer.');
    return to === 'COMPLETED'
      ? { state: to, checked_by: operatorId, completed_at: new Date() }
      : { state: to, checked_by: operatorId };
  }
  if (from === 'COMPLETED' && to === 'WORKING') {
    return { state: to, drawn_by: operatorId, checked_by: null, completed_at: null };
  }
  throw conflict(`A ${from} plan cannot become ${to}.`, 'invalid_transition', { from, to });
}

/** Only the drawer changes the drawing, and only while drawing. */
export function checkDrawing(plan: PlanWork, operatorId: string): void {
  if (plan.state !== 'WORKING')
    throw conflict(`A ${plan.state} plan is not being drawn.`, 'invalid_transition');
  if (plan.drawn_by !== operatorId) throw forbidden('Only the operator drawing this plan changes it.');
}
