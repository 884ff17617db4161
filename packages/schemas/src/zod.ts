// Every zod message not written by hand (wrong type, too big, unknown key…)
// comes out in Russian words, in the browser and on the server alike.
import { z } from 'zod';
import { humanIssueMessage } from './messages';

z.config({ localeError: humanIssueMessage });

export { z };
