// The platform's HTTP surface, without a port: tests call `app.request()`, server.ts serves it.
//   GET  /health                     { status: 'ok' } when the database answers, 503 { status: 'degraded' } otherwise
//   GET  /v1/opportunities[/{id}]    plain JSON (docs/wire-format.md, "Not encrypted")
//   POST /graphql                    the sealed GraphQL transport (docs/wire-format.md)
//   GET  /captcha/challenge          an ALTCHA proof-of-work challenge for the sign-up form (plain JSON)
//   GET|POST /conta/remover           the account-removal page the profile's removeAccountLink opens
//   plain JSON, not encrypted (docs/wire-format.md, "Not encrypted"):
//   GET  /geoip[/{ip}]               geo-IP: GEOIP_DATABASE's .mmdb, or the stand-in outside production (geoip/geoip.ts)
//   POST /sessions                   a session token for the opportunities GraphQL (opportunities/api-sessions.ts)
//   POST /opportunities/graphql      the opportunity detail over GraphQL, Bearer session (opportunities/graphql.ts)
//   GET  /oauth/{provider}/start, /oauth/{provider}/callback   the real identity providers that are configured
//                                    (accounts/identity-clients.ts, docs/identity.md "Real providers")
//   GET  /ws/{cep}/json/             postal codes in ViaCEP's shape: POSTAL_CODE_URL's service, or the
//                                    platform's table outside production (postal/service.ts)
//   POST /partner-test/callback      a partner's signed completion of a test (online-tests/partner-callback.ts)
//   GET  /files/{id}/{token}         an uploaded file (question attachment, laudo, avatar) by its URL;
//   GET  /files/{id}                 the same for its owner's session (files/files.ts)
//   POST /v1/web-vitals, GET /v1/web-vitals   real-user figures: a page's Core Web Vitals, the p75s
//                                    (rest/web-vitals.ts; docs/performance.md, "Real-user figures")
//   GET|POST /v1/header/{h}/questions/{q}   the test platform's question and answer, plain JSON, with the
//                                    GraphQL endpoint's Authorization header (rest/test-platform.ts)
//   outside production only:
//   GET  /dev/outbox[?to=]           the message road's e-mails and SMS (JSON array, newest first)
//   GET  /linkedin/token             the professional-network code exchange (stand-in)
//   GET|POST /oauth/linkedin/authorize, /oauth/facebook/dialog   the OAuth stand-ins' pages
// GET|POST /oauth/itau/authorize, /oauth/microsoft/authorize the SSO and Microsoft stand-ins
//   GET  /dev/employee-checks?cpf=    partner-base calls for the cpf today (accounts/identity-providers.ts)
//   GET|POST /partner-test/{testId}, /partner-test/challenge      the partner tests' stand-in (online-tests/partner.ts)
//   POST /dev/…                      fixtures for local trials and the journeys (rest/dev.ts)
//   POST /dev/tests/assign           adds a test to an application (rest/dev-tests.ts)
//   /dev/push/…                      the push-service stand-in (push/stand-in.ts)
//   /dev/mail, /dev/sms              the local mail server's inbox and the SMS provider's stand-in
//                                    (outgoing/stand-ins/routes.ts)
//   while push is on (VAPID configured, or outside production; docs/push.md), plain JSON:
//   GET  /push/public_key, POST /push/register, POST /push/unregister   (push/routes.ts)
//   GET  /dev/chat/widget.js, GET|POST /dev/chat/boots, GET|POST /dev/marketing/events   the chat and
//                                    marketing stand-ins (integrations-stand-ins/, docs/chat-and-marketing.md)
//   POST /dev/survey/graphql, GET /dev/survey/events, GET /dev/survey/answers   the survey provider's
//                                    stand-in (survey/stand-in.ts, docs/consent-and-survey.md)
// Every answer carries the security headers of security/headers.ts; POST /graphql runs within the abuse
// limits of security/graphql-limits.ts (body size here, the operation's size and cost in Yoga).
import {
  DEFAULT_MAX_BODY_BYTES,
  SERVER_MESSAGES,
  handleSealedGraphQL,
  type SealedOperation,
} from '@carreiras/api/server'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { deriveKey, type Config } from './config.js'
import type { Database } from './db/client.js'
import { createPlatformGraphQL } from './graphql/yoga.js'
import { REQUEST_ID_HEADER, createLogger, requestIdFrom, withRequestId, type Logger } from './logger.js'
import { oauthRoutes } from './accounts/oauth.js'
import { identityStandInRoutes } from './accounts/identity-providers.js'
import { identityProviderRoutes } from './accounts/identity-clients.js'
import { siteProxyAddress } from './accounts/client-address.js'
import { REMOVAL_PATH, removalRoutes } from './accounts/removal.js'
import { createAccountsRuntime } from './accounts/runtime.js'
import { devRoutes } from './rest/dev.js'
import {
  JOB_ALERT_PAGES_PATH,
  jobAlertApiRoutes,
  jobAlertDevRoutes,
  jobAlertPageRoutes,
} from './job-alerts/index.js'
import { jobAlertDeps } from './job-alerts/index.js'
import { chatStandInRoutes } from './integrations-stand-ins/chat.js'
import { marketingStandInRoutes } from './integrations-stand-ins/marketing.js'
import { surveyStandInRoutes } from './survey/stand-in.js'
import { PLATFORM_MESSAGES } from './messages.js'
import { opportunityRoutes } from './rest/opportunities.js'
import { webVitalsRoutes } from './rest/web-vitals.js'
import { FILES_PATH, fileRoutes } from './files/files.js'
import { createGeoIp, geoipRoutes, type GeoIpLocator } from './geoip/geoip.js'
import { apiSessionRoutes } from './opportunities/api-sessions.js'
import { OPPORTUNITIES_GRAPHQL_PATH, opportunitiesGraphQLRoutes } from './opportunities/graphql.js'
import { postalCodeRoutes } from './postal/postal-codes.js'
import { createPostalService, type PostalService } from './postal/service.js'
import { PARTNER_CALLBACK_PATH, partnerCallbackRoutes } from './online-tests/partner-callback.js'
import { TEST_PLATFORM_PATH, testPlatformRoutes } from './rest/test-platform.js'
import { partnerTestRoutes } from './online-tests/partner.js'
import { PUSH_PATH, pushRoutes } from './push/routes.js'
import { DATA_EXPORT_PATH, WEB_VITALS_PATH, ptBR } from '@carreiras/core'
import { dataExportRoutes } from './data-export/routes.js'
import { PUSH_STAND_IN_PATH, pushStandInRoutes } from './push/stand-in.js'
import { devTestRoutes } from './rest/dev-tests.js'
import {
  MAIL_INBOX_PATH,
  SMS_STAND_IN_PATH,
  mailInboxRoutes,
  smsStandInRoutes,
} from './outgoing/stand-ins/routes.js'
import { PARTNER_TEST_PATH } from './online-tests/service.js'
import { GraphQLLimitError } from './security/graphql-limits.js'
import { HashPoolBusyError } from './accounts/secrets.js'
import { securityHeaders } from './security/headers.js'

/**
 * The largest POST /graphql body: the transport's 4 MiB. The biggest legitimate request, a 2,100,000-byte
 * PDF (uploadFilesQuestion, uploadUserDocument), is 2,800,000 base64 characters, sealed into about
 * 3,740,000 (test/abuse-limits.test.ts sends one).
 */
export const GRAPHQL_MAX_BODY_BYTES = DEFAULT_MAX_BODY_BYTES
/** POST /opportunities/graphql carries a query for one opening: 64 KiB is plenty. */
export const OPPORTUNITIES_GRAPHQL_MAX_BODY_BYTES = 64 * 1024

/** 413 in the transport's plain shape (docs/wire-format.md, "Answers that are not sealed"). */
const tooLarge = (c: Context) =>
  c.json(
    { errors: [{ message: PLATFORM_MESSAGES.requestTooLarge, extensions: { code: 'VALIDATION' } }] },
    413,
    {
      'Cache-Control': 'no-store',
    },
  )

export interface AppOptions {
  logger?: Logger
  /** The clock of the employee check's calendar day (accounts/retail-partner.ts); tests move it. */
  now?: () => Date
  /** Geo-IP, when the start already opened it (server.ts); else opened here from the configuration. */
  geoip?: GeoIpLocator
  /** The postal-code service; else the one the configuration names (postal/service.ts). */
  postal?: PostalService
}

export function createApp(config: Config, database: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger({ enabled: config.log, format: config.logFormat })
  const accounts = createAccountsRuntime(config, database.db, options.now)
  const graphql = createPlatformGraphQL(config, database.db, logger, undefined, accounts)
  const app = new Hono()

  app.use('*', requestLog(logger))
  app.use('*', securityHeaders({ production: config.production, webOrigins: config.webOrigins }))
  // TRACE is never a route: 405 naming what the platform answers, not a 404 (docs/security.md, "Body sizes
  // and methods on the site"; TRACK and CONNECT never reach Hono: Node answers 400 or drops them).
  app.use('*', async (c, next) => {
    if (c.req.method !== 'TRACE') return next()
    return c.json({ errors: [{ message: SERVER_MESSAGES.methodNotAllowed }] }, 405, {
      Allow: 'GET, HEAD, POST, OPTIONS',
      'Cache-Control': 'no-store',
    })
  })
  // The site's browsers never call the platform cross-origin: they reach it through the site's same-origin
  // proxy (apps/web/app/lib/platform-proxy.server.ts). CORS stays for the origins WEB_ORIGIN lists, for
  // other browser clients of the plain JSON endpoints (the opportunities GraphQL, /v1/opportunities).
  app.use(
    '*',
    cors({
      origin: config.webOrigins.includes('*') ? '*' : [...config.webOrigins],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
      exposeHeaders: ['Content-Type', 'Content-Length'],
      maxAge: 600,
    }),
  )

  // Degraded while the database does not answer (PostgreSQL restarting, the network cut): 503, so a load
  // balancer sends the traffic elsewhere; the process recovers by itself when it answers again.
  app.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (await database.ping()) return c.json({ status: 'ok', database: 'ok' })
    return c.json(
      {
        status: 'degraded',
        database: 'unavailable',
        errors: [{ message: PLATFORM_MESSAGES.databaseUnavailable }],
      },
      503,
    )
  })

  // One postal-code service (and its cache of answers) for the address look-up and the list's 'near'.
  const postal = options.postal ?? createPostalService(config, database.db)
  app.route('/v1/opportunities', opportunityRoutes(database.db, config.clientTokens, postal, logger))
  app.route(WEB_VITALS_PATH, webVitalsRoutes(config, database.db))
  // Job alerts: the candidates' API and the e-mails' confirmation and unsubscribe pages (docs/job-alerts.md).
  const jobAlerts = jobAlertDeps(config, database.db, postal)
  app.route('/v1/job-alerts', jobAlertApiRoutes(config, jobAlerts))
  app.route(JOB_ALERT_PAGES_PATH, jobAlertPageRoutes(jobAlerts, jobAlerts.links))
  app.route(TEST_PLATFORM_PATH, testPlatformRoutes(config, database.db))
  app.route('/sessions', apiSessionRoutes(database.db))
  app.use(
    OPPORTUNITIES_GRAPHQL_PATH,
    bodyLimit({ maxSize: OPPORTUNITIES_GRAPHQL_MAX_BODY_BYTES, onError: tooLarge }),
  )
  app.route(OPPORTUNITIES_GRAPHQL_PATH, opportunitiesGraphQLRoutes(config, database.db, logger))
  app.route('/geoip', geoipRoutes(options.geoip ?? createGeoIp(config)))
  app.route('/ws', postalCodeRoutes(postal, logger))
  // A real partner's signed completion callback (docs/partner-tests.md): in production too.
  app.route(PARTNER_CALLBACK_PATH, partnerCallbackRoutes(config, database.db, logger))
  app.route(FILES_PATH, fileRoutes(database.db, config.webOrigins))

  app.get('/captcha/challenge', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await accounts.captcha.challenge())
  })

  // The 'main site' end of the account removal (accounts/removal.ts).
  app.route(REMOVAL_PATH, removalRoutes(database.db, accounts.removal))

  // The real identity providers whose settings are set, in every environment (accounts/identity-clients.ts).
  app.route(
    '/',
    identityProviderRoutes({
      config,
      codes: accounts.providerCodes,
      tickets: accounts.tickets,
      logger,
      cookieKey: deriveKey(config.tokenSigningKey, 'provider-flow-cookie'),
    }),
  )

  if (config.push) app.route(PUSH_PATH, pushRoutes(config, database.db))
  app.route(DATA_EXPORT_PATH, dataExportRoutes(config, database.db))

  if (!config.production) {
    // The stand-ins of the customer chat and the marketing-automation service.
    app.route('/dev/chat', chatStandInRoutes(config.chatIdentitySecret))
    app.route('/dev/marketing', marketingStandInRoutes())
    // The satisfaction-survey provider's stand-in (survey/stand-in.ts).
    app.route('/dev/survey', surveyStandInRoutes())
    // The push service's stand-in and the test a company adds (docs/push.md).
    app.route(PUSH_STAND_IN_PATH, pushStandInRoutes(config, database.db))
    app.route('/dev/tests', devTestRoutes(database.db, config))
    // The local mail server's inbox and the SMS provider's stand-in (outgoing/stand-ins/routes.ts).
    app.route(MAIL_INBOX_PATH, mailInboxRoutes(database.db, config.webOrigins))
    app.route(SMS_STAND_IN_PATH, smsStandInRoutes(database.db, config.delivery.smsToken))
    app.route('/dev/job-alerts', jobAlertDevRoutes(jobAlerts))
    app.route('/dev', devRoutes(database.db, config))
    app.route('/', oauthRoutes(config, database.db, accounts))
    app.route('/', identityStandInRoutes(config, database.db, accounts.identity))
    app.route(PARTNER_TEST_PATH, partnerTestRoutes(config, database.db))
  }

  app.use('/graphql', bodyLimit({ maxSize: GRAPHQL_MAX_BODY_BYTES, onError: tooLarge }))
  // The visitor's address for the per-address limits: forwarded by the site's proxy with SITE_PROXY_SECRET,
  // or the TCP peer (accounts/client-address.ts). After bodyLimit, which may replace the request.
  app.use('/graphql', siteProxyAddress(config.siteProxySecret))
  app.all('/graphql', async (c) => {
    // An operation over a limit is refused with a plain 4xx instead of the sealed answer; a sign-in or
    // sign-up the hashing pool cannot answer in time, with a plain 429 and Retry-After (docs/wire-format.md).
    let refused: GraphQLLimitError | undefined
    let busy: HashPoolBusyError | undefined
    const execute = async (operation: SealedOperation) => {
      try {
        return await graphql.execute(operation)
      } catch (error) {
        if (error instanceof HashPoolBusyError) busy = error
        else if (error instanceof GraphQLLimitError) refused = error
        else throw error
        return { data: null }
      }
    }
    const response = await handleSealedGraphQL(c.req.raw, {
      clientTokens: config.clientTokens,
      maxBodyBytes: GRAPHQL_MAX_BODY_BYTES,
      execute,
      onError: (error) => logger.error('GraphQL execution failed', error),
    })
    if (busy)
      return c.json({ errors: [{ message: ptBR.clientErrors.BUSY, extensions: { code: 'BUSY' } }] }, 429, {
        'Cache-Control': 'no-store',
        'Retry-After': String(busy.retryAfterSeconds),
      })
    if (!refused) return response
    logger.info('GraphQL operation refused', { limit: refused.limit })
    return c.json(refused.toJSON(), refused.status, { 'Cache-Control': 'no-store' })
  })

  app.notFound((c) => c.json({ errors: [{ message: PLATFORM_MESSAGES.routeNotFound }] }, 404))

  app.onError((error, c) => {
    // Hono's own 4xx (malformed input) keep their status, with our JSON shape.
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ errors: [{ message: error.message || PLATFORM_MESSAGES.badRequest }] }, error.status)
    logger.error('request failed', error, { method: c.req.method, path: c.req.path })
    return c.json({ errors: [{ message: PLATFORM_MESSAGES.internal }] }, 500)
  })

  return app
}

export type PlatformApp = ReturnType<typeof createApp>

/**
 * One line per request (logger.ts): method, path reduced to its pattern, status, milliseconds, and the
 * request id (the caller's `X-Request-Id` when it is a short safe token, else a new one), which every line
 * written while the request is handled carries too and the answer echoes in `X-Request-Id`.
 */
function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    const started = performance.now()
    await withRequestId(requestId, async () => {
      await next()
      c.header(REQUEST_ID_HEADER, requestId)
      const ms = Math.round(performance.now() - started)
      logger.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms })
    })
  }
}
