/** The editor's keyboard shortcuts, as the help panel lists them (labels are i18n keys under editor.help). */
export const SHORTCUTS = [
  { group: 'tools', keys: ['V'], action: 'select' },
  { group: 'tools', keys: ['W'], action: 'wall' },
  { group: 'tools', keys: ['R'], action: 'room' },
  { group: 'tools', keys: ['D'], action: 'door' },
  { group: 'tools', keys: ['N'], action: 'window' },
  { group: 'tools', keys: ['M'], action: 'measure' },
  { group: 'drawing', keys: ['0–9', '.', 'Enter'], action: 'typeLength' },
  { group: 'drawing', keys: ['Enter'], action: 'endChain' },
  { group: 'drawing', keys: ['Backspace'], action: 'removePoint' },
  { group: 'drawing', keys: ['Alt'], action: 'noSnap' },
  { group: 'drawing', keys: ['Shift', 'Click'], action: 'addToSelection' },
  { group: 'drawing', keys: ['Double-click'], action: 'splitWall' },
  { group: 'edit', keys: ['Ctrl', 'Z'], action: 'undo' },
  { group: 'edit', keys: ['Ctrl', 'Shift', 'Z'], action: 'redo' },
  { group: 'edit', keys: ['Ctrl', 'Y'], action: 'redo' },
  { group: 'edit', keys: ['Delete'], action: 'delete' },
  { group: 'edit', keys: ['Ctrl', 'C'], action: 'copy' },
  { group: 'edit', keys: ['Ctrl', 'X'], action: 'cut' },
  { group: 'edit', keys: ['Ctrl', 'V'], action: 'paste' },
  { group: 'edit', keys: ['Ctrl', 'A'], action: 'selectAll' },
  { group: 'edit', keys: ['←↑→↓'], action: 'nudge' },
  { group: 'edit', keys: ['Esc'], action: 'cancel' },
  { group: 'view', keys: ['F'], action: 'fit' },
  { group: 'view', keys: ['Wheel'], action: 'zoom' },
  { group: 'view', keys: ['Space', 'Drag'], action: 'pan' },
  { group: 'view', keys: ['Middle drag'], action: 'pan' },
  { group: 'view', keys: ['?'], action: 'help' },
] as const;

export type ShortcutGroup = (typeof SHORTCUTS)[number]['group'];
export type ShortcutAction = (typeof SHORTCUTS)[number]['action'];
