// POST /api/send-email (spec section 7). Old clients post several payload
// shapes to this one path; each shape is a variant picked by its fields.
// The contact-form variant lives here; the order-mail variant is added to
// `sendEmailVariants` by the orders domain.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { t } from '@shop/i18n';
import { restRoute, type Caller } from './adapter';
import { orderEmailVariant } from './orderEmailVariant';

export type SendEmailBody = Record<string, unknown>;

export interface SendEmailVariant {
  /** For logs and tests. */
  name: string;
  matches(body: SendEmailBody): boolean;
  send(caller: Caller, body: SendEmailBody): Promise<unknown>;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function hasPartsList(body: SendEmailBody): boolean {
  return Array.isArray(body.partsList) && body.partsList.length > 0;
}

/**
 * The contact form: contactName, email, phone, companyName, comments (or text).
 * `to`, `subject` and `html` are ignored on purpose: the message always goes to
 * the shop's own mailbox and is rendered by our template, never the client's HTML.
 */
export const contactEmailVariant: SendEmailVariant = {
  name: 'contact',
  matches: (body) => !hasPartsList(body),
  send: async (caller, body) => {
    await caller.contact.send({
      name: str(body.contactName) ?? str(body.name) ?? '',
      email: str(body.email) ?? '',
      message: str(body.comments) || str(body.message) || str(body.text) || '',
      phone: str(body.phone),
      company: str(body.companyName),
      website: str(body.website),
      source: 'api',
    });
    return { success: true, message: t('info:contact.success.title') };
  },
};

/** Tried in order; the first whose shape matches handles the request. */
export const sendEmailVariants: SendEmailVariant[] = [orderEmailVariant, contactEmailVariant];

export function registerContactRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  variants: readonly SendEmailVariant[] = sendEmailVariants,
): void {
  restRoute(app, deps, 'POST', '/api/send-email', async (caller, request, reply) => {
    const body = request.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const variant = isObject ? variants.find((v) => v.matches(body as SendEmailBody)) : undefined;
    if (!variant) return reply.status(400).send({ message: t('errors:badRequest') });
    return variant.send(caller, body as SendEmailBody);
  });
}
