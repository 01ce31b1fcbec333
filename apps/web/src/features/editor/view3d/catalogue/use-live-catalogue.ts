import { CatalogueState, libraryProductRoutes, type ProductTypeV2 } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { urlOf } from '../../../../api/client.ts';
import { followEvents } from '../../../../api/event-stream.ts';
import { userToken } from '../../../../api/tokens.ts';

/** The catalogue's queries, read again when the library changes. */
const CATALOGUE_KEYS = [
  ['view3d', 'products'],
  ['view3d', 'categories'],
  ['view3d', 'brands'],
];

/**
 * Keeps the catalogue live: follows the library's catalogue stream (`GET /v2/product/{id}/stream`)
 * and, whenever its version moves (a product processed, added, changed), reads the catalogue's
 * searches, categories and brands again, so new and processed products appear without a reload. A
 * change made while the stream was down is caught by the version of the first event after it.
 * Answers how far the library's products are processed (null until the stream has said).
 */
export function useLiveCatalogue(
  owner: string | undefined,
  type: (typeof ProductTypeV2)[number],
): CatalogueState | null {
  const client = useQueryClient();
  const [state, setState] = useState<CatalogueState | null>(null);
  const version = useRef<string | null>(null);
  useEffect(() => {
    setState(null);
    version.current = null;
    if (!owner) return;
    return followEvents(urlOf(libraryProductRoutes.stream, { params: { id: owner }, query: { type } }), {
      event: 'catalogue',
      onData: (data) => {
        const parsed = CatalogueState.safeParse(data);
        if (!parsed.success) return;
        if (version.current !== null && version.current !== parsed.data.version)
          for (const queryKey of CATALOGUE_KEYS) void client.invalidateQueries({ queryKey });
        version.current = parsed.data.version;
        setState(parsed.data);
      },
      token: () => userToken.get(),
    });
  }, [owner, type, client]);
  return state;
}
