// The shapes a user leaves the API in. Every query names its columns, so
// the password hash can never leak into an answer.
import type { UserRow } from '@shop/db';
import type { SessionUser } from './lucia';

export const publicUserColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'company',
  'role',
  'email_verified',
  'company_id',
  'company_role',
  'created_at',
] as const;

export type PublicUserRow = Pick<UserRow, (typeof publicUserColumns)[number]>;

export function toSessionUser(row: PublicUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    company: row.company,
    role: row.role,
    emailVerified: row.email_verified,
    companyId: row.company_id,
    companyRole: row.company_role,
  };
}

/** Spec section 3 "server login response fields" (token added by the caller). */
export function toLoginResponse(user: SessionUser, token: string) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company: user.company,
    role: user.role,
    token,
    email_verified: user.emailVerified,
  };
}
