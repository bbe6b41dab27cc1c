// SMS and USSD (issue 33): what the portal sends by SMS, and the rules every channel shares.

/**
 * What an SMS is: a verification or reset code, a job alert, a decision on an application, an invitation to apply,
 * or the confirmation of something done by USSD. The limits and the Ministry's figures count by kind.
 */
export const SMS_KINDS = ['code', 'alert', 'decision', 'invitation', 'confirmation'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** One SMS's longest text: a single GSM-7 message (a longer one is billed as two or more). */
export const SMS_MAX_LENGTH = 160;

/** A USSD screen's longest text, its `CON ` or `END ` included (Africa's Talking's limit). */
export const USSD_MAX_LENGTH = 182;

/** How long an SMS code works, and how many wrong tries kill it. */
export const PHONE_CODE_TTL_S = 600;
export const PHONE_CODE_TRIES = 5;

/** A Ugandan mobile number in E.164 (+256 then 7 and eight digits): what a phone account signs in with. */
export const isUgandanMobile = (e164: string) => /^\+2567\d{8}$/.test(e164);
