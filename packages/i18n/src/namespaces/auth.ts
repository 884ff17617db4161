// i18next namespace `auth`: sign-in, registration, password reset and the
// buyer's own profile (/account). The account mails (`auth:mail`) are added
// on the server only (resources.ts).
import { account } from '../ru/account';
import { auth as forms } from '../ru/auth';
import { companyAccount } from '../ru/companyAccount';
import { loginPage } from '../ru/loginPage';

export const auth = { ...forms, loginPage, account, companyAccount } as const;
