import { describe, expect, it } from 'vitest'
import { htmlToParagraphs } from './html-text.server'

describe('htmlToParagraphs', () => {
  it('gives nothing for empty input', () => {
    expect(htmlToParagraphs(null)).toEqual([])
    expect(htmlToParagraphs(undefined)).toEqual([])
    expect(htmlToParagraphs('<p> </p>')).toEqual([])
  })

  it('keeps the text of paragraphs and list items, without tags', () => {
    expect(
      htmlToParagraphs('<p>Atender <strong>clientes</strong>.</p><ul><li>Vender</li><li>Orientar</li></ul>'),
    ).toEqual(['Atender clientes.', '• Vender', '• Orientar'])
  })

  it('turns <br> into a line break and decodes entities', () => {
    expect(htmlToParagraphs('Linha 1<br/>Linha&nbsp;2 &amp; 3 &#233; &#xE7;')).toEqual([
      'Linha 1\nLinha 2 & 3 é ç',
    ])
  })

  it('drops scripts, styles and attributes entirely', () => {
    const paragraphs = htmlToParagraphs(
      '<p onclick="x()">Oi</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>',
    )
    expect(paragraphs).toEqual(['Oi'])
  })

  it('leaves text that only looks like markup after decoding as text', () => {
    expect(htmlToParagraphs('&lt;b&gt;negrito&lt;/b&gt;')).toEqual(['<b>negrito</b>'])
  })
})
