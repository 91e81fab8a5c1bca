// The job alerts' texts a public page needs (the 'Criar alerta de vagas' button and its dialog), in the
// brand's words, sent with the page's data: /vagas never loads the whole catalogue for them.
import { brandMessages } from '../brands/index.server'

export function jobAlertTexts() {
  const { create, frequencies, summary } = brandMessages().jobAlerts
  return { create, frequencies, summary }
}

export type JobAlertTexts = ReturnType<typeof jobAlertTexts>
