// What a CEP lookup answers and how it fails, shared by the lookup services (postal/service.ts) and the
// table's routes (postal/postal-codes.ts) without either importing the other's module back
// (docs/architecture.md, "The platform's layers").

/** A known CEP in ViaCEP's shape (the fields the platform and the site read). */
export interface PostalAnswer {
  cep: string
  logradouro: string
  complemento: string
  bairro: string
  localidade: string
  uf: string
  ibge: string
}

/** The service did not answer in time, failed (5xx, network) or answered something unreadable. */
export class PostalServiceError extends Error {
  override name = 'PostalServiceError'
  constructor(
    readonly reason: 'timeout' | 'unavailable' | 'bad-answer',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export interface PostalService {
  /** Where the lookups go: `table` or the remote base URL (for logs and docs, never a secret). */
  readonly source: string
  /** An 8-digit CEP → its address, null when the service does not know it; throws PostalServiceError. */
  lookup(digits: string): Promise<PostalAnswer | null>
}
