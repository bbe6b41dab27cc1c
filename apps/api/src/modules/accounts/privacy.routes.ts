// GET /api/account/export/ and POST /api/account/delete/: a user's data to take away, and the end of their account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, deleteAccountSchema, detailSchema, today } from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { errorResponses } from '../../lib/responses.js';
import * as privacy from './privacy.service.js';

const tags = ['account'];

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage });

  app.get('/api/account/export/', {
    schema: {
      tags,
      summary:
        'Download my data: a zip of my-data.json (every row the portal holds about the caller, by table, secrets left out) and files/ (every file they uploaded)',
      response: { 200: z.any().describe('application/zip'), ...errorResponses },
    },
    handler: async (req, reply) => {
      const zip = await privacy.exportMyData(ctx(), currentUser(req).id);
      const day = today(); // Kampala's day, not the server's (UTC's is yesterday until 03:00)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="tvet-portal-my-data-${day}.zip"`)
        .send(Buffer.from(zip));
    },
  });

  app.post('/api/account/delete/', {
    schema: {
      tags,
      summary:
        'Delete my account ({password}): personal data and files erased, account types deactivated, sessions ended, a confirmation mail sent; applications stay with employers as "Deleted user"',
      body: deleteAccountSchema,
      response: { 200: detailSchema, ...errorResponses },
    },
    handler: async (req) => {
      await privacy.deleteAccount(ctx(), currentUser(req).id, req.body.password);
      return { detail: ACCOUNT_MESSAGES.accountDeleted };
    },
  });
};
