import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import {
  clampPreviewText,
  jobPreviewImagePath,
  LINK_PREVIEW_HEIGHT,
  LINK_PREVIEW_WIDTH,
  previewTitleFontSize,
} from './link-preview'

describe('clampPreviewText', () => {
  it('keeps a short title, with its accents, as it is', () => {
    expect(clampPreviewText('Analista de Operações Sênior', 100)).toBe('Analista de Operações Sênior')
  })

  it('cuts a long title at a word and ends it with …', () => {
    expect(clampPreviewText('Coordenador de Atendimento ao Cliente Pessoa Física', 30)).toBe(
      'Coordenador de Atendimento ao…',
    )
  })

  it('cuts a word longer than the limit in the middle', () => {
    expect(clampPreviewText('Desenvolvimento'.repeat(4), 10)).toBe('Desenvolv…')
  })

  it('drops a dangling separator before the …', () => {
    expect(clampPreviewText('Analista – Operações de crédito imobiliário', 12)).toBe('Analista…')
  })

  it('never exceeds the limit, and what it keeps is the start of the title (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: 0, max: 200 }),
        (title, max) => {
          const clean = title.replace(/\s+/g, ' ').trim()
          const out = clampPreviewText(title, max)
          expect([...out].length).toBeLessThanOrEqual(max)
          if ([...clean].length <= max) expect(out).toBe(clean)
          else expect(clean.startsWith(out.replace(/…$/, ''))).toBe(true)
        },
      ),
    )
  })
})

describe('previewTitleFontSize', () => {
  it('never grows as the title grows (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const [short, long] = a.length <= b.length ? [a, `${a}${b}`] : [b, `${b}${a}`]
        expect(previewTitleFontSize(long)).toBeLessThanOrEqual(previewTitleFontSize(short))
      }),
    )
  })
})

describe('link preview', () => {
  it('is 1200 × 630 (1.91:1), under the job’s own path', () => {
    expect([LINK_PREVIEW_WIDTH, LINK_PREVIEW_HEIGHT]).toEqual([1200, 630])
    expect(jobPreviewImagePath(100001)).toBe('/vagas/100001/imagem.png')
  })

  it('has its texts in the catalogue, where a brand may reword them', () => {
    expect(ptBR.linkPreview.share).toBe('Compartilhar')
    expect(ptBR.linkPreview.jobImageAlt('Caixa', 'Operações · São Paulo - SP')).toBe(
      'Vaga Caixa — Operações · São Paulo - SP',
    )
  })
})
