import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { ACCOUNT_FORM_MESSAGES as A } from '../form-messages.js';
import { FIELD_MESSAGES as M, PHONE_ACCOUNT_MESSAGES as P } from '../messages.js';
import { isUgandanMobile } from '../sms.js';
import { fileField, optionalFileField, phoneNumber, tooLong } from './fields.js';
import { RETURN_PATH_MAX, safeReturnPath } from '../return-path.js';

/** An e-mail address used as the username (the forms label it Username or Email, and say so when it is missing). */
export const emailField = (required: string = A.emailRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(150, { error: tooLong(150) })
    .pipe(z.email({ error: M.email }));

/** The password rules (spec: at least 8 characters; the server also refuses all-digit passwords). */
export const newPasswordField = z
  .string({ error: A.passwordRequired })
  .min(1, { error: A.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong })
  .refine((p) => !/^\d+$/.test(p), { error: M.passwordNumeric });

/** Written like a phone number rather than an e-mail address: digits and the usual separators. */
export const looksLikePhone = (value: string) => /^\+?[\d\s().-]+$/.test(value.trim());

/**
 * What a person signs in with (issue 33): an e-mail address, or a phone number in any usual form, given as E.164
 * ("+256772123456") so that every way of writing one number is one account and one count of tries.
 */
const loginIdentifierField = z
  .string({ error: A.usernameRequired })
  .trim()
  .min(1, { error: A.usernameRequired, abort: true })
  .max(150, { error: tooLong(150), abort: true })
  .transform((value, ctx) => {
    const parsed = (looksLikePhone(value) ? phoneNumber() : z.email({ error: M.email })).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** A Ugandan mobile number in any usual form, given as E.164: what a phone account signs in and receives SMS with. */
export const ugandanMobileField = phoneNumber().pipe(z.string().refine(isUgandanMobile, { error: P.notMobile }));

/** The 6-digit code of an SMS; spaces people type between the digits are dropped. */
const smsCodeField = z
  .string({ error: P.codeFormat })
  .max(20, { error: P.codeFormat, abort: true })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: P.codeFormat }));

export const loginSchema = z.object({
  username: loginIdentifierField,
  password: z
    .string({ error: A.passwordRequired })
    .min(1, { error: A.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: A.loginPasswordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `next` of the registration and of the verification link: a safe return path, else dropped. */
const returnPathField = z
  .string()
  .max(RETURN_PATH_MAX)
  .optional()
  .transform((v) => safeReturnPath(v) ?? undefined);

const registerFields = z.object({
  username: emailField(),
  email: z.union([z.literal(''), emailField()]).optional(),
  password: newPasswordField,
});
const passwordNotUsername = (v: { username: string; password: string }) =>
  v.password.toLowerCase() !== v.username.toLowerCase();

export const registerSchema = registerFields.refine(passwordNotUsername, {
  path: ['password'],
  error: M.passwordSimilar,
});
/** POST /api/account/register/ (multipart: the optional picture is `profile.profile_pic`). */
export const registerRequestSchema = registerFields
  .extend({ 'profile.profile_pic': optionalFileField('image'), next: returnPathField })
  .refine(passwordNotUsername, { path: ['password'], error: M.passwordSimilar });
export type RegisterInput = z.infer<typeof registerSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const refreshSchema = z.object({
  refresh: z.string({ error: M.required }).min(1, { error: M.required }).max(2000),
});
export const logoutSchema = z.object({
  refresh_token: z.string({ error: M.required }).min(1, { error: M.required }).max(2000),
});

const phoneField = phoneNumber();

const firstNameField = z.string({ error: M.required }).trim().min(1, { error: A.firstNameRequired }).max(150);
const lastNameField = z.string({ error: M.required }).trim().min(1, { error: A.lastNameRequired }).max(150);

/** PATCH /api/account/register/{userId}/: basic information (spec 001 §5). */
export const basicInfoSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  'profile.gender': z.enum(['Male', 'Female'], { error: A.genderRequired }),
  'profile.phone_number': phoneField,
  'profile.alternative_contact': phoneNumber({ allowEmpty: true }).optional(),
});
export type BasicInfoInput = z.infer<typeof basicInfoSchema>;

export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: M.required }).min(1, { error: A.oldPasswordRequired }).max(PASSWORD_MAX_LENGTH),
    new_password: newPasswordField,
    confirm_password: z.string({ error: M.required }).min(1, { error: A.confirmPassword }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], error: M.passwordMismatch });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const emailOnlySchema = z.object({ email: emailField() });

// ---------- accounts by phone number (issue 33) ----------

/** POST /api/account/register-phone/: an account that signs in with a phone number; its code goes by SMS. */
export const registerPhoneSchema = z
  .object({
    phone: ugandanMobileField,
    first_name: firstNameField,
    last_name: lastNameField,
    password: newPasswordField,
  })
  .refine((v) => v.password.replace(/\D/g, '') !== v.phone.replace(/\D/g, ''), {
    path: ['password'],
    error: M.passwordSimilar,
  });
export type RegisterPhoneInput = z.input<typeof registerPhoneSchema>;
export const createdPhoneUserSchema = z.object({ id: z.number().int(), username: z.string(), phone: z.string() });

/** POST /api/account/resend-phone-code/, /password-reset-phone/, /phone/: the number a code goes to. */
export const phoneOnlySchema = z.object({ phone: ugandanMobileField });
export type PhoneOnlyInput = z.input<typeof phoneOnlySchema>;

/** POST /api/account/verify-phone/: the code a new phone account was sent. */
export const verifyPhoneSchema = z.object({ phone: ugandanMobileField, code: smsCodeField });
export type VerifyPhoneInput = z.input<typeof verifyPhoneSchema>;

/** POST /api/account/phone/verify/: the code sent to the number the signed-in person is adding. */
export const phoneCodeSchema = z.object({ code: smsCodeField });
export type PhoneCodeInput = z.input<typeof phoneCodeSchema>;

/** POST /api/account/password-reset-phone/confirm/: a new password with the code sent by SMS. */
export const resetPasswordByPhoneSchema = z
  .object({
    phone: ugandanMobileField,
    code: smsCodeField,
    new_password: newPasswordField,
    // Optional on the wire; the web form asks for it, and when given it must match.
    confirm_password: z.string({ error: M.required }).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    error: M.passwordMismatch,
  });
export type ResetPasswordByPhoneInput = z.input<typeof resetPasswordByPhoneSchema>;

/** PATCH /api/account/language/: the language the person reads the portal and their mails in (issue 17). */
export const accountLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: A.language }),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: M.required }).min(1, { error: M.required }).max(200),
    new_password: newPasswordField,
    confirm_password: z.string({ error: M.required }).min(1, { error: A.confirmPassword }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], error: M.passwordMismatch });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /api/account/users/{id}/ */
export const userDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  groups: z.array(z.object({ name: z.string() })),
  profile_id: z.number().int(),
  profile_pic: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  alternative_contact: z.string().nullable(),
  /** The number the account signs in and receives SMS with (issue 33), E.164; null when none. */
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  /** Whether decisions on their applications and invitations to apply also go by SMS to that number (issue 33). */
  sms_decisions: z.boolean(),
  sms_invitations: z.boolean(),
  favourite_jobs: z.array(z.object({ id: z.number().int(), job: z.number().int() })),
  date_joined: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** PATCH /api/account/sms-settings/: which SMS a person may switch off they want (codes always go). */
export const smsSettingsSchema = z.object({
  sms_decisions: z.boolean({ error: M.trueOrFalse }).optional(),
  sms_invitations: z.boolean({ error: M.trueOrFalse }).optional(),
});
export type SmsSettingsInput = z.infer<typeof smsSettingsSchema>;
export const smsSettingsAnswerSchema = z.object({ sms_decisions: z.boolean(), sms_invitations: z.boolean() });

/** Claims carried by the access token (the web app decodes them for user_id, email, first_name, username). */
export const accessClaimsSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  verified: z.boolean(),
  token_type: z.literal('access'),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** PATCH /api/account/profile/{id}/ */
export const profilePicSchema = z.object({ profile_pic: fileField('image', A.pictureRequired) });
export const profilePicResponseSchema = z.object({ id: z.number().int(), profile_pic: z.string().nullable() });
export const detailSchema = z.object({ detail: z.string() });
/** Deleting one's account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: M.required }).min(1, { error: A.passwordToDelete }).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
/** After a password change: the message and the caller's new token pair (every earlier token stopped working). */
export const passwordChangedSchema = detailSchema.extend(tokenPairSchema.shape);
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
export const createdUserSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export const verifyEmailQuery = z.object({ token: z.string().max(200).default(''), next: returnPathField });
