// Africa's Talking's SMS callbacks (issue 33), with its field names: an incoming message (a reply of STOP or START)
// and an opt-out notice. Only the gateway calls them; the portal's own clients never do.
import { z } from 'zod';
import { phoneNumber } from './fields.js';

export const SMS_CALLBACK_MESSAGES = {
  forbidden: 'This callback needs the key the portal gave Africa’s Talking.',
  received: 'Received.',
} as const;

/** ?key=<SMS_CALLBACK_SECRET>, which the gateway repeats from the callback URL it was given. */
export const smsCallbackQuery = z.object({ key: z.string().max(200) });

/** POST /api/sms/inbound/: a message sent to the portal's number or short code. */
export const smsInboundBody = z.object({
  from: phoneNumber(),
  /** The portal's number or short code it was sent to. */
  to: z.string().trim().max(20).optional(),
  text: z.string().max(1000).default(''),
  date: z.string().max(40).optional(),
  id: z.string().max(100).optional(),
  linkId: z.string().max(100).optional(),
});

/** POST /api/sms/opt-out/: a number that opted out of the portal's sender id at the gateway. */
export const smsOptOutBody = z.object({
  phoneNumber: phoneNumber(),
  senderId: z.string().trim().max(20).optional(),
});
