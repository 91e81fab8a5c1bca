import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../constants'
import { UPLOAD_RULES, uploadAccept, validateUploadFile } from './files'

const pdf = (size = 1000, name = 'curriculo.pdf') => ({ name, size, type: 'application/pdf' })

describe('validateUploadFile', () => {
  it('accepts a PDF document up to 2,100,000 bytes', () => {
    expect(validateUploadFile(pdf(), 'document')).toBeNull()
    expect(validateUploadFile(pdf(MAX_UPLOAD_BYTES), 'document')).toBeNull()
    expect(validateUploadFile(pdf(0, 'LAUDO.PDF'), 'document')).toBeNull()
  })

  it('rejects a document that is not a PDF with the spec texts', () => {
    expect(validateUploadFile({ name: 'foto.png', size: 10, type: 'image/png' }, 'document')).toEqual({
      code: 'format',
      title: 'Falha no carregamento do arquivo',
      message: 'Seu arquivo deve estar no formato .pdf',
    })
  })

  it('rejects a document over the limit with the spec texts', () => {
    expect(validateUploadFile(pdf(3_000_000), 'document')).toEqual({
      code: 'size',
      title: 'Falha no carregamento do arquivo',
      message: 'Seu arquivo não pode ter mais que 2MB',
    })
    expect(validateUploadFile(pdf(MAX_UPLOAD_BYTES + 1), 'document')?.code).toBe('size')
  })

  it('accepts png, jpg, jpeg and heic photos', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.heic']) {
      expect(validateUploadFile({ name, size: 5000, type: '' }, 'avatar')).toBeNull()
    }
  })

  it('rejects a photo with the spec texts', () => {
    expect(validateUploadFile({ name: 'foto.gif', size: 10, type: 'image/gif' }, 'avatar')).toEqual({
      code: 'format',
      title: 'Falha no carregamento da foto',
      message: 'Sua foto deve estar no formato .png, .jpg ou .jpeg',
    })
    expect(validateUploadFile({ name: 'foto.jpg', size: 2_500_000, type: 'image/jpeg' }, 'avatar')).toEqual({
      code: 'size',
      title: 'Falha no carregamento da foto',
      message: 'Sua foto não pode ter mais que 2MB',
    })
  })

  it('checks the format before the size', () => {
    expect(validateUploadFile({ name: 'x.docx', size: 9_000_000, type: '' }, 'document')?.code).toBe('format')
  })

  it('falls back to the MIME type when the name has no extension', () => {
    expect(validateUploadFile({ name: 'laudo', size: 10, type: 'application/pdf' }, 'document')).toBeNull()
    expect(validateUploadFile({ name: 'laudo', size: 10, type: 'text/plain' }, 'document')?.code).toBe(
      'format',
    )
  })

  it('decides by size alone for any allowed file (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'document' | 'avatar'>('document', 'avatar'),
        fc.nat(10_000_000),
        fc.string({ unit: fc.constantFrom(...'abcdefgh-_ 0123'), minLength: 1, maxLength: 20 }),
        (kind, size, base) => {
          for (const extension of UPLOAD_RULES[kind].extensions) {
            const result = validateUploadFile({ name: base + extension, size, type: '' }, kind)
            expect(result === null).toBe(size <= MAX_UPLOAD_BYTES)
            if (result) expect(result.code).toBe('size')
          }
        },
      ),
    )
  })

  it('rejects every other extension for documents (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 5 }),
        (ext) => {
          fc.pre(ext !== 'pdf')
          expect(
            validateUploadFile({ name: `arquivo.${ext}`, size: 1, type: 'application/pdf' }, 'document')
              ?.code,
          ).toBe('format')
        },
      ),
    )
  })
})

describe('uploadAccept', () => {
  it('lists extensions and MIME types for the file picker', () => {
    expect(uploadAccept('document')).toBe('.pdf,application/pdf')
    expect(uploadAccept('avatar')).toBe('.png,.jpg,.jpeg,.heic,image/png,image/jpeg,image/heic')
  })
})
