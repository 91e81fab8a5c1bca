// @carreiras/api, client side: the sealed GraphQL transport, the REST clients and the typed operations.
// Everything here runs in browsers and on the server; the platform half is in `@carreiras/api/server`.
export {
  DEFAULT_RETRY_AFTER_SECONDS,
  MAX_RETRY_AFTER_SECONDS,
  PlatformBusyError,
  PlatformError,
  TransportError,
  isPlatformBusyError,
  isPlatformError,
  retryAfterSeconds,
  toErrorCode,
} from './errors.js'
export type { PlatformErrorCode, PlatformErrorOptions } from './errors.js'

export {
  SEALED_PREFIX,
  TRANSPORT_AAD,
  TRANSPORT_SALT,
  deriveTransportKeys,
  hkdfSha256,
  open,
  seal,
  webCryptoCodec,
} from './transport/codec.js'
export type { TransportCodec, TransportKey, TransportKeys } from './transport/codec.js'

export {
  DEV_CLIENT_TOKENS,
  buildAuthorizationHeader,
  chooseClientToken,
  decodePassword,
  decodePasswords,
  encodePassword,
  encodePasswords,
  isValidToken,
  parseAuthorizationHeader,
} from './transport/authorization.js'
export type { AuthorizationCredentials } from './transport/authorization.js'

export {
  IDEMPOTENT_MUTATIONS,
  RETRY_DELAYS_MS,
  createPlatformClient,
  mutationName,
} from './transport/client.js'
export type {
  PlatformClient,
  PlatformClientOptions,
  PlatformDocument,
  PlatformRequestInit,
  PlatformSession,
} from './transport/client.js'
export { DEFAULT_TIMEOUT_MS, NETWORK_ERROR_MESSAGE } from './transport/http.js'
export type { FetchFunction } from './transport/http.js'

export { createOpportunitiesClient } from './rest/opportunities.js'
export type {
  OpportunitiesClient,
  OpportunitiesClientOptions,
  OpportunitiesRequestInit,
} from './rest/opportunities.js'

export { createPushClient } from './rest/push.js'
export { createDataExportClient, dataExportProblemOf } from './rest/data-export.js'
export type {
  DataExportClient,
  DataExportClientOptions,
  DataExportDownload,
  DataExportDownloadProblem,
} from './rest/data-export.js'
export type { PushClient, PushClientOptions } from './rest/push.js'

export * from './operations/index.js'

export { createAccountActors, loadInternalRecruitment } from './actors/account.js'
export type { AccountActors, AccountActorsOptions } from './actors/account.js'
export { createSessionActors } from './actors/session.js'
export { createEmployeeCheckActors, createProviderActors } from './actors/identity-providers.js'
export { createConsentActors, readConsents, recordConsents } from './actors/consent.js'
export type { ConsentActors } from './actors/consent.js'
export type { SessionActors, SessionActorsOptions } from './actors/session.js'
export { createResumeActors } from './actors/resume.js'
export type { ResumeActors, ResumeActorsOptions } from './actors/resume.js'
export { createNoExperienceActors, createSkillsActors } from './actors/profile-sections.js'
export type {
  NoExperienceActors,
  ProfileSectionsActorsOptions,
  SkillsActors,
} from './actors/profile-sections.js'
export {
  PERSONAL_DATA_DOMAIN_LISTS,
  createApplicationActors,
  createApplicationServices,
} from './actors/application.js'
export type {
  ApplicationActors,
  ApplicationActorsOptions,
  ApplicationServices,
} from './actors/application.js'
export { XhrUploadError, xhrFetch, xhrUpload } from './actors/xhr-upload.js'
export type { XhrUploadOptions, XhrUploadResponse } from './actors/xhr-upload.js'
export { createPersonalDataActors, readPersonalDataProfile } from './actors/personal-data.js'
export {
  createReferenceListCache,
  readResumeLists,
  referenceListsOf,
  type ResumeLists,
  type ReferenceList,
  type ReferenceListCache,
} from './actors/reference-lists.js'
export type { PersonalDataActors, PersonalDataActorsOptions } from './actors/personal-data.js'
export { loadCities, lookupPostalCode } from './actors/address.js'
export { createRefusalActors } from './actors/refusal.js'
export type { RefusalActors, RefusalActorsOptions } from './actors/refusal.js'
export { createRegisterProfileActors } from './actors/register-profile.js'
export type { RegisterProfileActors, RegisterProfileActorsOptions } from './actors/register-profile.js'
export { createApplicationsBoxActors } from './actors/subscriptions.js'
export type { ApplicationsBoxActors, ApplicationsBoxActorsOptions } from './actors/subscriptions.js'
export { createHuntingActors, createProfileWizardActors } from './actors/company-requests.js'
export type {
  HuntingActors,
  HuntingActorsOptions,
  ProfileWizardActors,
  ProfileWizardActorsOptions,
} from './actors/company-requests.js'
export { createTestRunnerActors } from './actors/test-runner.js'
export type {
  LoadCoverInput,
  LoadQuestionInput,
  LoadTestsInput,
  RequestExtraTimeInput,
  ReturnTestInput,
  TestRunnerActors,
  TestRunnerActorsOptions,
} from './actors/test-runner.js'
