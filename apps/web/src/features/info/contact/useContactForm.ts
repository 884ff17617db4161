// State of the contact form: the spec's validation messages (shown after the
// first submit, then live), sending, and reset on success. The fields are
// uncontrolled and read from the form: the page is pre-rendered and React
// takes it over once its chunks have arrived (main.tsx), so what a visitor
// types before that is in the fields only, and must count.
import { contactFormInput, type ContactFormValues } from '@shop/schemas';
import { TRPCClientError } from '@trpc/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';

type ContactField = 'name' | 'email' | 'message';
type Values = Required<ContactFormValues>;
type Errors = Partial<Record<ContactField, string>>;

function readValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const text = (field: keyof Values) => String(data.get(field) ?? '');
  return { name: text('name'), email: text('email'), message: text('message'), website: text('website') };
}

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
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const send = trpc.contact.send.useMutation();

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setSent(false);
    if (submitted) setErrors(validate(readValues(event.currentTarget)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
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

  return { errors, sent, isSending: send.isPending, onChange, onSubmit };
}
