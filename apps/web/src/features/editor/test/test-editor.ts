import { createEmptyDesign, type Design, DesignStore, type Vec2 } from '@roomcraft/scene';
import { expect } from 'vitest';
import type { PlanPointer } from '../model/events.ts';
import { type FrameScheduler, immediateFrames } from '../model/frame-scheduler.ts';
import { PlanEditor, type PlanEditorOptions } from '../model/plan-editor.ts';

interface Modifiers {
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
}

/**
 * The plan editor driven like a person would, without a browser: pointer events at plan points
 * (mm) and key presses. The view shows 1 px per 10 mm from the plan origin, so snapping catches
 * within 120 mm and hits within 60 mm. A manual clock drives the history's merge window.
 */
export class TestEditor extends PlanEditor {
  time = 0;
  private last: Vec2 = { x: 0, y: 0 };

  constructor(
    design: Design = createEmptyDesign(),
    options: Partial<Omit<PlanEditorOptions, 'store'>> & { frames?: FrameScheduler } = {},
  ) {
    const clock = { now: () => 0 };
    super({
      store: new DesignStore(design, { now: () => clock.now() }),
      frames: immediateFrames,
      ...options,
    });
    clock.now = () => this.time;
    this.viewport.setSize(1200, 800);
    this.viewport.scale = 0.1;
    this.viewport.x = 0;
    this.viewport.y = 0;
  }

  event(x: number, y: number, modifiers: Modifiers = {}, button = 0): PlanPointer {
    const point = { x, y };
    return {
      point,
      screen: this.viewport.toScreen(point),
      button,
      shiftKey: modifiers.shiftKey ?? false,
      altKey: modifiers.altKey ?? false,
      ctrlKey: modifiers.ctrlKey ?? false,
    };
  }

  down(x = this.last.x, y = this.last.y, modifiers: Modifiers = {}): this {
    this.last = { x, y };
    this.pointerDown(this.event(x, y, modifiers));
    return this;
  }

  move(x: number, y: number, modifiers: Modifiers = {}): this {
    this.last = { x, y };
    this.pointerMove(this.event(x, y, modifiers));
    return this;
  }

  up(x = this.last.x, y = this.last.y, modifiers: Modifiers = {}): this {
    this.last = { x, y };
    this.pointerUp(this.event(x, y, modifiers));
    return this;
  }

  /** Moves there, presses and releases. */
  click(x: number, y: number, modifiers: Modifiers = {}): this {
    return this.move(x, y, modifiers).down(x, y, modifiers).up(x, y, modifiers);
  }

  /** Presses at one point, drags through the steps to another and releases. */
  drag(from: Vec2, to: Vec2, modifiers: Modifiers = {}, steps = 4): this {
    this.move(from.x, from.y, modifiers).down(from.x, from.y, modifiers);
    for (let i = 1; i <= steps; i++) {
      this.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, modifiers);
    }
    return this.up(to.x, to.y, modifiers);
  }

  /** Presses keys one by one, e.g. `type('3.45')`, or a named key such as `Enter`. */
  press(key: string, modifiers: Modifiers = {}): this {
    this.keyDown({
      key,
      shiftKey: modifiers.shiftKey ?? false,
      altKey: modifiers.altKey ?? false,
      ctrlKey: modifiers.ctrlKey ?? false,
    });
    return this;
  }

  type(text: string): this {
    for (const key of text) this.press(key);
    return this;
  }

  expectToBeIn(path: string): this {
    expect(this.getToolPath()).toBe(path);
    return this;
  }
}
