import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { httpStatusOf } from '../../../shared/api/errors';
import { serverMessageOf } from '../forms/fieldErrors';

interface LoginNoticeProps {
  error: unknown;
  justRegistered: boolean;
}

/** Why the last attempt failed, or that a fresh registration awaits activation. */
export function LoginNotice({ error, justRegistered }: LoginNoticeProps) {
  const { t } = useTranslation('auth');
  if (error) {
    const text = httpStatusOf(error) === 401 ? t('login.failedInline') : serverMessageOf(error);
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{text ?? t('login.failedInline')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!justRegistered) return null;
  return (
    <Alert.Root status="success" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('register.successAlt')}</Alert.Title>
        <Alert.Description>
          {t('register.successDescription')} {t('register.activationTime')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
