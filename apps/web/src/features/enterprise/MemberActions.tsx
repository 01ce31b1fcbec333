import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { enterpriseRoutes, type User, userRoutes } from '@roomcraft/contract';
import { IconDots, IconUserCheck, IconUserOff, IconUserShield } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useErrorText } from '../../ui/error-text.ts';
import { assignableRanks, type MemberRank, rankNameOf } from './roles.ts';
import { membersKey } from './use-enterprise.ts';

type Change = { kind: 'rank'; rank: MemberRank } | { kind: 'active'; active: boolean };

function apply(member: User, change: Change) {
  const params = { id: member.enterpriseId!, userId: member.id };
  if (change.kind === 'rank')
    return callApi(enterpriseRoutes.changeRole, { params, body: { rank: change.rank } });
  const route = change.active ? userRoutes.activate : userRoutes.deactivate;
  return callApi(route, { params: { id: member.id } });
}

/** What a manager may do to a member they outrank: give another role, deactivate or reactivate. */
export function MemberActions({ member, actor }: { member: User; actor: User }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: Change) => apply(member, next),
    onSuccess: ({ user }) => {
      notifications.show({
        color: 'green',
        message: t('enterprise.members.updated', { nickname: user.nickname }),
      });
      return queryClient.invalidateQueries({ queryKey: membersKey(member.enterpriseId!) });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
  });
  const current = rankNameOf(member.roleRank);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={change.isPending}
          aria-label={t('enterprise.members.actionsFor', { nickname: member.nickname })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('enterprise.members.changeRole')}</Menu.Label>
        {assignableRanks(actor)
          .filter((rank) => rank !== current)
          .map((rank) => (
            <Menu.Item
              key={rank}
              leftSection={<IconUserShield size={16} />}
              onClick={() => change.mutate({ kind: 'rank', rank })}
            >
              {t('enterprise.members.makeRole', { role: t(`roles.${rank}`) })}
            </Menu.Item>
          ))}
        <Menu.Divider />
        {member.active ? (
          <Menu.Item
            color="red"
            leftSection={<IconUserOff size={16} />}
            onClick={() => change.mutate({ kind: 'active', active: false })}
          >
            {t('enterprise.members.deactivate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconUserCheck size={16} />}
            onClick={() => change.mutate({ kind: 'active', active: true })}
          >
            {t('enterprise.members.activate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
