// Accounts by phone number (issue 33): paths and schemas only; the work is in phone-accounts.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  PHONE_ACCOUNT_MESSAGES,
  createdPhoneUserSchema,
  detailSchema,
  emailOnlySchema,
  fieldErrors,
  phoneCodeSchema,
  phoneOnlySchema,
  registerPhoneSchema,
  requestLanguage,
  resetPasswordByPhoneSchema,
  smsSettingsAnswerSchema,
  smsSettingsSchema,
  tokenPairSchema,
  verifyPhoneSchema,
} from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { errorResponses } from '../../lib/responses.js';
import * as phoneAccounts from './phone-accounts.service.js';

const tags = ['account'];

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ ...app.deps, publicUrl: app.deps.config.publicUrl });

  app.post('/api/account/register-phone/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Create an account that signs in with a Ugandan mobile number (any usual form, kept as E.164); a 6-digit code is queued by SMS (see Limits: 429 past 10 accounts an hour per client address)',
      body: registerPhoneSchema,
      response: { 201: createdPhoneUserSchema, 400: fieldErrors, ...rateLimitedResponse },
    },
    preHandler: limitPer('address', RATE_LIMITS.registrationsPerAddress),
    handler: async (req, reply) => {
      const user = await phoneAccounts.registerPhone(ctx(), {
        phone: req.body.phone,
        firstName: req.body.first_name,
        lastName: req.body.last_name,
        password: req.body.password,
        // The SMS goes out in the language menu's cookie, else the browser's.
        language: requestLanguage(req.headers.cookie, req.headers['accept-language']),
      });
      return reply.code(201).send({ id: user.id, username: user.username, phone: req.body.phone });
    },
  });

  app.post('/api/account/verify-phone/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        "The SMS code of a new phone account: the number is verified and the answer is a login's token pair (the person is signed in); a wrong, expired or spent code is 400 on code, and 5 wrong tries kill it",
      body: verifyPhoneSchema,
      response: { 200: tokenPairSchema, 400: fieldErrors },
    },
    handler: async (req) => phoneAccounts.verifyPhone(ctx(), req.body.phone, req.body.code),
  });

  app.post('/api/account/resend-phone-code/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Send a new code to an unverified phone account (same answer whether or not the number has an account; at most 3 codes an hour and 10 a day to one number)',
      body: phoneOnlySchema,
      response: { 200: detailSchema, 400: fieldErrors },
    },
    handler: async (req) => {
      await phoneAccounts.resendPhoneCode(ctx(), req.body.phone);
      return { detail: PHONE_ACCOUNT_MESSAGES.codeSent };
    },
  });

  app.post('/api/account/password-reset-phone/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Send a password reset code by SMS to a verified number (same answer whether or not the number has an account)',
      body: phoneOnlySchema,
      response: { 200: detailSchema, 400: fieldErrors },
    },
    handler: async (req) => {
      await phoneAccounts.requestPhoneReset(ctx(), req.body.phone);
      return { detail: PHONE_ACCOUNT_MESSAGES.resetCodeSent };
    },
  });

  app.post('/api/account/password-reset-phone/confirm/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Set a new password with the SMS code: every session and token of the account ends',
      body: resetPasswordByPhoneSchema,
      response: { 200: detailSchema, 400: fieldErrors },
    },
    handler: async (req) => {
      await phoneAccounts.resetPasswordByPhone(ctx(), req.body.phone, req.body.code, req.body.new_password);
      return { detail: ACCOUNT_MESSAGES.passwordReset };
    },
  });

  app.post('/api/account/phone/', {
    schema: {
      tags,
      summary:
        "Add a number to the caller's account: a code goes to it by SMS (429 past 10 numbers and addresses a day)",
      body: phoneOnlySchema,
      response: { 200: detailSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.identifierCodesPerUser),
    handler: async (req) => {
      await phoneAccounts.addPhone(ctx(), currentUser(req).id, req.body.phone);
      return { detail: PHONE_ACCOUNT_MESSAGES.codeSent };
    },
  });

  app.patch('/api/account/sms-settings/', {
    schema: {
      tags,
      summary:
        'Which SMS the caller wants besides codes: decisions on their applications, invitations to apply (each true or false; both on at first)',
      body: smsSettingsSchema,
      response: { 200: smsSettingsAnswerSchema, ...errorResponses },
    },
    handler: async (req) => phoneAccounts.changeSmsSettings(ctx(), currentUser(req).id, req.body),
  });

  app.post('/api/account/phone/verify/', {
    schema: {
      tags,
      summary: "The code sent to the number being added: the number becomes the account's, verified, and signs in too",
      body: phoneCodeSchema,
      response: { 200: detailSchema, ...errorResponses },
    },
    handler: async (req) => {
      await phoneAccounts.verifyAddedPhone(ctx(), currentUser(req).id, req.body.code);
      return { detail: PHONE_ACCOUNT_MESSAGES.phoneVerified };
    },
  });

  app.post('/api/account/email/', {
    schema: {
      tags,
      summary:
        "Add an address to the caller's phone account: the verification mail's link makes it the account's (429 past 10 numbers and addresses a day)",
      body: emailOnlySchema,
      response: { 200: detailSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.identifierCodesPerUser),
    handler: async (req) => {
      await phoneAccounts.addEmail(ctx(), currentUser(req).id, req.body.email);
      return { detail: PHONE_ACCOUNT_MESSAGES.emailLinkSent };
    },
  });
};
