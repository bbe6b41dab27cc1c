// buildApp(deps): the whole API in one place. Every module is listed here by hand.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { authentication } from './lib/auth.js';
import { installCompression } from './lib/compression.js';
import { clientErrors, frameworkErrors, installErrorHandlers } from './lib/errors.js';
import { healthRoutes } from './lib/health.js';
import { mediaRoutes } from './lib/media.js';
import { installMetrics, type PortalGauges } from './lib/metrics.js';
import { multipartBodies } from './lib/multipart.js';
import { ownerFirst } from './lib/ownership.js';
import { requestIdOf } from './lib/request-context.js';
import { RequestLog, withRedactedRequests } from './lib/request-log.js';
import { installPrivateNoStore } from './lib/http-cache.js';
import { installSecurityHeaders } from './lib/security-headers.js';
import { signedFileRoutes } from './lib/signed-files.js';
import { refuseNulCharacters } from './lib/validation.js';
import { accountRoutes } from './modules/accounts/index.js';
import { tokenUserState } from './modules/accounts/index.js';
import { careerRoutes } from './modules/careers/index.js';
import { commonRoutes } from './modules/lookups/index.js';
import { employerRoutes } from './modules/jobs/index.js';
import { infoHubRoutes } from './modules/ministry/index.js';
import { jobSeekerRoutes } from './modules/people/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { applicantRoutes } from './modules/applicants/index.js';
import { jobAlertRoutes, recommendationRoutes, suggestedCandidateRoutes } from './modules/matching/index.js';
import { ministryRoutes } from './modules/ministry/index.js';
import { siteRoutes } from './modules/site/index.js';
import { skillsRoutes } from './modules/competitions/index.js';
import { smsRoutes } from './modules/sms/index.js';
import { trainingRoutes } from './modules/trainings/index.js';
import { translationRoutes } from './modules/translations/index.js';
import { ussdRoutes } from './modules/ussd/index.js';
import { visitorReads, webRoutes } from './modules/web/index.js';

/** TRUST_PROXY as Fastify takes it: a hop count as the function proxy-addr would make of it. */
function trustedProxies(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(
  deps: AppDeps,
  opts: {
    logger?: FastifyServerOptions['logger'];
    /** One log line per request (lib/request-log.ts); off keeps a person's console readable. */
    requestLogs?: boolean;
    /** Prometheus metrics of the requests and the portal (lib/metrics.ts); served by server.ts on METRICS_PORT. */
    metrics?: PortalGauges;
  } = {},
) {
  const app = Fastify({
    logger: withRedactedRequests(opts.logger ?? false),
    logController: new RequestLog(opts.requestLogs ?? true),
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    // Loading the server renderer's bundle (web routes) takes seconds on a busy 2-core machine; Fastify's 10 s default
    // failed a start under load.
    pluginTimeout: 60_000,
    // Nobody unless TRUST_PROXY says so: a client must not choose the address the login limiter counts.
    trustProxy: trustedProxies(deps.config.trustProxy ?? false),
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  // The id every log line of the request carries, given back so a person reporting a problem can quote it.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Before any route is declared: it counts the routes as they are added.
  if (opts.metrics) await installMetrics(app, opts.metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  installSecurityHeaders(app);
  installPrivateNoStore(app);
  // Before any route is declared: it hooks every route as it is added (the web build's static files included).
  await installCompression(app);
  await app.register(multipartBodies);
  // After the multipart plugin: its hook makes the body this one checks.
  refuseNulCharacters(app);
  await app.register(authentication, { tokens: deps.tokens, userState: (userId) => tokenUserState(deps.db, userId) });
  ownerFirst(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TVET skills and jobs portal API',
        version: '1.0.0',
        description: 'Send `Authorization: JWT <access>` (Bearer is accepted too).',
      },
      components: { securitySchemes: { JWT: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.addHook('onRoute', (route) => {
    // The documentation pages are public.
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), public: true };
    // The document says which operations need a token (and the authorization tests read it).
    else if (route.schema) route.schema = { ...route.schema, security: route.config?.public ? [] : [{ JWT: [] }] };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  // Before the routes: it collects the public reads the server renderer calls in-process.
  app.decorate('visitorReads', visitorReads(app, { requestLines: opts.requestLogs ?? true }));
  await app.register(accountRoutes);
  await app.register(commonRoutes);
  await app.register(notificationRoutes);
  await app.register(employerRoutes);
  await app.register(jobSeekerRoutes);
  await app.register(applicantRoutes);
  await app.register(jobAlertRoutes);
  await app.register(recommendationRoutes);
  await app.register(suggestedCandidateRoutes);
  await app.register(trainingRoutes);
  await app.register(skillsRoutes);
  await app.register(careerRoutes);
  await app.register(infoHubRoutes);
  await app.register(ministryRoutes);
  await app.register(translationRoutes);
  await app.register(ussdRoutes);
  await app.register(siteRoutes);
  await app.register(smsRoutes);
  await app.register(mediaRoutes);
  await app.register(signedFileRoutes);
  await app.register(healthRoutes);

  // The built web app: assets, server-rendered public pages, the app's page for every other path.
  await app.register(webRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
