// The contact form of /contact (and of POST /api/send-email's contact variant).
import { z } from 'zod';
import { contactMessageInput, okOutput } from '@shop/schemas';
import { publicProcedure, router } from '../trpc';
import { sendContactMessage } from './contactService';

const sendInput = contactMessageInput.extend({
  /** Old REST clients arrive through the adapter; the web form leaves it out. */
  source: z.enum(['form', 'api']).optional(),
});

export const contactRouter = router({
  send: publicProcedure
    .input(sendInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const { source = 'form', ...message } = input;
      await sendContactMessage(ctx, message, source);
      // The same answer with or without the honeypot: a bot cannot tell.
      return { ok: true as const };
    }),
});
