// Issue 34: a buyer's company, its members (roles, monthly limits) and the
// approval of orders above a limit. Money in kopecks here; the REST edge
// speaks roubles.
import { auth } from '@shop/i18n/namespaces/auth';
import { COMPANY_ROLES, emailField } from './auth';
import { idField, isoDateTimeOutput, textField } from './fields';
import { orderOutput } from './orders';
import { z } from './zod';

const texts = auth.companyAccount;

/** Up to 10 billion roubles a month; null: no limit. */
export const monthlyLimitField = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000_000)
  .nullable()
  .describe('Копейки в месяц; null — без лимита');

const personName = textField
  .trim()
  .min(2, auth.validation.firstNameMin)
  .max(100, auth.validation.firstNameMin);

export const companyRoleField = z.enum(COMPANY_ROLES);

export const inviteMemberInput = z.object({
  email: emailField,
  firstName: personName,
  lastName: textField.trim().min(2, auth.validation.lastNameMin).max(100, auth.validation.lastNameMin),
  role: companyRoleField,
  monthlyLimitKopecks: monthlyLimitField.default(null),
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

export const memberIdInput = z.object({ userId: idField });

export const updateMemberInput = memberIdInput.extend({
  role: companyRoleField.optional(),
  monthlyLimitKopecks: monthlyLimitField.optional(),
});

export const companyMemberOutput = z.object({
  userId: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: companyRoleField,
  monthlyLimitKopecks: z.number().nullable(),
  spentThisMonthKopecks: z.number(),
});
export type CompanyMember = z.output<typeof companyMemberOutput>;

export const companyOutput = z.object({
  id: z.number(),
  name: z.string(),
  members: z.array(companyMemberOutput),
});

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const approvalIdInput = z.object({ id: idField });

export const rejectApprovalInput = approvalIdInput.extend({
  comment: textField.trim().min(1, texts.errors.commentRequired).max(1000),
});

export const approvalOutput = z.object({
  id: z.number(),
  requester: z.object({ userId: z.number(), email: z.string(), name: z.string() }),
  totalKopecks: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  orderNumber: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: isoDateTimeOutput,
  /** The lines of the cart the request holds, so the approver sees what is ordered. */
  items: z.array(
    z.object({ partId: z.number(), partNumber: z.string(), name: z.string(), quantity: z.number() }),
  ),
});
export type ApprovalDto = z.output<typeof approvalOutput>;

export const approveOutput = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  shortages: z.array(
    z.object({ partId: z.number(), partNumber: z.string(), requested: z.number(), inStock: z.number() }),
  ),
});

/** orders.company: an order of the company with who placed it. */
export const companyOrderOutput = orderOutput.extend({
  placedBy: z.object({ userId: z.number(), email: z.string() }),
});

/** orders.submit: the order placed, or the approval request it became (over the buyer's monthly limit). */
export const submitOrderOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), order: orderOutput, replayed: z.boolean() }),
  z.object({ kind: z.literal('approval'), approvalId: z.number(), status: z.literal('pending') }),
]);
