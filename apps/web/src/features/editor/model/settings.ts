import { EditorTypeCode } from '@roomcraft/contract';
import { DEFAULT_WALL_THICKNESS, type OpeningTypeCode } from '@roomcraft/scene';
import type { LengthUnit } from './lengths.ts';

/** Choices of the person drawing that are not part of the design. */
export interface EditorSettings {
  /** Snapping to corners, walls, angles and the grid (Alt held turns it off for a moment). */
  readonly snap: boolean;
  /** Grid step for snapping, mm. */
  readonly gridStep: number;
  /** Thickness of new walls, mm. */
  readonly wallThickness: number;
  /** The door and window the D and N keys place. */
  readonly doorType: OpeningTypeCode;
  readonly windowType: OpeningTypeCode;
  readonly showDimensions: boolean;
  /** The unit the inspector shows and reads lengths in. */
  readonly lengthUnit: LengthUnit;
}

export const DEFAULT_SETTINGS: EditorSettings = {
  snap: true,
  gridStep: 100,
  wallThickness: DEFAULT_WALL_THICKNESS,
  doorType: EditorTypeCode.SwingDoor,
  windowType: EditorTypeCode.StandardWindow,
  showDimensions: true,
  lengthUnit: 'mm',
};

/** Holds the settings and tells subscribers when they change. */
export class SettingsStore {
  private value: EditorSettings;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Partial<EditorSettings> = {}) {
    this.value = { ...DEFAULT_SETTINGS, ...initial };
  }

  get = (): EditorSettings => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(fields: Partial<EditorSettings>): void {
    this.value = { ...this.value, ...fields };
    for (const listener of this.listeners) listener();
  }
}
