/** A value React reads with useSyncExternalStore; `set` notifies only when a field really changed. */
export class Observable<T extends object> {
  private readonly listeners = new Set<() => void>();

  constructor(private value: T) {}

  get = (): T => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(patch: Partial<T>): void {
    const changed = (Object.keys(patch) as (keyof T)[]).some((k) => !shallowEqual(this.value[k], patch[k]));
    if (!changed) return;
    this.value = { ...this.value, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every(
    (k) =>
      JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]),
  );
}
