// The profile page's personal data: core's personal-data machine read through `connectPersonalData`. A
// spinner while the profile loads, 'Tentar novamente' when it cannot be read, then the box with the photo
// (camera or plus → crop 'Girar Foto' / 'Cancelar' / 'Salvar') and 'Editar', which opens the form in a modal
// the backdrop does not close. 'Pronto!' shows over the box after a save; 'Uoops' inside the form, everything
// typed kept. The app creates the actor with the api's actors; Storybook and the tests with fakes.
import {
  connectPersonalData,
  personalDataMessages,
  type PersonalDataMessages,
  type ReferenceItem,
  type personalDataMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { useRef, type ComponentProps } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { AvatarPicker } from './avatar-picker'
import { Button } from '../../primitives/button'
import { EmptyState } from '../../primitives/empty-state'
import { PersonalDataBox } from './personal-data-box'
import { PersonalDataDialog } from './personal-data-dialog'
import { Spinner } from '../../primitives/spinner'

type PersonalDataActor = ActorRefFrom<typeof personalDataMachine>

type PersonalDataSectionProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A running personal-data actor (input `context: 'profile'`). */
  actor: PersonalDataActor
  /** The texts (the pt-BR catalogue's by default); a brand passes its merged catalogue. */
  messages?: PersonalDataMessages
  /** The states (id = numeric code), from the route. */
  states: readonly ReferenceItem[]
  /** Makes a chosen photo showable (heic → jpeg); see AvatarPicker. */
  prepareImage?: (file: File) => Promise<Blob>
  headingLevel?: 2 | 3
}

function PersonalDataSection({
  actor,
  messages = personalDataMessages,
  states,
  prepareImage,
  headingLevel = 2,
  className,
  ...props
}: PersonalDataSectionProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectPersonalData(snapshot, actor.send, messages)
  const editRef = useRef<HTMLButtonElement>(null)

  let body
  if (view.screen === 'loading') {
    body = (
      <div data-slot="personal-data-section-loading" className="flex justify-center py-12">
        <Spinner label={view.loadingText} />
      </div>
    )
  } else if (view.loadFailed || !view.box || !view.form) {
    body = (
      <EmptyState
        headingLevel={headingLevel}
        title={view.loadFailed?.message ?? messages.profile.personalData.loadFailed}
        action={
          view.loadFailed ? (
            <Button type="button" variant="outline" onClick={view.loadFailed.onRetry}>
              {view.loadFailed.retryLabel}
            </Button>
          ) : undefined
        }
      />
    )
  } else {
    const { box, form, avatar } = view
    body = (
      <>
        <PersonalDataBox
          box={box}
          headingLevel={headingLevel}
          editRef={editRef}
          alert={view.alert?.tone === 'success' ? view.alert : null}
          avatar={
            <AvatarPicker
              variant="icon"
              name={avatar.name}
              src={avatar.url}
              saving={avatar.saving}
              status={avatar.error}
              onSave={avatar.onSave}
              prepareImage={prepareImage}
              label={avatar.label}
              texts={messages.profile.avatar}
            />
          }
        />
        <PersonalDataDialog
          open={view.dialog.open}
          title={view.dialog.title}
          form={form}
          states={states}
          alert={view.alert?.tone === 'error' ? view.alert : null}
          returnFocusTo={editRef}
        />
      </>
    )
  }

  return (
    <div
      data-slot="personal-data-section"
      aria-busy={view.busy || undefined}
      className={cn('flex flex-col', className)}
      {...props}
    >
      {body}
    </div>
  )
}

export { PersonalDataSection }
export type { PersonalDataActor, PersonalDataSectionProps }
