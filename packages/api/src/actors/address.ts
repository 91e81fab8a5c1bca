// The address lookups every personal-data form shares: the public postal-code service (ViaCEP's shape:
// `{base}{cep}/json/`) and the cities of a state (the platform's `domains(state)`, public). The application's
// and the personal-data machine's actors both call these.
import type { LoadCitiesOutput, PostalLookupOutput } from '@carreiras/core'
import { z } from 'zod'
import { PlatformError } from '../errors.js'
import { CitiesDocument } from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { BAD_RESPONSE_MESSAGE, DEFAULT_TIMEOUT_MS, fetchText, type FetchFunction } from '../transport/http.js'
import { parseResult } from './results.js'

/** The postal-code service's answer: a known code (ViaCEP's fields) or `{ erro: true }`. */
const postalAnswerSchema = z.lazy(() =>
  z.union([
    z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
    z.object({
      logradouro: z.string().nullish(),
      bairro: z.string().nullish(),
      uf: z.string().regex(/^[A-Za-z]{2}$/),
      localidade: z.string().min(1),
    }),
  ]),
)

/** Looks a postal code (8 digits) up: NOT_FOUND when unknown, BAD_RESPONSE for an unreadable answer. */
export async function lookupPostalCode(
  fetchImpl: FetchFunction,
  baseUrl: string,
  zipcode: string,
  signal?: AbortSignal,
): Promise<PostalLookupOutput> {
  const digits = zipcode.replace(/\D/g, '')
  const url = `${baseUrl.replace(/\/?$/, '/')}${digits}/json/`
  const { status, text } = await fetchText(
    fetchImpl,
    url,
    { method: 'GET' },
    { timeoutMs: DEFAULT_TIMEOUT_MS, signal },
  )
  // The service answers 400 for a code that is not 8 digits: no such code either.
  if (status === 400 || status === 404) throw new PlatformError('CEP não encontrado', 'NOT_FOUND', { status })
  if (status < 200 || status >= 300) throw new PlatformError(BAD_RESPONSE_MESSAGE, 'TRANSPORT', { status })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (cause) {
    throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', { cause, status })
  }
  const parsed = postalAnswerSchema.safeParse(body)
  if (!parsed.success)
    throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', { cause: parsed.error, status })
  if ('erro' in parsed.data) throw new PlatformError('CEP não encontrado', 'NOT_FOUND', { status })
  return {
    street: parsed.data.logradouro ?? '',
    neighborhood: parsed.data.bairro ?? '',
    stateAbbr: parsed.data.uf.toUpperCase(),
    city: parsed.data.localidade,
  }
}

const citiesSchema = z.lazy(() =>
  z.object({
    domains: z.object({ cities: z.array(z.object({ name: z.string().nullish() })).nullish() }).nullish(),
  }),
)

/** The city names of a state (its abbreviation), read without the candidate's session. */
export async function loadCities(
  client: PlatformClient,
  state: string,
  signal?: AbortSignal,
): Promise<LoadCitiesOutput> {
  const result = await client.request(CitiesDocument, { state }, { session: null, signal })
  const cities = (parseResult(citiesSchema, result).domains?.cities ?? [])
    .map((city) => city.name ?? '')
    .filter((name) => name !== '')
  return { state, cities }
}
