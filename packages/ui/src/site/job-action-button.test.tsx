import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobActionButton } from './job-action-button'

afterEach(cleanup)

describe('JobActionButton', () => {
  it('asks to apply on an open opening and reports the kind', async () => {
    const onAction = vi.fn()
    render(<JobActionButton step="none" open onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'QUERO ME INSCREVER!' }))
    expect(onAction).toHaveBeenCalledWith('apply')
  })

  it('disables "Você Já Está Inscrito" on the detail', () => {
    render(<JobActionButton step="applied" open />)
    expect(screen.getByRole('button', { name: 'Você Já Está Inscrito' })).toHaveProperty('disabled', true)
  })

  it('shows the card labels with variant card', () => {
    render(<JobActionButton step="lead" open variant="card" />)
    expect(screen.getByRole('button', { name: 'Continuar Inscrição' })).toHaveProperty('disabled', false)
  })

  it('shows the closed label disabled and the note for a lead on a closed opening', () => {
    render(<JobActionButton step="lead" open={false} />)
    expect(screen.getByRole('button', { name: 'Inscrições Encerradas' })).toHaveProperty('disabled', true)
    expect(screen.getByText(ptBR.job.leadOnClosed)).toBeTruthy()
  })

  it('shows no note when nothing was started', () => {
    render(<JobActionButton step="none" open={false} />)
    expect(screen.queryByText(ptBR.job.leadOnClosed)).toBeNull()
  })

  it('lets a brand override a label', () => {
    render(<JobActionButton step="none" open labels={{ apply: 'Candidatar-me' }} />)
    expect(screen.getByRole('button', { name: 'Candidatar-me' })).toBeTruthy()
  })
})
