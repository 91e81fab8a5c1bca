import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobAction, jobActionLabel, type SubscriptionStep } from './job-action'

describe('jobActionLabel', () => {
  it.each([
    ['none', true, 'Inscrever-Se', 'QUERO ME INSCREVER!'],
    ['lead', true, 'Continuar Inscrição', 'Continuar Inscrição'],
    ['applied', true, 'Você já está inscrito', 'Você Já Está Inscrito'],
    ['applied', false, 'Você já está inscrito', 'Você Já Está Inscrito'],
    ['none', false, 'Inscrições Encerradas', 'Inscrições Encerradas'],
    ['lead', false, 'Inscrições Encerradas', 'Inscrições Encerradas'],
  ] as const)('%s, open=%s: card %s, detail %s', (step, open, card, detail) => {
    expect(jobActionLabel(step, open, 'card')).toBe(card)
    expect(jobActionLabel(step, open, 'detail')).toBe(detail)
  })
})

describe('jobAction', () => {
  it('disables a closed opening with no application, on card and detail', () => {
    expect(jobAction('none', false, 'card')).toMatchObject({ kind: 'closed', disabled: true })
    expect(jobAction('none', false, 'detail')).toMatchObject({ kind: 'closed', disabled: true })
  })

  it('disables "Você Já Está Inscrito" on the detail only', () => {
    expect(jobAction('applied', true, 'detail').disabled).toBe(true)
    expect(jobAction('applied', true, 'card').disabled).toBe(false)
  })

  it('keeps apply and continue enabled while open', () => {
    expect(jobAction('none', true, 'detail')).toMatchObject({ kind: 'apply', disabled: false })
    expect(jobAction('lead', true, 'card')).toMatchObject({ kind: 'continue', disabled: false })
  })

  it('shows the note exactly for a lead on a closed opening', () => {
    const steps = fc.constantFrom<SubscriptionStep>('none', 'lead', 'applied')
    fc.assert(
      fc.property(steps, fc.boolean(), fc.constantFrom('card', 'detail' as const), (step, open, variant) => {
        const action = jobAction(step, open, variant)
        expect(action.showLeadOnClosedNote).toBe(step === 'lead' && !open)
        // An enabled button always starts or continues an application, or (card) opens it.
        if (!action.disabled) expect(open || step === 'applied').toBe(true)
      }),
    )
  })
})
