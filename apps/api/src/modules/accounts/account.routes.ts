// /api/account/*: paths and schemas only; the work is in account.service.ts (sign-in and sessions),
// registration.service.ts, passwords.service.ts and user.service.ts (the own record); the rules in account.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountLanguageSchema,
  languageCookie,
  requestLanguage,
  basicInfoSchema,
  changePasswordSchema,
  passwordChangedSchema,
  createdUserSchema,
  detailError,
  detailSchema,
  emailOnlySchema,
  fieldErrors,
  idParam,
  loginSchema,
  logoutSchema,
  profilePicResponseSchema,
  profilePicSchema,
  refreshSchema,
  registerRequestSchema,
  resetPasswordSchema,
  tokenPairSchema,
  userDetailSchema,
  verifyEmailQuery,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser, type AuthUser } from '../../lib/auth.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUploadedFile } from '../../lib/multipart.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { mediaUrl } from '../../lib/storage.js';
import { accountPolicy } from './account.policy.js';
import * as account from './account.service.js';
import * as passwords from './passwords.service.js';
import * as registration from './registration.service.js';
import * as userRecord from './user.service.js';
import { phoneRoutes } from './phone.routes.js';
import { privacyRoutes } from './privacy.routes.js';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(privacyRoutes);
  await app.register(phoneRoutes);
  const ctx = () => ({ ...app.deps, publicUrl: app.deps.config.publicUrl });

  app.post('/api/account/register/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Create an account (multipart or JSON); a verification mail is queued (see Limits: 429 past 10 an hour per client address)',
      body: registerRequestSchema,
      response: { 201: createdUserSchema, 400: fieldErrors, ...rateLimitedResponse },
    },
    preHandler: limitPer('address', RATE_LIMITS.registrationsPerAddress),
    handler: async (req, reply) => {
      const pic = req.body['profile.profile_pic'];
      const user = await registration.register(ctx(), {
        username: req.body.username,
        email: req.body.email,
        password: req.body.password,
        profilePic: isUploadedFile(pic) ? pic : undefined,
        next: req.body.next,
        // The language menu's cookie, else the browser's: the verification mail is the first in it.
        language: requestLanguage(req.headers.cookie, req.headers['accept-language']),
      });
      return reply.code(201).send({ id: user.id, username: user.username, email: user.email });
    },
  });

  app.get('/api/account/verify-email/', {
    config: { public: true, writes: true },
    schema: {
      tags,
      summary: 'The link in the verification mail: verifies, then redirects to the web app',
      querystring: verifyEmailQuery,
    },
    handler: async (req, reply) => {
      const ok = req.query.token ? await registration.verifyEmail(ctx(), req.query.token) : false;
      const next = req.query.next ? `?next=${encodeURIComponent(req.query.next)}` : '';
      return reply.redirect(ok ? `/account-activated${next}` : '/verify-account?status=invalid', 302);
    },
  });

  app.post('/api/account/resend-verification/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Queue a new verification mail (same answer whether or not the address has an account)',
      body: emailOnlySchema,
      response: { 200: detailSchema, 400: fieldErrors },
    },
    handler: async (req) => {
      await registration.resendVerification(ctx(), req.body.email);
      return { detail: ACCOUNT_MESSAGES.verificationSent };
    },
  });

  app.post('/api/account/login', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Log in: {access, refresh}; 401 {detail: "Unverfied"} for an unverified account; 400 {non_field_errors: [..]} for wrong credentials; 429 when rate-limited',
      body: loginSchema,
      response: { 200: tokenPairSchema, 400: fieldErrors, 401: detailError, 429: detailError },
    },
    handler: async (req) => account.login(ctx(), req.body, req.ip, languageCookie(req.headers.cookie)),
  });

  app.post('/api/account/token/refresh/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Rotate: spends the refresh token, answers a new pair',
      body: refreshSchema,
      response: { 200: tokenPairSchema, 400: fieldErrors, 401: detailError },
    },
    handler: async (req) => account.refresh(ctx(), req.body.refresh),
  });

  app.post('/api/account/logout', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Revoke the given refresh token',
      body: logoutSchema,
      response: { 200: detailSchema, 400: fieldErrors, 401: detailError },
    },
    handler: async (req) => {
      await account.logout(ctx(), req.body.refresh_token);
      return { detail: 'Successfully logged out.' };
    },
  });

  app.get('/api/account/users/:id/', {
    schema: {
      tags,
      summary: "The signed-in user's own record",
      params: idParam,
      response: { 200: userDetailSchema, ...errorResponses },
    },
    handler: async (req) => {
      if (!accountPolicy.canReadUser(currentUser(req), req.params.id)) throw forbidden();
      return userRecord.userDetail(ctx(), req.params.id);
    },
  });

  const assertSelf = async (actor: AuthUser, userId: number) => {
    if (!accountPolicy.canUpdateUser(actor, userId)) throw forbidden();
  };

  app.patch('/api/account/register/:id/', {
    config: { owner: assertSelf },
    schema: {
      tags,
      summary:
        'Update basic information (multipart or JSON): any of first_name, last_name, profile.gender, profile.phone_number, profile.alternative_contact',
      params: idParam,
      body: basicInfoSchema.partial(),
      response: { 200: userDetailSchema, ...errorResponses },
    },
    handler: async (req) => {
      await assertSelf(currentUser(req), req.params.id);
      return userRecord.updateBasicInfo(ctx(), req.params.id, req.body);
    },
  });

  const assertOwnProfile = async (actor: AuthUser, profileId: number) => {
    const owner = await userRecord.profileOwner(app.deps.db, profileId);
    if (!owner) throw notFound();
    if (!accountPolicy.canUpdateProfile(actor, owner.userId)) throw forbidden();
    return owner;
  };

  app.patch('/api/account/profile/:id/', {
    config: { owner: assertOwnProfile },
    schema: {
      tags,
      summary:
        'Change the profile picture (multipart, images only); without profile_pic nothing changes (PATCH is partial)',
      params: idParam,
      body: profilePicSchema.partial(),
      response: { 200: profilePicResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const owner = await assertOwnProfile(currentUser(req), req.params.id);
      const file = req.body.profile_pic;
      if (!isUploadedFile(file))
        return { id: req.params.id, profile_pic: mediaUrl(app.deps.config.publicUrl, owner.profilePic) };
      return userRecord.updateProfilePic(ctx(), req.params.id, owner.profilePic, file);
    },
  });

  app.post('/api/account/change-password/', {
    schema: {
      tags,
      summary:
        "Change the password (old, new, confirm): every session and token ends; the caller's goes on with the new pair answered",
      body: changePasswordSchema,
      response: { 200: passwordChangedSchema, ...errorResponses },
    },
    handler: async (req) => {
      const pair = await passwords.changePassword(
        ctx(),
        currentUser(req).id,
        req.body.old_password,
        req.body.new_password,
      );
      return { detail: ACCOUNT_MESSAGES.passwordChanged, ...pair };
    },
  });

  app.patch('/api/account/language/', {
    schema: {
      tags,
      summary: "The caller's language (en, sw or lg), set by the web app's language menu: their mails go out in it",
      body: accountLanguageSchema,
      response: { 200: accountLanguageSchema, ...errorResponses },
    },
    handler: async (req) => {
      await userRecord.setLanguage(ctx(), currentUser(req).id, req.body.language);
      return { language: req.body.language };
    },
  });

  app.post('/api/account/password-reset/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Mail a password reset link (same answer whether or not the address has an account)',
      body: emailOnlySchema,
      response: { 200: detailSchema, 400: fieldErrors },
    },
    handler: async (req) => {
      await passwords.requestPasswordReset(ctx(), req.body.email);
      return { detail: ACCOUNT_MESSAGES.resetSent };
    },
  });

  app.post('/api/account/password-reset/confirm/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Set a new password with the mailed token',
      body: resetPasswordSchema,
      response: { 200: detailSchema, 400: fieldErrors },
    },
    handler: async (req) => {
      await passwords.resetPassword(ctx(), req.body.token, req.body.new_password);
      return { detail: ACCOUNT_MESSAGES.passwordReset };
    },
  });
};
