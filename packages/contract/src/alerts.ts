/**
 * The alerts of the guards and the session (spec wording): in a module of their own because the web app's first
 * chunk needs only these, and a module is bundled whole with every message any page uses.
 */
export const ALERTS = {
  loginFirst: 'Login before you proceed.',
  verifyFirst: 'Verify your email before you proceed.',
  logoutFirst: 'Log out before you access this page.',
  verifyBeforeProceed: 'Verify your account before you proceed.',
  loginBeforeCreate: 'Please log in before you create an account type.',
} as const;
