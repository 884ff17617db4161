// State of the contact form: values, the spec's validation messages (shown
// after the first submit, then live), sending, and reset on success.
import { contactFormInput, type ContactFormValues } from '@shop/schemas';
import { TRPCClientError } from '@trpc/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';

export type ContactField = 'name' | 'email' | 'message';
type Values = Required<ContactFormValues>;
type Errors = Partial<Record<ContactField, string>>;

const EMPTY: Values = { name: '', email: '', message: '', website: '' };

function validate(values: Values): Errors {
  const result = contactFormInput.safeParse(values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages the server sent back (same schema, so normally none). */
function serverFieldErrors(error: unknown): Errors {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  const fields = typeof data === 'object' && data && 'fieldErrors' in data ? data.fieldErrors : undefined;
  return typeof fields === 'object' && fields ? (fields as Errors) : {};
}

export function useContactForm() {
  const { t } = useTranslation('info');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const send = trpc.contact.send.useMutation();

  const setField = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSent(false);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setSubmitted(false);
        setSent(true);
        toaster.create({
          type: 'success',
          title: t('contact.success.title'),
          description: t('contact.success.description'),
        });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toaster.create({
          type: 'error',
          title: t('contact.failure.title'),
          description: t('contact.failure.description'),
        });
      },
    });
  };

  return { values, errors, sent, isSending: send.isPending, setField, onSubmit };
}
