import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Bulk selection over the ids on screen: click toggles one, shift-click selects the run from the
 * last clicked one. Changing what is on screen (page, filter, folder) clears it.
 */
export function useSelection(ids: readonly string[], resetKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey names what is on screen
  useEffect(() => {
    setSelected(new Set());
    anchor.current = null;
  }, [resetKey]);

  const toggle = useCallback(
    (id: string, range: boolean) => {
      setSelected((current) => {
        const next = new Set(current);
        const from = anchor.current ? ids.indexOf(anchor.current) : -1;
        const to = ids.indexOf(id);
        if (range && from >= 0 && to >= 0) {
          for (const each of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(each);
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      anchor.current = id;
    },
    [ids],
  );
  const present = [...selected].filter((id) => ids.includes(id));
  return {
    selected: present,
    has: (id: string) => selected.has(id),
    toggle,
    allSelected: ids.length > 0 && present.length === ids.length,
    selectAll: () => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
    /** What a drag starting on `id` carries: the whole selection when `id` is in it. */
    dragIds: (id: string) => (selected.has(id) ? present : [id]),
  };
}

export type Selection = ReturnType<typeof useSelection>;
