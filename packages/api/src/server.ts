// @carreiras/api/server: the platform half of the sealed transport, for Node or any Fetch-API runtime.
export { handleSealedGraphQL, DEFAULT_MAX_BODY_BYTES, SERVER_MESSAGES } from './transport/server.js'
export type {
  SealedGraphQLError,
  SealedGraphQLOptions,
  SealedGraphQLResult,
  SealedOperation,
} from './transport/server.js'

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

export { PlatformError, TransportError, isPlatformError } from './errors.js'
export type { PlatformErrorCode } from './errors.js'
