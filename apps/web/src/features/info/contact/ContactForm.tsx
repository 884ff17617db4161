import { Alert, Box, Button, Field, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSubmitUntilHydrated } from '../../../shared/hooks/useHydrated';
import { Link as RouterLink } from 'react-router-dom';
import { useContactForm } from './useContactForm';
import { FORM_INPUT_STYLE } from '../../../shared/ui/formInputStyle';

/** Name, e-mail, message, and a honeypot field people never see. */
export function ContactForm() {
  const { t } = useTranslation('info');
  const { errors, sent, isSending, onChange, onSubmit } = useContactForm();
  // Pre-rendered page: no submit until React handles it (see useHydrated).
  const submitGate = useSubmitUntilHydrated();
  return (
    <Stack asChild gap="5">
      <form
        method="post"
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        aria-label={t('contact.form.title')}
      >
        {sent && (
          <Alert.Root status="success" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('contact.success.title')}</Alert.Title>
              <Alert.Description>{t('contact.success.description')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>
            {t('contact.form.name')} <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="name" name="name" {...FORM_INPUT_STYLE} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            {t('contact.form.email')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" name="email" {...FORM_INPUT_STYLE} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.message)}>
          <Field.Label>
            {t('contact.form.message')} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={6}
            placeholder={t('contact.form.messagePlaceholder')}
            name="message"
            {...FORM_INPUT_STYLE}
          />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        {/* Honeypot: off-screen and out of the tab order; only bots fill it in. */}
        <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden>
          <label>
            {t('contact.form.honeypot')}
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.form.consentPrefix')}
          <Link asChild color="brand.fg">
            <RouterLink to="/privacy">{t('contact.form.privacyLink')}</RouterLink>
          </Link>
          .
        </Text>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          {...submitGate}
          loading={isSending}
          loadingText={t('contact.form.submitting')}
        >
          <Send size={16} /> {t('contact.form.submit')}
        </Button>
      </form>
    </Stack>
  );
}
