// Rate limits of the account procedures. Failed logins are counted per
// account and per address; a successful login gives its attempt back.
import { t } from '@shop/i18n';

const MINUTE = 60_000;

export const LOGIN_PER_ACCOUNT = { limit: 10, windowMs: 15 * MINUTE };
export const LOGIN_PER_IP = { limit: 50, windowMs: 15 * MINUTE };
export const REGISTER_PER_IP = { limit: 10, windowMs: 60 * MINUTE };
export const RESET_PER_ACCOUNT = { limit: 5, windowMs: 60 * MINUTE };
export const RESET_PER_IP = { limit: 20, windowMs: 60 * MINUTE };

const minutes = (seconds: number) => ({ minutes: Math.max(1, Math.ceil(seconds / 60)) });

export const loginLimitMessage = (s: number) => t('auth:login.tooManyAttempts', minutes(s));
export const registerLimitMessage = (s: number) => t('auth:register.tooMany', minutes(s));
export const resetLimitMessage = (s: number) => t('auth:forgot.tooMany', minutes(s));
