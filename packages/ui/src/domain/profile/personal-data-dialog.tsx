// The personal-data form off the ficha, from core's `PersonalDataFormView`: `PersonalDataFormFields` draws
// the shared PersonalDataForm wired to the view (the medical reports with their 'Atenção' confirmation, the
// postal-code lookup's line, the diversity explanation returning to the form, the first invalid field focused
// 400 ms after a refused save), with 'Cancelar' / 'Salvar'; the register pages use it inline.
// `PersonalDataDialog` is the profile's modal around it: Escape and 'Cancelar' close it (resetting what was
// typed), a click on the backdrop does not, and nothing closes it while saving.
import {
  ptBR,
  type PersonalDataAlertView,
  type PersonalDataFormView,
  type PersonalDataMessages,
  type PersonalDataView,
  type ReferenceItem,
} from '@carreiras/core'
import { useEffect, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { AvatarPicker } from './avatar-picker'
import { Button } from '../../primitives/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/dialog'
import { PersonalDataForm, focusField, type PersonalDataFormProps } from './personal-data-form'
import { focusLater } from '../../primitives/form-field'

type PersonalDataFormFieldsProps = Omit<
  PersonalDataFormProps,
  | 'values'
  | 'rules'
  | 'errors'
  | 'onChange'
  | 'options'
  | 'documentReadOnly'
  | 'foreigner'
  | 'onSubmit'
  | 'children'
> & {
  form: PersonalDataFormView
  /** The states (id = numeric code), from the route. */
  states: readonly ReferenceItem[]
  /** 'Uoops' / 'Ocorreu um erro ao salvar suas informações' after a failed save. */
  alert?: PersonalDataAlertView | null
  /** Shows 'Cancelar' / 'Salvar' under the fields (default); a page with its own button passes false. */
  actions?: boolean
  /** Above the fields (e.g. the photo). */
  before?: ReactNode
}

/** The form drawn from its view: every change, save and file goes back through the view's handlers. */
function PersonalDataFormFields({
  form,
  states,
  alert = null,
  actions = true,
  before,
  requiredNote = true,
  className,
  ...props
}: PersonalDataFormFieldsProps) {
  const { laudo } = form
  // The first invalid field gets the focus 400 ms after a refused save, unless the candidate moved on.
  const { field, token } = form.focus
  useEffect(() => {
    if (token === 0 || !field) return
    return focusLater(() => void focusField(field))
  }, [field, token])

  return (
    <PersonalDataForm
      values={form.values}
      rules={form.rules}
      errors={form.errors}
      onChange={form.onChange}
      options={{ ...form.options, states }}
      documentReadOnly={form.documentReadOnly}
      foreigner={form.foreigner}
      zipcodeStatus={form.postal.status}
      zipcodeText={form.postal.text}
      laudos={laudo.files}
      onUploadLaudo={(file) => laudo.onUpload(file)}
      onRemoveLaudo={laudo.onRemove}
      laudoUploading={laudo.uploading}
      laudoUploadError={laudo.error ? { title: laudo.error.title ?? '', message: laudo.error.message } : null}
      disabled={form.saving}
      requiredNote={requiredNote}
      submitOnEnter
      onSubmit={() => form.onSave()}
      avatar={before}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {alert && alert.tone === 'error' ? (
        <Alert data-slot="personal-data-form-alert" variant="error" title={alert.title}>
          {alert.message}
        </Alert>
      ) : null}
      {actions ? (
        <div
          data-slot="personal-data-form-actions"
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        >
          <Button type="button" variant="outline" disabled={form.saving} onClick={form.onCancel}>
            {form.cancelLabel}
          </Button>
          <Button type="submit" loading={form.saving}>
            {form.saveLabel}
          </Button>
        </div>
      ) : null}
    </PersonalDataForm>
  )
}

type PersonalDataDialogProps = Omit<ComponentProps<typeof DialogContent>, 'title' | 'children'> & {
  open: boolean
  /** 'DADOS PESSOAIS'. */
  title: ReactNode
  form: PersonalDataFormView
  states: readonly ReferenceItem[]
  alert?: PersonalDataAlertView | null
  /** Where the focus goes when the dialog closes (the box's 'Editar'). */
  returnFocusTo?: { current: HTMLElement | null }
}

function PersonalDataDialog({
  open,
  title,
  form,
  states,
  alert = null,
  returnFocusTo,
  className,
  onCloseAutoFocus,
  ...props
}: PersonalDataDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Escape or the corner's X: the same as 'Cancelar' (nothing closes it while saving).
        if (!next && !form.saving) form.onCancel()
      }}
    >
      <DialogContent
        data-slot="personal-data-dialog"
        size="lg"
        dismissible={!form.saving}
        closeLabel={ptBR.common.close}
        // The backdrop never closes it: what was typed stays until Cancelar or Escape.
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          const target = returnFocusTo?.current
          if (target && !event.defaultPrevented) {
            event.preventDefault()
            target.focus()
          }
        }}
        className={className}
        {...props}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{ptBR.common.requiredFieldsNote}</DialogDescription>
        </DialogHeader>
        <PersonalDataFormFields
          form={form}
          states={states}
          alert={alert}
          heading={null}
          requiredNote={false}
        />
      </DialogContent>
    </Dialog>
  )
}

type InlinePersonalDataProps = Omit<
  PersonalDataFormFieldsProps,
  'actions' | 'submitOnEnter' | 'before' | 'avatar'
> & {
  /** The photo: the view's `avatar`. */
  photo: PersonalDataView['avatar']
  /** The photo's label and texts. */
  messages: PersonalDataMessages
  /** Makes a chosen photo showable (heic → jpeg); see AvatarPicker. */
  prepareImage?: (file: File) => Promise<Blob>
}

/**
 * The personal data inline, on a page whose own button saves it (the register pages, the profile update
 * wizard): the photo first, the form without its buttons, disabled while it saves; Enter does not submit.
 */
function InlinePersonalData({
  form,
  photo: avatar,
  messages,
  prepareImage,
  disabled,
  ...props
}: InlinePersonalDataProps) {
  return (
    <PersonalDataFormFields
      form={form}
      actions={false}
      submitOnEnter={false}
      disabled={disabled || form.saving}
      before={
        <AvatarPicker
          name={avatar.name}
          src={avatar.url}
          saving={avatar.saving}
          onSave={avatar.onSave}
          prepareImage={prepareImage}
          label={messages.application.personalData.fields.avatar}
          texts={messages.profile.avatar}
        />
      }
      {...props}
    />
  )
}

export { InlinePersonalData, PersonalDataDialog, PersonalDataFormFields }
export type { InlinePersonalDataProps, PersonalDataDialogProps, PersonalDataFormFieldsProps }
