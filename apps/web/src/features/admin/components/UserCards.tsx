import { Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@shop/i18n/dates';
import { CompanyCell, fullNameOf, PhoneLink, UserAction, WrappingEmail } from './userCells';
import { RoleBadge, StatusBadge } from './UserBadges';
import type { UsersViewProps } from './UsersTable';

/** The user list as cards below 1024 px, where eight columns do not fit. */
export function UserCards({ users, currentUserId, onToggle }: UsersViewProps) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" hideFrom="lg" listStyleType="none">
      {users.map((user) => (
        <Stack
          as="li"
          key={user.id}
          aria-label={user.username}
          gap="2"
          borderWidth="1px"
          rounded="lg"
          bg="white"
          p="4"
          minW="0"
        >
          <Link asChild color="brand.fg" fontWeight="semibold" display="inline" overflowWrap="anywhere">
            <RouterLink to={`/admin/users/${user.id}`}>{user.username}</RouterLink>
          </Link>
          <Text overflowWrap="break-word">{fullNameOf(user)}</Text>
          <Text fontSize="sm">
            <CompanyCell user={user} />
          </Text>
          <HStack gap="2" wrap="wrap">
            <RoleBadge role={user.role} />
            <StatusBadge state={user.state} />
          </HStack>
          <Stack gap="0" fontSize="sm">
            <WrappingEmail email={user.email} />
            {user.phone && <PhoneLink phone={user.phone} />}
            <Text color="fg.muted">
              {t('users.list.columns.registered')}: {formatDate(user.created_at)}
            </Text>
          </Stack>
          <Flex mt="1">
            <UserAction user={user} currentUserId={currentUserId} onToggle={onToggle} />
          </Flex>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
