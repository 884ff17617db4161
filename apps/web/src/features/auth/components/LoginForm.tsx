import { Button, Field, Input } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordInput } from './PasswordInput';
import { useSubmitUntilHydrated } from '../../../shared/hooks/useHydrated';
import { FORM_INPUT_STYLE } from '../../../shared/ui/formInputStyle';

export interface LoginCredentials {
  email: string;
  password: string;
}

interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => void;
  isSubmitting: boolean;
  /** An alert above the form: the last failure, or news from registration. */
  notice?: ReactNode;
}

type LoginErrors = Partial<Record<keyof LoginCredentials, string>>;

/** Email and password (both required, checked here in Russian, not by the browser's own tooltip), submit, links. */
export function LoginForm({ onSubmit, isSubmitting, notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  // Pre-rendered page: no submit until React handles it (see useHydrated).
  const submitGate = useSubmitUntilHydrated();

  const [errors, setErrors] = useState<LoginErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const credentials = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found: LoginErrors = {};
    if (!credentials.email) found.email = t('validation.required');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(credentials.email)) found.email = t('validation.emailFormat');
    if (!credentials.password) found.password = t('validation.required');
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(credentials);
  };

  // The frame, texts and links are plain elements styled by the theme's
  // global CSS (theme/authCss.ts); only the controls are Chakra's.
  return (
    <div className="login-form">
      <div className="auth-intro">
        <h1 className="page-title">{t('loginPage.heading')}</h1>
        <p className="auth-subtitle">{t('loginPage.subheading')}</p>
      </div>

      {notice}

      {/* POST: should the browser ever submit it itself, the password stays out of the address. */}
      <form className="login-form__fields" method="post" noValidate onSubmit={handleSubmit}>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            {t('loginPage.email')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            placeholder={t('loginPage.emailPlaceholder')}
            {...FORM_INPUT_STYLE}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.password)}>
          <div className="login-form__label-row">
            <Field.Label>
              {t('loginPage.password')} <Field.RequiredIndicator />
            </Field.Label>
            <RouterLink className="text-link login-form__forgot" to="/forgot-password">
              {t('loginPage.forgotPassword')}
            </RouterLink>
          </div>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            placeholder={t('loginPage.passwordPlaceholder')}
            {...FORM_INPUT_STYLE}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="lg"
          mt="2"
          {...submitGate}
          loading={isSubmitting}
          loadingText={t('loginPage.submitting')}
        >
          {t('loginPage.submit')}
        </Button>
      </form>

      <div className="login-form__footer">
        <p className="login-form__muted">
          {t('loginPage.noAccount')}{' '}
          <RouterLink className="text-link login-form__register" to="/register">
            {t('loginPage.register')}
          </RouterLink>
        </p>
        <p className="login-form__note">{t('loginPage.activationNote')}</p>
        <RouterLink className="text-link login-form__home" to="/">
          <ArrowLeft size={16} /> {t('loginPage.home')}
        </RouterLink>
      </div>
    </div>
  );
}
