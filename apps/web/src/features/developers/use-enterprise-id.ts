import { useUser } from '../auth/session.tsx';

/** The signed-in manager's enterprise; the layout lets only members with one in. */
export function useEnterpriseId(): string {
  return useUser().enterpriseId!;
}
