import { PICTURE_LIMITS } from './constants.js';

/** User-facing text from the spec (spelling slips corrected), used by both sides. */
export const ACCOUNT_MESSAGES = {
  accountDeleted: 'Your account and your personal data have been deleted.',
  deletePasswordWrong: 'The password is not right.',
  registered: 'Account created successfully, please check your email for account activation!',
  usernameTaken: 'Username already used, please try again.',
  registerFailed: 'Failed to create account, please try again.',
  activated: 'Thanks for creating an account with us: your account has been activated. Log in to continue.',
  checkEmail: 'Please check your email to activate your account.',
  linkInvalid: 'This link has expired or has already been used.',
  verificationSent: 'A new verification email is on its way. Please check your inbox.',
  resetSent: 'If an account uses that address, a password reset link is on its way.',
  passwordChanged: 'Your password has been changed.',
  passwordReset: 'Your password has been reset. You can now log in.',
  profileUpdated: 'Profile updated',
  profileUpdateFailed: 'Your profile was not updated',
  loginFailed: 'Unable to log in with the provided credentials.',
  tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
  unverified: 'Unverfied',
} as const;

/** Accounts made and used with a phone number, and the other identifier added on the profile (issue 33). */
export const PHONE_ACCOUNT_MESSAGES = {
  notMobile: 'Enter a Ugandan mobile number, such as 0772 123456.',
  phoneTaken: 'An account already uses this phone number.',
  emailTaken: 'An account already uses this email address.',
  codeFormat: 'Enter the 6-digit code from the SMS.',
  codeWrong: 'This code is wrong or has expired. Ask for a new one.',
  codeSent: 'We have sent a code by SMS. Enter it to continue.',
  resetCodeSent: 'If an account uses that number, a code to reset the password is on its way by SMS.',
  phoneVerified: 'Your phone number has been verified.',
  emailLinkSent: 'A verification link is on its way to that address. Follow it to add the address to your account.',
  hasPhone: 'This account already has a phone number.',
  hasEmail: 'This account already has an email address.',
} as const;

/** Field messages (DRF-like wording for rules the spec does not word). */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  passwordTooLong: 'This password is too long.',
  passwordNumeric: 'This password is entirely numeric.',
  passwordSimilar: 'The password is too similar to the username.',
  passwordMismatch: "The two password fields didn't match.",
  oldPasswordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  usernameTaken: 'A user with that username already exists.',
  imageOnly: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  fileTooLarge: 'The file is too large.',
  pictureTooLarge: `The picture is too large. It may be at most ${PICTURE_LIMITS.maxSide} pixels on a side and ${PICTURE_LIMITS.maxPixels / 1_000_000} megapixels.`,
  /** DRF's wording: PostgreSQL text cannot hold U+0000, so no field, query or path may carry it. */
  nulCharacter: 'Null characters are not allowed.',
  integer: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  trueOrFalse: 'Choose true or false.',
  phone: 'Enter a valid phone number, such as 0772 123456 or +256 772 123456.',
  url: 'Enter a valid URL.',
  date: 'Enter a valid date (yyyy-MM-dd).',
  time: 'Enter a valid time (HH:MM).',
  noFile: 'No file was submitted.',
  emptyFile: 'The submitted file is empty.',
  pdfOnly: 'Upload a PDF file.',
  pdfOrWordOnly: 'Upload a PDF or Word document.',
} as const;

/**
 * The field messages with a figure or a list in them. The catalogues translate each text the schemas make of them
 * (`server:Ensure this field has no more than 255 characters.`), as the catalogue test finds them.
 */
export const FIELD_MESSAGE_TEMPLATES = {
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  fileTooLarge: (megabytes: number) => `${FIELD_MESSAGES.fileTooLarge} The limit is ${megabytes} MB.`,
  chooseOneOf: (choices: readonly string[]) => `Choose one of: ${choices.join(', ')}`,
} as const;

/** The query parameters of the lists (page, page size, filters): a 400 names the parameter. */
export const LIST_MESSAGES = {
  page: 'A valid page number is required.',
  pageSize: 'A valid page size is required.',
  scope: 'Choose own or public.',
  letter: 'Choose a letter A-Z or 0-9.',
  applicationStatus: 'Choose a valid status.',
  reportStatus: 'Choose open, dismissed or unpublished.',
  auditAction: 'Choose an action from the list.',
} as const;

/** The job form's answers about the caller's company and the chosen lists (the server checks them against the database). */
export const POSTING_MESSAGES = {
  noCompany: 'Create your company profile first.',
  noSuchLocation: 'Choose a location from the list.',
  noSuchCity: 'Choose a city from the list.',
  cityNotInDistrict: 'Choose a city in the selected location.',
  noSuchCategory: 'Choose a job category from the list.',
  noSuchFunctionArea: 'Choose a function area from the list.',
  noSuchContractType: 'Choose a contract type from the list.',
} as const;

/** The job seeker profile's answers about the chosen lists and a second profile. */
export const PROFILE_MESSAGES = {
  alreadyExists: 'You already have a job seeker profile.',
  noSuchDistrict: 'Choose a district from the list.',
  noSuchCity: 'Choose a city from the list.',
  cityNotInDistrict: 'Choose a city in the selected district.',
  noSuchMaritalStatus: 'Choose a marital status from the list.',
  noSuchCategory: 'Choose job categories from the list.',
} as const;

/** The company form's answer about the chosen categories. */
export const COMPANY_MESSAGES = { noSuchCategory: 'Choose company categories from the list.' } as const;

/** The answer (503, with Retry-After) while the database or the file store is unreachable (issue 28). */
export const SERVICE_MESSAGES = {
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

/**
 * The `detail` of a 429 from the limits on mail and posting (issue 28); the `Retry-After` header says when to try
 * again. The mail sent to one address by registration, resend and reset has no message: those answer as if sent.
 */
export const LIMIT_MESSAGES = {
  registrations: 'Too many accounts have been created from this network. Please try again later.',
  reports: 'You have sent the most reports allowed in a day. Please try again later.',
  posts: 'You have posted the most allowed in a day. Please try again later.',
  applications: 'You have sent the most applications allowed in a day. Please try again later.',
  decisions: 'This applicant has been sent the most updates allowed in a day. Please try again later.',
  companyInvitations: 'Your company has sent the most invitations allowed in a day. Please try again later.',
  seekerInvitation: 'Your company has invited this candidate in the past week. You can invite them again later.',
  translationSuggestions: 'You have sent the most suggestions allowed in a day. Please try again later.',
  accountCodes: 'You have asked for the most codes and links allowed in a day. Please try again later.',
} as const;

/** The skills providers', their competitions' and their applications' messages. */
export const SKILLS_MESSAGES = {
  registered: 'Registered as Skills Provider successfully!',
  registerFailed: 'An Error Occurred while submitting your application',
  profileUpdated: 'Updated Skills Provider Profile successfully!',
  profileUpdateFailed: 'Failed to update Skills Provider Profile',
  alreadyProvider: 'You already have a Skills Provider account. No need to create another.',
  competitionCreated: 'Uploaded Skills Competition successfully!',
  competitionUpdated: 'Updated Skills Competition successfully!',
  competitionCreateFailed: 'Failed to submit competition',
  competitionUpdateFailed: 'Failed to update competition',
  competitionDeleted: 'Skills Competition deleted successfully!',
  deleteTitle: 'Delete Skill Competition!',
  deleteMessage: 'Are you sure you want to remove this Skill Competition?',
  applicationDeleted: 'Skills Application deleted successfully!',
  applied: 'Your application was sent to the competition organiser.',
  alreadyApplied: 'You have already applied to this competition.',
  externalApplication: 'This competition takes applications at its own link.',
  applicationsClosed: 'Applications to this competition have closed.',
  seekersOnly: 'Create a job seeker account before you apply to competitions.',
  withdrawn: 'Your application was withdrawn.',
  cannotWithdraw: 'This competition has ended: the application can no longer be withdrawn.',
  notProvider: 'Create a skills provider account before you post competitions.',
} as const;

/** The Ministry's area and the reports people send it. */
export const MINISTRY_MESSAGES = {
  ministryOnly: 'Only a Ministry account can do this.',
  periodOrder: 'The start of the period must be on or before its end.',
  periodTooLong: 'Choose a period of at most five years.',
  reasonRequired: 'Say why: the company is told.',
  detailsRequired: 'Say what is wrong with this job.',
  alreadyReported: 'You have already reported this job. The Ministry will look at it.',
  reported: 'Thank you. The Ministry will look at this job.',
  noSuchJob: 'This job does not exist or has been removed.',
  notUnpublished: 'This job is published.',
  alreadyUnpublished: 'This job is already unpublished.',
  reportClosed: 'This report has already been handled.',
  jobTakenDown: 'This job was taken down by the Ministry and does not take applications.',
} as const;
