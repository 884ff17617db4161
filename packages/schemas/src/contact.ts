// The contact form (spec section 5): the same rules in the browser and on the server.
import { info } from '@shop/i18n/namespaces/info';
import { textField } from './fields';
import { z } from './zod';

export const CONTACT_NAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;

export const contactMessageInput = z.object({
  name: textField
    .trim()
    .min(CONTACT_NAME_MIN, info.contact.validation.name)
    .max(100, info.contact.validation.nameTooLong),
  email: textField
    .trim()
    .pipe(z.email(info.contact.validation.email).max(254, info.contact.validation.email)),
  message: textField
    .trim()
    .min(CONTACT_MESSAGE_MIN, info.contact.validation.message)
    .max(5000, info.contact.validation.messageTooLong),
  /** Hidden from people; a bot that fills it gets a fake success and nothing is sent. */
  website: textField.max(500).optional(),
  /** Extra fields the REST variant of /api/send-email carries. */
  phone: textField.trim().max(40).optional(),
  company: textField.trim().max(200).optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** The fields the web form edits. */
export const contactFormInput = contactMessageInput.pick({
  name: true,
  email: true,
  message: true,
  website: true,
});
export type ContactFormValues = z.input<typeof contactFormInput>;
