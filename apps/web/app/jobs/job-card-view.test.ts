import { describe, expect, it } from 'vitest'
import { jobButton } from './job-card-view'
import { jobActions } from './job-texts.server'

const card = jobActions('card')
const detail = jobActions('detail')
const open = { open: true, applyHref: '/vagas/100001-analista/inscricao' }
const closed = { ...open, open: false }

describe('jobButton', () => {
  it('anonymous or not loaded yet: the open opening invites to apply', () => {
    expect(jobButton(card, open)).toEqual({
      kind: 'apply',
      label: 'Inscrever-Se',
      href: open.applyHref,
      note: false,
    })
    expect(jobButton(detail, open, 'none')).toMatchObject({
      label: 'QUERO ME INSCREVER!',
      href: open.applyHref,
    })
  })

  it('a lead continues the application on both', () => {
    expect(jobButton(card, open, 'lead')).toMatchObject({
      label: 'Continuar Inscrição',
      href: open.applyHref,
    })
    expect(jobButton(detail, open, 'lead')).toMatchObject({
      label: 'Continuar Inscrição',
      href: open.applyHref,
    })
  })

  it('applied: the card still links to the application, the detail button is disabled', () => {
    expect(jobButton(card, open, 'applied')).toEqual({
      kind: 'applied',
      label: 'Você já está inscrito',
      href: open.applyHref,
      note: false,
    })
    expect(jobButton(detail, open, 'applied')).toEqual({
      kind: 'applied',
      label: 'Você Já Está Inscrito',
      href: null,
      note: false,
    })
    expect(jobButton(detail, closed, 'applied')).toMatchObject({ label: 'Você Já Está Inscrito', href: null })
  })

  it('a lead on a closed opening cannot continue and gets the note', () => {
    expect(jobButton(detail, closed, 'lead')).toEqual({
      kind: 'closed',
      label: 'Inscrições Encerradas',
      href: null,
      note: true,
    })
    expect(jobButton(card, closed, 'lead')).toMatchObject({ href: null, note: true })
  })

  it('a closed opening with no application is closed, without the note', () => {
    expect(jobButton(card, closed)).toEqual({
      kind: 'closed',
      label: 'Inscrições Encerradas',
      href: null,
      note: false,
    })
  })
})
