import { ptBR } from '@carreiras/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessageOverridesContext } from './messages-overrides'
import { useMessages } from './use-messages'

function Yes() {
  return createElement('span', null, useMessages().common.yes)
}

describe('useMessages', () => {
  it('speaks the brand’s wording handed down by the root', () => {
    const html = renderToStaticMarkup(
      createElement(
        MessageOverridesContext.Provider,
        { value: { common: { yes: 'Sim, claro' } } },
        createElement(Yes),
      ),
    )
    expect(html).toBe('<span>Sim, claro</span>')
  })

  it('needs no router: outside any route it speaks core’s catalogue', () => {
    // Reading the root's route data, it threw outside a data router and drew again at every router change.
    expect(renderToStaticMarkup(createElement(Yes))).toBe(`<span>${ptBR.common.yes}</span>`)
  })
})
