import { Button, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../shared/i18n/translate';
import { Link as RouterLink } from '../../../shared/routing';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { formatDate, formatPhone } from './format';
import type { ToggleTarget } from './ToggleStatusDialog';
import { RoleBadge, StatusBadge } from './UserBadges';

type AdminUser = RouterOutputs['users']['list'][number];

interface UsersTableProps {
  users: AdminUser[];
  currentUserId: number;
  onToggle: (target: ToggleTarget) => void;
}

const COLUMNS = ['username', 'email', 'phone', 'name', 'role', 'status', 'registered', 'actions'] as const;

/** The spec's user table; the admin's own row shows 'Текущий пользователь' instead of an action. */
export function UsersTable({ users, currentUserId, onToggle }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column}>{t(`adminUsers.list.columns.${column}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const name = `${user.first_name} ${user.last_name}`;
            const active = user.email_verified === 1;
            return (
              <Table.Row key={user.id}>
                <Table.Cell>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={`/admin/users/${user.id}`}>{user.username}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell wordBreak="break-all" maxW="48">
                  {user.email}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {user.phone && <Link href={`tel:+${user.phone}`}>{formatPhone(user.phone)}</Link>}
                </Table.Cell>
                <Table.Cell minW="36" overflowWrap="anywhere">
                  {name}
                </Table.Cell>
                <Table.Cell>
                  <RoleBadge role={user.role} />
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge emailVerified={user.email_verified} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(user.created_at)}</Table.Cell>
                <Table.Cell>
                  {user.id === currentUserId ? (
                    <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
                      {t('adminUsers.list.currentUser')}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette={active ? 'red' : 'green'}
                      aria-label={`${active ? t('adminUsers.list.block') : t('adminUsers.list.activate')}: ${user.email}`}
                      onClick={() =>
                        onToggle({
                          id: user.id,
                          email: user.email,
                          name,
                          status: active ? 'blocked' : 'active',
                        })
                      }
                    >
                      {active ? t('adminUsers.list.block') : t('adminUsers.list.activate')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
