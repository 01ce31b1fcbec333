import { statisticsRoutes } from '@roomcraft/contract';
import { useEffect } from 'react';
import { urlOf } from '../../../api/client.ts';

type View = '360' | 'AR' | 'IMAGE';

/** Panoramas and tours are the 360° views; the other bundles are pictures. */
export const viewOfBundle = (type: string): View =>
  type === 'PANORAMA' || type === 'TOUR_720' ? '360' : 'IMAGE';

function report(body: { bundleId: string; view: View; phase: 'open' | 'close'; durationMs?: number }) {
  // keepalive lets the closing report leave while the page unloads.
  return fetch(urlOf(statisticsRoutes.viewerEvent), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Reports that a public bundle's viewer opened, and how long it stayed open when the page is left
 * or hidden: the statistics of public views count these events (docs/decisions/statistics.md).
 */
export function useViewerReport(bundleId: string, view: View | undefined) {
  useEffect(() => {
    if (!view) return;
    const opened = performance.now();
    let closed = false;
    // A lost report costs one count in the statistics, never the viewer: its failure is not shown.
    void report({ bundleId, view, phase: 'open' }).catch(() => undefined);
    const close = () => {
      if (closed) return;
      closed = true;
      const durationMs = Math.round(performance.now() - opened);
      void report({ bundleId, view, phase: 'close', durationMs }).catch(() => undefined);
    };
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      close();
    };
  }, [bundleId, view]);
}
