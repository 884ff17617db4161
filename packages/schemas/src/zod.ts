// Every zod message not written by hand (wrong type, too big, unknown key…)
// comes out in Russian, in the browser and on the server alike.
import { z } from 'zod';
import { ru } from 'zod/locales';

z.config(ru());

export { z };
