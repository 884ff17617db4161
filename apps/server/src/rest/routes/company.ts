// The buyer's company (issue 34): colleagues, roles and monthly limits. Every
// route is for a signed-in buyer; the procedures refuse non-administrators
// (403) and answer 404 for ids of other companies.
import { z } from '@shop/schemas';
import {
  companyDoc,
  companyMemberDoc,
  inviteBody,
  limitKopecksOf,
  memberJson,
  memberParam,
  memberPatchBody,
} from '../companyJson';
import { route } from '../table';

export const companyRoutes = [
  route({
    method: 'GET',
    path: '/api/company',
    summary: 'Моя компания: сотрудники, роли, лимиты и траты за месяц',
    tag: 'Компания',
    access: 'authed',
    response: companyDoc,
    procedure: (c) => c.auth.company.get,
    output: (company) => ({ ...company, members: company.members.map(memberJson) }),
  }),
  route({
    method: 'POST',
    path: '/api/company/members',
    summary: 'Пригласить сотрудника (администратор компании): письмо со ссылкой для пароля на 7 дней',
    tag: 'Компания',
    access: 'authed',
    body: inviteBody,
    response: z.object({ userId: z.number().int() }),
    status: 201,
    procedure: (c) => c.auth.company.invite,
    input: ({ body }) => ({
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      monthlyLimitKopecks: body.monthlyLimit === undefined ? null : limitKopecksOf(body.monthlyLimit),
    }),
  }),
  route({
    method: 'PATCH',
    path: '/api/company/members/:userId',
    summary: 'Изменить роль или лимит сотрудника (администратор компании)',
    tag: 'Компания',
    access: 'authed',
    params: memberParam,
    body: memberPatchBody,
    response: companyMemberDoc,
    procedure: (c) => c.auth.company.updateMember,
    input: ({ params, body }) => ({
      userId: params.userId,
      role: body.role,
      monthlyLimitKopecks: body.monthlyLimit === undefined ? undefined : limitKopecksOf(body.monthlyLimit),
    }),
    output: memberJson,
  }),
  route({
    method: 'DELETE',
    path: '/api/company/members/:userId',
    summary: 'Удалить сотрудника (администратор компании): вход закрыт сразу, заказы остаются',
    tag: 'Компания',
    access: 'authed',
    params: memberParam,
    response: z.null(),
    status: 204,
    procedure: (c) => c.auth.company.removeMember,
    input: ({ params }) => ({ userId: params.userId }),
    send: (_out, _request, reply) => reply.status(204).send(),
  }),
];
