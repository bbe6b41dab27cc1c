// Accounts and sessions (/api/account/): sign-up, sign-in, tokens, passwords, language, data export and erasure.
export { accountRoutes } from './account.routes.js';
export { createAccountForOperator, tokenUserState } from './account.service.js';
