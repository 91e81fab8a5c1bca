// The texts of 'Perto de mim' on the job list (docs/near.md). Part of the catalogue as `ptBR.near`, so a
// brand rewords them like any other text.

/** Kilometres the Brazilian way: one decimal under 10 km ('2,5'), whole kilometres from there on. */
const km = (value: number) =>
  value < 10 ? (Math.round(value * 10) / 10).toString().replace('.', ',') : String(Math.round(value))

export const nearMessages = {
  title: 'Perto de mim',
  intro: 'Veja primeiro as vagas mais perto de você: informe um CEP ou use sua localização.',
  cep: 'CEP',
  cepHint: 'Somente números ou no formato 00000-000.',
  radius: 'Distância',
  radiusOption: (radius: number) => `até ${radius} km`,
  submit: 'Buscar perto',
  locate: 'Usar minha localização',
  locating: 'Obtendo sua localização…',
  /** The badge of the active filter (the list fills them in: a number, or a '{radius}' placeholder). */
  badgeCep: (radius: number | string, cep: string) => `Até ${radius} km do CEP ${cep}`,
  badgeHere: (radius: number | string) => `Até ${radius} km da sua localização`,
  /** On each card, while the list is ordered by distance. */
  distance: (distanceKm: number) => (distanceKm < 1 ? 'A menos de 1 km' : `A ${km(distanceKm)} km`),
  distanceLabel: 'Distância',
  errors: {
    cepInvalid: 'Informe um CEP válido, com 8 dígitos (por exemplo, 01310-100).',
    cepNotFound: 'Não encontramos esse CEP. Confira os números e tente de novo.',
    locationDenied:
      'Você não permitiu o uso da sua localização. Informe um CEP para ver as vagas perto de você.',
    locationUnavailable: 'Não conseguimos obter sua localização agora. Tente de novo ou informe um CEP.',
    locationUnsupported: 'Seu navegador não informa a localização. Informe um CEP.',
  },
} as const

export type NearMessages = typeof nearMessages
