// The REST shapes of issue 34's company routes: roubles at this edge (the
// procedures speak kopecks), and the documented schemas of those answers.
import { kopecksToRoubles as roubles } from '@shop/api';
import {
  APPROVAL_STATUSES,
  COMPANY_ROLES,
  idText,
  z,
  type ApprovalDto,
  type CompanyMember,
} from '@shop/schemas';

export const companyMemberDoc = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(COMPANY_ROLES),
  monthlyLimit: z.number().nullable().describe('Рубли в месяц; null — без лимита'),
  spentThisMonth: z.number().describe('Рубли: заказы этого месяца (МСК), кроме отмененных'),
});

export const companyDoc = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(companyMemberDoc),
});

const roleDoc = z
  .enum(COMPANY_ROLES)
  .describe('admin — Администратор, buyer — Закупщик, viewer — Наблюдатель');
const limitDoc = z.number().min(0).nullable().describe('Рубли в месяц; null — без лимита');

export const inviteBody = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleDoc,
  monthlyLimit: limitDoc.optional(),
});

export const memberPatchBody = z.object({ role: roleDoc.optional(), monthlyLimit: limitDoc.optional() });

export const memberParam = z.object({ userId: idText.describe('Id сотрудника своей компании') });

export function memberJson({ monthlyLimitKopecks, spentThisMonthKopecks, ...member }: CompanyMember) {
  return {
    ...member,
    monthlyLimit: monthlyLimitKopecks === null ? null : roubles(monthlyLimitKopecks),
    spentThisMonth: roubles(spentThisMonthKopecks),
  };
}

/**
 * A limit in roubles as kopecks; anything else passes unchanged for the
 * procedure's schema to refuse in Russian.
 */
export function limitKopecksOf(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : value;
}

export const approvalPending = z.object({ approvalId: z.number().int(), status: z.literal('pending') });

export const approvalDoc = z.object({
  id: z.number().int(),
  requester: z.object({ userId: z.number().int(), email: z.string() }),
  total: z.number().describe('Рубли'),
  status: z.enum(APPROVAL_STATUSES),
  orderNumber: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});

export const approvedDoc = z.object({
  orderNumber: z.string(),
  shortages: z
    .array(
      z.object({
        partId: z.number().int(),
        partNumber: z.string().describe('Артикул'),
        requested: z.number().int(),
        inStock: z.number().int(),
      }),
    )
    .describe('Строки, которых не хватило на складе: остаток пойдет под заказ'),
});

export const approvalParam = z.object({ id: idText.describe('Id заявки своей компании') });

export function approvalJson(approval: ApprovalDto) {
  return {
    id: approval.id,
    requester: { userId: approval.requester.userId, email: approval.requester.email },
    total: roubles(approval.totalKopecks),
    status: approval.status,
    orderNumber: approval.orderNumber,
    createdAt: approval.createdAt,
  };
}
