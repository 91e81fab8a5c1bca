import type { TestListView } from '@carreiras/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TestList } from './test-list'
import { finishedTests, inputs, viewOf } from './test-runner.fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const listOf = async (fakes: Parameters<typeof viewOf>[0]['fakes'] = {}) =>
  (await viewOf({ input: inputs.list, fakes })).list!

describe('TestList', () => {
  it('shows each test with its status badge and requirement', async () => {
    render(<TestList list={await listOf()} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'Raciocínio Lógico' })).toBeTruthy()
    expect(within(items[0]!).getByText('Pendente')).toBeTruthy()
    expect(within(items[0]!).getByText('Obrigatório')).toBeTruthy()
    expect(within(items[1]!).getByText('Finalizado')).toBeTruthy()
    expect(within(items[1]!).queryByRole('link')).toBeNull()
    expect(within(items[2]!).getByText('Após a inscrição')).toBeTruthy()
  })

  it("links an in-house test through renderLink and opens a partner's through onOpen", async () => {
    const list = await listOf()
    const onOpen = vi.fn()
    const renderLink = vi.fn(({ href, children, ...props }) => (
      <a href={href} {...props}>
        {children}
      </a>
    ))
    render(
      <TestList
        list={{ ...list, items: list.items.map((item) => ({ ...item, onOpen: () => onOpen(item.testId) })) }}
        renderLink={renderLink}
      />,
    )
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/vagas/100001/inscricao/raciocinio-logico/301' }),
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Fazer teste no site parceiro (abre em nova aba)' }),
    )
    expect(onOpen).toHaveBeenCalledWith(303)
  })

  it("'Finalizar Inscrição' calls onFinish once, and not while finishing", async () => {
    const list = await listOf({ tests: { tests: finishedTests } })
    const onFinish = vi.fn()
    const { rerender } = render(<TestList list={{ ...list, onFinish }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Inscrição' }))
    expect(onFinish).toHaveBeenCalledOnce()
    rerender(<TestList list={{ ...list, onFinish, finishing: true }} />)
    const button = screen.getByRole('button', { name: 'Finalizar Inscrição' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    expect(onFinish).toHaveBeenCalledOnce()
  })

  it("the 'Atenção' dialog: 'Fechar' cancels, 'Vamos lá!' confirms", async () => {
    const list = await listOf()
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    const dialogList: TestListView = {
      ...list,
      partnerDialog: { ...list.partnerDialog, open: true, onCancel, onConfirm },
    }
    render(<TestList list={dialogList} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    expect(onCancel).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vamos lá!' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('says when the candidate is already enrolled', async () => {
    render(<TestList list={await listOf({ tests: { tests: finishedTests, step: 'applied' } })} />)
    expect(screen.getByText('Você já está inscrito nesta vaga.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Finalizar Inscrição' })).toBeNull()
  })
})
