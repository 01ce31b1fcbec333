import { authRoutes } from '@roomcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

export const OUTBOX_PATH = '/dev/outbox';

/** Mails of the development outbox; the server answers 404 when it sends real mail. */
export function useOutbox({ email, enabled = true }: { email?: string; enabled?: boolean }) {
  return useQuery({
    queryKey: ['outbox', email ?? ''],
    queryFn: () => callApi(authRoutes.outbox, { query: { email } }),
    enabled,
    retry: false,
  });
}
