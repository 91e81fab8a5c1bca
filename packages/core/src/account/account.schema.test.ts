import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_CODES } from '../errors'
import { ptBR } from '../messages/pt-BR'
import {
  documentFormSchema,
  accountMessageText,
  failureCode,
  passwordRecoveryFailure,
  signUpFailure,
  forgotEmailCpfFormSchema,
  forgotPasswordFormSchema,
  loginFailure,
  loginFormSchema,
  registerFormSchema,
  signUpPayloadFromForm,
  toAccountError,
} from './account.schema'

const register = {
  name: ' Ana  Maria Souza ',
  email: 'ana@example.com',
  emailConfirmation: 'ana@example.com',
  foreigner: false,
  document: '529.982.247-25',
  password: '12345678',
  passwordConfirmation: '12345678',
  captchaToken: 'pow',
  acceptTerms: true,
}
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? []

describe('form schemas', () => {
  it('login: valid e-mail and a password of 8 or more', () => {
    expect(loginFormSchema.parse({ email: 'a@b.co', password: '12345678' })).toEqual({
      email: 'a@b.co',
      password: '12345678',
      keepLogged: false,
    })
    expect(messages(loginFormSchema.safeParse({ email: 'x', password: '1' }))).toEqual([
      ptBR.validation.email,
      ptBR.validation.passwordMin,
    ])
  })
  it('register: every rule, with its message', () => {
    expect(registerFormSchema.safeParse(register).success).toBe(true)
    const bad = registerFormSchema.safeParse({
      ...register,
      name: 'Al',
      emailConfirmation: 'x@example.com',
      document: '111.111.111-11',
      passwordConfirmation: 'outra',
      captchaToken: '',
      acceptTerms: false,
    })
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        ptBR.validation.nameTooShort,
        ptBR.validation.emailMismatch,
        ptBR.validation.cpf,
        ptBR.validation.passwordMismatch,
        ptBR.validation.captchaRequired,
        ptBR.validation.acceptTermsRequired,
      ]),
    )
    expect(
      messages(registerFormSchema.safeParse({ ...register, foreigner: true, document: 'AB1' })),
    ).toContain('RNE inválido')
  })
  it('register splits the name at the first space and sends the CPF digits', () => {
    const payload = signUpPayloadFromForm(registerFormSchema.parse(register))
    expect(payload).toMatchObject({
      first_name: 'Ana',
      last_name: 'Maria Souza',
      document: '52998224725',
      source: 'carreiras',
    })
  })
  it('document form, forgot password and forgot e-mail step 0', () => {
    expect(documentFormSchema.parse({ foreigner: false, document: '529.982.247-25' }).document).toBe(
      '52998224725',
    )
    expect(forgotPasswordFormSchema.safeParse({ email: 'x' }).success).toBe(false)
    expect(messages(forgotEmailCpfFormSchema.safeParse({ cpf: '123' }))).toEqual([ptBR.validation.cpf])
  })
})

describe('error mapping', () => {
  it('reads the code from extensions or the error itself', () => {
    expect(toAccountError({ message: 'm', extensions: { code: 'RATE_LIMITED' } })).toEqual({
      code: 'RATE_LIMITED',
      message: 'm',
    })
    expect(toAccountError('x')).toEqual({ message: 'x' })
  })
  it('login: code first, then the "senha" rule', () => {
    expect(loginFailure({ code: 'USER_NOT_FOUND', message: 'senha' }).kind).toBe('userNotFound')
    expect(loginFailure({ code: 'RATE_LIMITED' })).toEqual({ kind: 'other', code: 'errors.RATE_LIMITED' })
    expect(loginFailure({ message: 'Senha errada' }).kind).toBe('wrongPassword')
    expect(loginFailure({ message: 'não existe' }).kind).toBe('userNotFound')
  })
  it('a failure of the client itself (no answer, unreadable answer) keeps its own text in every flow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLIENT_ERROR_CODES), fc.string(), (code, message) => {
        const expected = `clientErrors.${code}`
        expect(loginFailure({ code, message })).toEqual({ kind: 'other', code: expected })
        expect(signUpFailure({ code, message })).toBe(expected)
        expect(passwordRecoveryFailure({ code, message })).toBe(expected)
        expect(failureCode({ code, message }, 'somethingWentWrong')).toBe(expected)
        expect(accountMessageText(signUpFailure({ code, message }))).toBe(ptBR.clientErrors[code])
      }),
    )
    expect(accountMessageText(loginFailure({ code: 'NETWORK', message: 'Senha' }).code)).toBe(
      'Não foi possível conectar. Verifique sua conexão e tente novamente.',
    )
  })
  it('codes become the catalogue’s texts, or a brand’s', () => {
    expect(accountMessageText('errors.WRONG_PASSWORD')).toBe('E-mail ou senha incorretos')
    expect(accountMessageText('forgotPassword.unknownEmail')).toBe('E-mail não cadastrado')
    expect(accountMessageText('somethingWentWrong')).toBe(ptBR.common.somethingWentWrong)
    const brand = { ...ptBR, errors: { ...ptBR.errors, WRONG_PASSWORD: 'Senha errada' } }
    expect(accountMessageText('errors.WRONG_PASSWORD', brand)).toBe('Senha errada')
  })
})
