import { useUser } from '../../auth/session.tsx';
import { isManager } from '../../enterprise/roles.ts';
import { useEnterprise } from '../../enterprise/use-enterprise.ts';

/**
 * Whether the signed-in user may see the team's projects: managers to arrange them ('manage'),
 * members to look when the team lets members see each other's projects ('look'), else null
 * ('pending' while the team's settings load).
 */
export function useTeamView(): 'manage' | 'look' | 'pending' | null {
  const user = useUser();
  const manager = isManager(user);
  const enterprise = useEnterprise(manager ? null : user.enterpriseId);
  if (manager) return 'manage';
  if (!user.enterpriseId) return null;
  if (enterprise.isPending) return 'pending';
  return enterprise.data?.projectSettings.membersSeeEachOthersProjects ? 'look' : null;
}
