/** The element that holds a 3D view and takes its keys (it takes focus when the view is clicked). */
export const VIEW_ROOT_ATTRIBUTE = 'data-view3d-root';

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url']);

/** Whether a key press is typing into a field (and so not a command). */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('textarea, select')) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

/** The root of the 3D view around an element inside it. */
export const viewRootOf = (element: Element): HTMLElement | null =>
  element.closest(`[${VIEW_ROOT_ATTRIBUTE}]`);
