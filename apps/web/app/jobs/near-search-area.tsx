// 'Perto de mim' inside /vagas's filter area (docs/near.md): the design system's NearSearch with the list's
// current filters as its hidden fields. Sending it (a CEP) or pressing 'Usar minha localização' navigates to
// the list's URL for those filters plus the near ones, so the server lists (and checks the CEP) and the result
// is shareable; the geolocation code is imported only on that press.
import {
  EMPTY_NEAR_FILTERS,
  NEAR_DEFAULT_RADIUS_KM,
  jobFiltersToUrl,
  selectJobFilters,
  type JobFilters,
  type NearSearchTexts,
  type jobSearchMachine,
} from '@carreiras/core'
import { NearSearch } from '@carreiras/ui/near-search'
import { useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import type { ActorRefFrom } from 'xstate'

/** What the 'Perto de mim' control shows: the field's value and a message for it (near.server.ts). */
export interface NearView {
  /** The CEP field: the active CEP ('01310-100'), or the text the person typed when it was refused. */
  cep: string
  error: string | null
}

interface NearSearchAreaProps {
  texts: NearSearchTexts
  /** The job list's machine: its filters follow every change of the other controls. */
  actor: ActorRefFrom<typeof jobSearchMachine>
  view: NearView
}

function listUrl(filters: JobFilters): string {
  const search = String(jobFiltersToUrl(filters))
  return search ? `/vagas?${search}` : '/vagas'
}

export function NearSearchArea({ texts, actor, view }: NearSearchAreaProps) {
  const navigate = useNavigate()
  const filters = useSelector(actor, selectJobFilters)
  const others = { ...filters, ...EMPTY_NEAR_FILTERS }
  const hiddenFields = [...jobFiltersToUrl(others)].map(([name, value]) => ({ name, value }))
  const go = (near: Partial<JobFilters>) =>
    navigate(listUrl({ ...others, ...near }), { preventScrollReset: true })
  return (
    <NearSearch
      texts={texts}
      hiddenFields={hiddenFields}
      cep={view.cep}
      error={view.error}
      radius={filters.radius ?? NEAR_DEFAULT_RADIUS_KM}
      coords={filters.coords}
      onSubmit={(cep, radius) => void go(cep ? { cep, radius } : { coords: filters.coords, radius })}
      onLocate={async (radius) => {
        const { currentPosition } = await import('./near-locate.client')
        const result = await currentPosition()
        if (!result.ok) {
          const { errors } = texts
          return result.reason === 'denied'
            ? errors.locationDenied
            : result.reason === 'unsupported'
              ? errors.locationUnsupported
              : errors.locationUnavailable
        }
        await go({ coords: result.coords, radius })
        return null
      }}
    />
  )
}
