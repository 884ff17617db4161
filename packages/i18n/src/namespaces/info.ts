// i18next namespace `info`: the information pages and the contact form (with its mail).
import { contact } from '../ru/contact';
import { info as pages } from '../ru/info';

export const info = { ...pages, contact } as const;
