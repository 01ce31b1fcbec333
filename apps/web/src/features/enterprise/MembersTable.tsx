import { Avatar, Badge, Group, Table, Text } from '@mantine/core';
import type { User } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDate } from '../../ui/format.ts';
import { MemberActions } from './MemberActions.tsx';
import { isManager, outranks, type RankName, rankNameOf } from './roles.ts';

const RANK_COLORS: Record<RankName, string> = {
  PERSONAL: 'gray',
  DESIGNER: 'gray',
  MANAGER: 'brand',
  ADMIN: 'grape',
};

function Status({ member }: { member: User }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="dot" color={member.active ? 'green' : 'gray'}>
        {t(member.active ? 'enterprise.members.active' : 'enterprise.members.deactivated')}
      </Badge>
      {member.accountState === 'PENDING' && (
        <Badge variant="light" color="yellow">
          {t('account.state.PENDING')}
        </Badge>
      )}
    </Group>
  );
}

/** The members of one page; the actions column is there only for managers. */
export function MembersTable({ members, actor }: { members: User[]; actor: User }) {
  const { t } = useTranslation();
  const manager = isManager(actor);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('enterprise.members.member')}</Table.Th>
            <Table.Th>{t('fields.role')}</Table.Th>
            <Table.Th>{t('enterprise.members.status')}</Table.Th>
            <Table.Th>{t('enterprise.members.joined')}</Table.Th>
            {manager && <Table.Th w={60} aria-label={t('common.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const rank = rankNameOf(member.roleRank);
            return (
              <Table.Tr key={member.id} opacity={member.active ? 1 : 0.6}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar name={member.nickname} color="initials" radius="xl" size={36} />
                    <div>
                      <Text size="sm" fw={600}>
                        {member.nickname}
                        {member.id === actor.id && (
                          <Text span c="dimmed" fw={400}>
                            {` (${t('enterprise.members.you')})`}
                          </Text>
                        )}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Badge variant="light" color={RANK_COLORS[rank]}>
                      {t(`roles.${rank}`)}
                    </Badge>
                    {member.salesAccount && (
                      <Badge variant="outline" color="gray">
                        {t('memberRoles.CUSTOM')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Status member={member} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(member.createdAt, currentLanguage())}</Text>
                </Table.Td>
                {manager && (
                  <Table.Td>
                    {outranks(actor, member) && <MemberActions member={member} actor={actor} />}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
