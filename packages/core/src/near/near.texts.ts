// 'Perto de mim' texts as the control takes them (NearSearchTexts), from a catalogue: the site builds them
// on the server from the brand's wording and sends them with the page; stories use the catalogue.
import type { Messages } from '../messages/pt-BR'
import { NEAR_RADII_KM } from './near.rules'

export interface NearSearchTexts {
  title: string
  intro: string
  cep: string
  cepHint: string
  radius: string
  radii: readonly { value: number; label: string }[]
  submit: string
  locate: string
  locating: string
  errors: {
    cepInvalid: string
    cepNotFound: string
    locationDenied: string
    locationUnavailable: string
    locationUnsupported: string
  }
}

export function nearSearchTexts(messages: Messages): NearSearchTexts {
  const near = messages.near
  return {
    title: near.title,
    intro: near.intro,
    cep: near.cep,
    cepHint: near.cepHint,
    radius: near.radius,
    radii: NEAR_RADII_KM.map((value) => ({ value, label: near.radiusOption(value) })),
    submit: near.submit,
    locate: near.locate,
    locating: near.locating,
    errors: { ...near.errors },
  }
}
