// Accounts and sessions (/api/account/): sign-up, sign-in, tokens, passwords, language, data export and erasure.
export { accountRoutes } from './account.routes.js';
export { tokenUserState } from './account.service.js';
export { createAccountForOperator } from './registration.service.js';
export { createUssdAccount } from './ussd-account.service.js';
