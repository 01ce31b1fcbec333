import { useUser } from '../../auth/session.tsx';
import { useEnterprise } from '../../enterprise/use-enterprise.ts';
import { DEFAULT_TRASH_DAYS } from '../model/trash.ts';

/** How long trashed projects are kept: the team's setting, else the server's default. */
export function useTrashDays(): number {
  const user = useUser();
  const enterprise = useEnterprise(user.enterpriseId);
  return enterprise.data?.projectSettings.trashRetentionDays ?? DEFAULT_TRASH_DAYS;
}
