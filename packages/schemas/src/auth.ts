// Account schemas shared by the web forms and the server's procedure inputs.
// Payload keys follow the spec's REST payloads (snake_case), so the REST
// adapter passes bodies through unchanged.
import { auth } from '@shop/i18n/namespaces/auth';
import { idField, isoDateTimeOutput, textField } from './fields';
import { orderOutput } from './orders';
import { payerOutput } from './requisites/payer';
import { clientTermsOutput } from './requisites/terms';
import { z } from './zod';

/** Digits of a Russian phone: a leading 8 becomes 7, a bare 10-digit number gets 7. */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  else if (digits.length > 0 && !digits.startsWith('7')) digits = `7${digits}`;
  return digits.slice(0, 11);
}

/** The spec's input mask +7(XXX)XXX-XX-XX, filled as far as there are digits. */
export function formatPhoneMask(input: string): string {
  const digits = normalizePhone(input).slice(1);
  if (!input.replace(/\D/g, '')) return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `+7(${parts[0]}`;
  if (digits.length >= 3) out += `)${parts[1]}`;
  if (digits.length >= 6) out += `-${parts[2]}`;
  if (digits.length >= 8) out += `-${parts[3]}`;
  return out;
}

/** z.email()'s own rule as a check of the string, so the OpenAPI document states it (a pipe would hide it). */
export const emailField = textField
  .trim()
  .toLowerCase()
  .max(254, auth.validation.email)
  .regex(z.regexes.email, auth.validation.email);

export const passwordField = textField
  .min(6, auth.validation.passwordMin)
  .max(200, auth.validation.passwordMin);

/** Required phone in any common spelling; stored as 11 digits starting with 7. */
export const phoneField = textField
  .trim()
  .min(1, auth.validation.phoneRequired)
  .transform(normalizePhone)
  .pipe(z.string().regex(/^7\d{10}$/, auth.validation.phoneFormat));

const companyField = textField
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

const nameField = (message: string) => textField.trim().min(2, message).max(100, message);

export const registrationInput = z.object({
  first_name: nameField(auth.validation.firstNameMin),
  last_name: nameField(auth.validation.lastNameMin),
  email: emailField,
  password: passwordField,
  company: companyField,
  phone: phoneField,
  /** 152-FZ consent; old REST clients omit it, and then none is recorded. */
  personal_data_consent: z.literal(true, auth.validation.consentRequired).optional(),
});
export type RegistrationInput = z.input<typeof registrationInput>;

export const loginInput = z.object({
  email: textField.trim().toLowerCase().min(1, auth.validation.required).max(254),
  password: textField.min(1, auth.validation.required).max(200),
});
export type LoginInput = z.input<typeof loginInput>;

const requiredText = textField.trim().min(1, auth.validation.required).max(100);

/** Email is part of the spec's payload but not editable: the server ignores it. */
export const profileUpdateInput = z.object({
  first_name: requiredText,
  last_name: requiredText,
  email: textField.max(254).optional(),
  phone: phoneField,
  company: companyField,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

export const forgotPasswordInput = z.object({ email: emailField });

export const resetLinkInput = z.object({
  token: textField.min(1).max(200),
  email: textField.trim().toLowerCase().min(1).max(254),
});

export const resetPasswordInput = resetLinkInput.extend({ password: passwordField });

export const userIdInput = z.object({ id: idField });

export const userStatusInput = userIdInput.extend({ status: z.enum(['blocked', 'active']) });

// ---- Outputs

export const USER_ROLES = ['user', 'admin'] as const;
/** A member's role in the buyer's company (issue 34): Администратор, Закупщик, Наблюдатель. */
export const COMPANY_ROLES = ['admin', 'buyer', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An account as the admin sees it: active, waiting for activation (a new sign-up), or blocked. */
export const ACCOUNT_STATES = ['active', 'waiting', 'blocked'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The signed-in user as the web client keeps it (auth.me, auth.login, auth.updateProfile). */
export const sessionUserOutput = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  role: z.enum(USER_ROLES),
  emailVerified: z.number(),
  companyId: z.number(),
  companyRole: z.enum(COMPANY_ROLES),
});

/** POST /api/auth/login: the spec's login response (snake_case) with the bearer token. */
export const tokenLoginOutput = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  role: z.enum(USER_ROLES),
  token: z.string(),
  email_verified: z.number(),
});

export const registerOutput = z.object({
  id: z.number(),
  email: z.string(),
  email_verified: z.literal(0),
  message: z.string(),
});

/** A done action with the Russian sentence to show. */
export const okMessageOutput = z.object({ ok: z.literal(true), message: z.string() });

export const resetLinkOutput = z.object({ valid: z.literal(true) });

/** The spec's admin view of a user (admin.users.list, setStatus); username is the e-mail's local part. */
export const adminUserOutput = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** 0: waiting for an admin or blocked; 1: active. */
  email_verified: z.union([z.literal(0), z.literal(1)]),
  /** Which of the two a 0 is: a new sign-up no admin has decided on yet is 'waiting'. */
  state: z.enum(ACCOUNT_STATES),
  created_at: isoDateTimeOutput,
  /** The company account the user belongs to (issue 34) and the role in it. */
  companyAccount: z.object({ id: z.number(), name: z.string() }),
  companyRole: z.enum(COMPANY_ROLES),
});

/** admin.users.moveToCompany: the shop's admin moves a user into another company. */
export const moveUserInput = z.object({ userId: idField, companyId: idField });

/** admin.users.byId: the user with the client's terms, payers and orders (newest first). */
export const adminUserDetailOutput = adminUserOutput.extend({
  terms: clientTermsOutput,
  payers: z.array(payerOutput),
  orders: z.array(
    orderOutput.pick({ id: true, orderNumber: true, createdAt: true, totalKopecks: true, status: true }),
  ),
});
