// i18next namespace `auth`: sign-in, registration, password reset, the
// buyer's own profile (/account) and the account mails.
import { account } from '../ru/account';
import { accountMails } from '../ru/accountMails';
import { auth as forms } from '../ru/auth';
import { loginPage } from '../ru/loginPage';

export const auth = { ...forms, loginPage, account, mail: accountMails } as const;
