// The USSD menu (issue 33): Africa's Talking's callback and the Ministry's simulator of it.
import { z } from 'zod';
import { FIELD_MESSAGE_TEMPLATES } from '../messages.js';
import { phoneNumber } from './fields.js';

/** A caller's number: E.164 as the network gives it ("+256772123456"), or any usual form typed into the simulator. */
const e164 = phoneNumber();
/**
 * The inputs so far, joined by "*" ('' at the dial). 160 is what a handset lets a person type into one screen; a whole
 * session's path stays well under 2,000 characters.
 */
const inputPath = z.string().max(2000, { error: FIELD_MESSAGE_TEMPLATES.tooLong(2000) });
const sessionId = z.string().trim().min(1).max(100);

/** POST /api/ussd/ (application/x-www-form-urlencoded): the fields Africa's Talking sends with every step. */
export const ussdCallbackBody = z.object({
  sessionId,
  serviceCode: z.string().trim().min(1).max(40),
  phoneNumber: e164,
  networkCode: z.string().trim().max(20).optional(),
  text: inputPath.default(''),
});
export type UssdCallbackBody = z.infer<typeof ussdCallbackBody>;

/** The callback's shared secret (`?key=`), as Africa's Talking's dashboard holds the callback's address. */
export const ussdCallbackQuery = z.object({ key: z.string().max(200).optional() });

/** POST /api/ministry/ussd-simulator/: one step of a simulated session, for a phone number typed in. */
export const ussdSimulatorBody = z.object({ phoneNumber: e164, text: inputPath.default(''), sessionId });
export type UssdSimulatorBody = z.input<typeof ussdSimulatorBody>;
/** The simulator's answer: the screen exactly as the callback would send it ("CON …" or "END …"). */
export const ussdSimulatorAnswer = z.object({ screen: z.string() });
export type UssdSimulatorAnswer = z.infer<typeof ussdSimulatorAnswer>;
