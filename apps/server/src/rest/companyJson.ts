// The REST shapes of issue 34's company routes: roubles at this edge (the
// procedures speak kopecks), and the documented schemas of those answers.
import { kopecksToRoubles as roubles } from '@shop/api';
import { COMPANY_ROLES, idText, z, type CompanyMember } from '@shop/schemas';

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
