import { Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordInput } from './PasswordInput';
import { useSubmitUntilHydrated } from '../../../shared/hooks/useHydrated';

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

const inputStyle = { size: 'lg', rounded: 'lg', bg: 'white' } as const;

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

  return (
    <Stack gap="8" p={{ base: '5', md: '10' }}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {t('loginPage.heading')}
        </Heading>
        <Text color="fg.muted">{t('loginPage.subheading')}</Text>
      </Stack>

      {notice}

      <Stack asChild gap="5">
        {/* POST: should the browser ever submit it itself, the password stays out of the address. */}
        <form method="post" noValidate onSubmit={handleSubmit}>
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>
              {t('loginPage.email')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="username"
              placeholder={t('loginPage.emailPlaceholder')}
              {...inputStyle}
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.password)}>
            <Flex w="full" justify="space-between" align="baseline">
              <Field.Label>
                {t('loginPage.password')} <Field.RequiredIndicator />
              </Field.Label>
              <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                <RouterLink to="/forgot-password">{t('loginPage.forgotPassword')}</RouterLink>
              </Link>
            </Flex>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              placeholder={t('loginPage.passwordPlaceholder')}
              {...inputStyle}
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
      </Stack>

      <Stack gap="4" fontSize="sm">
        <Text color="fg.muted">
          {t('loginPage.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/register">{t('loginPage.register')}</RouterLink>
          </Link>
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {t('loginPage.activationNote')}
        </Text>
        <Link asChild color="gray.600" alignSelf="start" _hover={{ color: 'brand.fg' }}>
          <RouterLink to="/">
            <ArrowLeft size={16} /> {t('loginPage.home')}
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
