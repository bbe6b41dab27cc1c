import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { ACCOUNT_FORM_MESSAGES as A } from '../form-messages.js';
import { FIELD_MESSAGES as M } from '../messages.js';
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

export const loginSchema = z.object({
  username: emailField(A.usernameRequired),
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

/** PATCH /api/account/register/{userId}/: basic information (spec 001 §5). */
export const basicInfoSchema = z.object({
  first_name: z.string({ error: M.required }).trim().min(1, { error: A.firstNameRequired }).max(150),
  last_name: z.string({ error: M.required }).trim().min(1, { error: A.lastNameRequired }).max(150),
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
  favourite_jobs: z.array(z.object({ id: z.number().int(), job: z.number().int() })),
  date_joined: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

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
