import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConsentPrompt } from './consent-prompt'
import { PrivacyBox } from './consent-privacy-box'
import { purposeViews } from './consent.fixtures'

// Radix measures its controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)
const t = ptBR.consent

describe('ConsentPrompt', () => {
  const props = () => ({
    purposes: purposeViews(),
    privacyHref: '/termos-de-uso',
    onSave: vi.fn(),
    onClose: vi.fn(),
  })

  it("is a region 'Sua privacidade', not a dialog, with one unticked choice per purpose and the notice link", () => {
    render(<ConsentPrompt {...props()} />)
    expect(screen.getByRole('region', { name: 'Sua privacidade' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false])
    expect(screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' })).toBeTruthy()
    expect(screen.getByRole('link', { name: t.privacyNotice }).getAttribute('href')).toBe('/termos-de-uso')
    // Each choice says what it sends and to whom.
    const survey = screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' })
    const description = document.getElementById(survey.getAttribute('aria-describedby')!.split(' ')[0]!)
    expect(description?.textContent).toBe(t.purposes.survey.description)
  })

  it("'Salvar escolhas' records every purpose shown: ticked = granted, unticked = refused", async () => {
    const p = props()
    render(<ConsentPrompt {...p} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Atendimento por chat' }))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar escolhas' }))
    expect(p.onSave).toHaveBeenCalledWith({ survey: false, chat: true, marketing: false })
  })

  it("'Decidir depois' closes it without saving", async () => {
    const p = props()
    render(<ConsentPrompt {...p} />)
    await userEvent.click(screen.getByRole('button', { name: 'Decidir depois' }))
    expect(p.onClose).toHaveBeenCalledOnce()
    expect(p.onSave).not.toHaveBeenCalled()
  })

  it('while saving the choices are disabled; a failure is an alert that keeps the ticks', async () => {
    const p = props()
    const { rerender } = render(<ConsentPrompt {...p} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' }))
    rerender(<ConsentPrompt {...p} saving />)
    expect(screen.getByRole('button', { name: t.saving }).getAttribute('aria-busy')).toBe('true')
    rerender(<ConsentPrompt {...p} error={t.saveFailed} />)
    expect(screen.getByRole('alert').textContent).toContain(t.saveFailed)
    expect(
      (screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('once saved, says so and offers Fechar', () => {
    render(<ConsentPrompt {...props()} saved />)
    expect(screen.getByRole('status').textContent).toBe('Escolhas salvas.')
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy()
  })
})

describe('PrivacyBox', () => {
  const props = () => ({
    status: 'ready' as const,
    purposes: purposeViews({ survey: 'granted', marketing: 'refused' }),
    onSave: vi.fn(),
    onRetry: vi.fn(),
  })

  it("shows 'Privacidade' with each purpose's state and when it was recorded", () => {
    render(<PrivacyBox {...props()} />)
    expect(screen.getByRole('heading', { name: 'Privacidade' })).toBeTruthy()
    const states = [...document.querySelectorAll('[data-slot="consent-choice-state"]')].map(
      (e) => e.textContent,
    )
    expect(states).toEqual([
      'Permitido · Registrado em 26/11/2026 às 15:40 em Meu Perfil',
      'Ainda não escolhido',
      'Não permitido · Registrado em 26/11/2026 às 15:40 em Meu Perfil',
    ])
    expect(
      (screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('saves the changed ticks', async () => {
    const p = props()
    render(<PrivacyBox {...p} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' }))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar escolhas' }))
    expect(p.onSave).toHaveBeenCalledWith({ survey: false, chat: false, marketing: false })
  })

  it('a recorded change resets the ticks to what the platform answered', async () => {
    const p = props()
    const { rerender } = render(<PrivacyBox {...p} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Atendimento por chat' }))
    rerender(
      <PrivacyBox
        {...p}
        purposes={purposeViews({ survey: 'refused', chat: 'granted', marketing: 'refused' })}
        saved
      />,
    )
    expect(
      (screen.getByRole('checkbox', { name: 'Pesquisa de satisfação' }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('Escolhas salvas.')
  })

  it("a failed read offers 'Tentar novamente'", async () => {
    const p = props()
    render(<PrivacyBox {...p} status="failed" />)
    expect(screen.getByRole('alert').textContent).toContain(t.loadFailed)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(p.onRetry).toHaveBeenCalledOnce()
  })
})
