import { ptBR, mergeMessages } from '@carreiras/core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ApplicationFlow } from './application-flow'
import {
  applicationData,
  pdfFile,
  startApplication,
  type ApplicationFlowActor,
} from './application-flow.fixtures'
import { personalDataOptions } from '../../domain/applications/application-form.fixtures'

const fields = ptBR.application.personalData.fields
let actor: ApplicationFlowActor | undefined
afterEach(() => actor?.stop())

async function renderFlow(...args: Parameters<typeof startApplication>) {
  actor = await startApplication(...args)
  const messages = ptBR
  const view = render(
    <ApplicationFlow actor={actor} messages={messages} states={personalDataOptions.states} />,
  )
  return { actor, ...view }
}

describe('ApplicationFlow', () => {
  it('draws the form from the machine: heading, tabs, the button', async () => {
    await renderFlow()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inscrição: Analista de Crédito Pleno' }),
    ).toBeTruthy()
    expect(screen.getByRole('tab', { name: ptBR.application.tabs.basic }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(screen.getByRole('button', { name: ptBR.application.nextStep })).toBeTruthy()
  })

  it('a failed step marks each field invalid, described by its message, and focuses the first', async () => {
    const { actor } = await renderFlow({ data: applicationData({ documentReadOnly: false }) })
    const email = screen.getByRole('textbox', { name: new RegExp(fields.email) })
    await userEvent.clear(email)
    await userEvent.type(email, 'ana@')
    await userEvent.click(screen.getByRole('button', { name: ptBR.application.nextStep }))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const described = document.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)
    expect(described?.textContent).toContain(ptBR.validation.email)
    await waitFor(() => expect(document.activeElement).toBe(email), { timeout: 2000 })
    expect(actor.getSnapshot().context.errors.email).toBe('email')
  })

  it('a refused medical report is announced with the spec’s texts and keeps what was typed', async () => {
    await renderFlow({ upload: 'refused' })
    const firstname = screen.getByRole('textbox', { name: fields.firstname })
    await userEvent.type(firstname, ' Maria')
    const group = screen.getByRole('group', { name: fields.laudo })
    const input = group.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, pdfFile('laudo.pdf'))
    const alert = await within(group).findByRole('alert')
    expect(alert.textContent).toContain(ptBR.profile.file.attachFailed)
    expect(alert.textContent).toContain(ptBR.profile.file.tryAgainLater)
    expect((firstname as HTMLInputElement).value).toBe('Ana Maria')
  })

  it('an upload in progress shows its percentage; a failed attachment says so in its group', async () => {
    await renderFlow({ upload: { progress: 30 } })
    await act(async () => {
      actor!.send({
        type: 'file.upload',
        target: { kind: 'question', questionId: '105' },
        file: pdfFile('p.pdf'),
      })
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const group = screen.getByRole('group', { name: /Anexe seu portfólio/ })
    expect(within(group).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30')
  })

  it('the postal code not found is announced under the field; a brand rewords it', async () => {
    const brand = mergeMessages(ptBR, {
      application: { personalData: { zipcodeNotFound: 'CEP desconhecido.' } },
    })
    actor = await startApplication({ postal: 'notFound' })
    render(<ApplicationFlow actor={actor} messages={brand} states={personalDataOptions.states} />)
    await act(async () => {
      actor!.send({ type: 'personal.change', field: 'zipcode', value: '99999-999' })
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const zipcode = screen.getByRole('textbox', { name: fields.zipcode })
    const status = document.getElementById(zipcode.getAttribute('aria-describedby')!.split(' ').at(-1)!)
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('CEP desconhecido.')
  })

  it('a load that failed offers a retry', async () => {
    await renderFlow({ loadError: 'NETWORK' })
    expect(screen.getByRole('alert').textContent).toBe(ptBR.application.loadFailed)
    expect(screen.getByRole('button', { name: ptBR.application.retry })).toBeTruthy()
  })
})
