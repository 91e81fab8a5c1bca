// 'Criar alerta de vagas' on /vagas (docs/job-alerts.md): a button rendered with the page; its dialog (the
// form, the request) is its own chunk, loaded only when the button is pressed, so the list's first load
// carries none of it. The button is ui's look without ui's Button (whose class merging and Slot would
// cost the list's JavaScript budget about 10 KiB).
import { selectJobFilters, type jobSearchMachine } from '@carreiras/core'
import { buttonVariants } from '@carreiras/ui/button-variants'
import { useSelector } from '@xstate/react'
import { Suspense, lazy, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { JobAlertTexts } from './texts.server'

const CreateAlertDialog = lazy(() => import('./create-alert-dialog.client'))

interface Props {
  actor: ActorRefFrom<typeof jobSearchMachine>
  texts: JobAlertTexts
}

export function CreateAlertButton({ actor, texts }: Props) {
  const filters = useSelector(actor, selectJobFilters)
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: 'outline' })}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {texts.create.button}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CreateAlertDialog open={open} onOpenChange={setOpen} filters={filters} texts={texts} />
        </Suspense>
      ) : null}
    </>
  )
}
