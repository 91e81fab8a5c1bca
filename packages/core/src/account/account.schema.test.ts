import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_CODES, ERROR_CODES } from '../errors'
import { ptBR } from '../messages/pt-BR'
import {
  changePasswordFailure,
  changePasswordWithCurrentFormSchema,
  documentFormSchema,
  accountMessageText,
  failureCode,
  passwordRecoveryFailure,
  signUpFailure,
  forgotEmailCpfFormSchema,
  forgotEmailLookupFormSchema,
  forgotPasswordFormSchema,
  isLookupRefusal,
  lookupFailure,
  preRegisterFormSchema,
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

describe('the CPF lookup forms need the solved captcha', () => {
  it('pre-register: the document rule and the captcha, the CPF sent as digits', () => {
    expect(
      preRegisterFormSchema.parse({ foreigner: false, document: '529.982.247-25', captchaToken: ' pow ' }),
    ).toEqual({ foreigner: false, document: '52998224725', captchaToken: 'pow' })
    expect(
      preRegisterFormSchema.parse({ foreigner: true, document: ' AB12345 ', captchaToken: 'pow' }).document,
    ).toBe('AB12345')
    expect(
      messages(preRegisterFormSchema.safeParse({ foreigner: false, document: '111', captchaToken: ' ' })),
    ).toEqual([ptBR.validation.captchaRequired, ptBR.validation.cpf])
  })
  it('forgotten e-mail step 0: the CPF and the captcha', () => {
    expect(forgotEmailLookupFormSchema.parse({ cpf: '529.982.247-25', captchaToken: 'pow' })).toMatchObject({
      captchaToken: 'pow',
    })
    expect(
      messages(forgotEmailLookupFormSchema.safeParse({ cpf: '529.982.247-25', captchaToken: '' })),
    ).toEqual([ptBR.validation.captchaRequired])
  })
  it('pre-register agrees with the document form whenever a token is there', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.oneof(fc.string(), fc.constantFrom('529.982.247-25', '52998224725', 'AB12345', ' rne-1234 ')),
        fc.string().filter((token) => token.trim() !== ''),
        (foreigner, document, captchaToken) => {
          const plain = documentFormSchema.safeParse({ foreigner, document })
          const withCaptcha = preRegisterFormSchema.safeParse({ foreigner, document, captchaToken })
          expect(withCaptcha.success).toBe(plain.success)
          if (plain.success && withCaptcha.success) {
            expect(withCaptcha.data).toEqual({ ...plain.data, captchaToken: captchaToken.trim() })
          }
        },
      ),
    )
  })
})

describe('error mapping', () => {
  it('a refused lookup (captcha, rate limit, no answer) is told apart from a CPF not found', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_CODES, ...CLIENT_ERROR_CODES), fc.string(), (code, message) => {
        const refused = code === 'CAPTCHA_FAILED' || code === 'RATE_LIMITED' || code in ptBR.clientErrors
        expect(isLookupRefusal({ code, message })).toBe(refused)
        const text = lookupFailure({ code, message }, 'forgotEmail.cpfNotFound')
        expect(text).toBe(
          refused
            ? (CLIENT_ERROR_CODES as readonly string[]).includes(code)
              ? `clientErrors.${code}`
              : `errors.${code}`
            : 'forgotEmail.cpfNotFound',
        )
      }),
    )
    expect(isLookupRefusal(new Error('x'))).toBe(false)
    expect(accountMessageText(lookupFailure({ code: 'CAPTCHA_FAILED' }, 'somethingWentWrong'))).toBe(
      'Não foi possível confirmar que você não é um robô. Tente novamente.',
    )
  })

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

describe('the signed-in password change', () => {
  it("requires the current password ('Informe sua senha atual') besides the new one, twice", () => {
    const parsed = changePasswordWithCurrentFormSchema.safeParse({
      currentPassword: '',
      password: 'curta',
      passwordConfirmation: 'outra',
    })
    expect(parsed.success).toBe(false)
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      currentPassword: 'Informe sua senha atual',
      password: ptBR.validation.passwordMin,
      passwordConfirmation: ptBR.validation.passwordMismatch,
    })
    // Any current password is sent as typed: the platform compares it.
    expect(
      changePasswordWithCurrentFormSchema.safeParse({
        currentPassword: 'x',
        password: 'novasenha1',
        passwordConfirmation: 'novasenha1',
      }).success,
    ).toBe(true)
  })

  it('failures: a wrong current password has its text; rate limits and client failures keep theirs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_CODES), fc.string(), (code, message) => {
        const failure = changePasswordFailure({ code, message })
        const expected =
          code === 'WRONG_PASSWORD'
            ? 'changePassword.wrongCurrentPassword'
            : code === 'RATE_LIMITED'
              ? 'errors.RATE_LIMITED'
              : 'changePassword.failed'
        expect(failure).toBe(expected)
      }),
    )
    expect(accountMessageText(changePasswordFailure({ code: 'WRONG_PASSWORD' }))).toBe(
      'Senha atual incorreta',
    )
    expect(changePasswordFailure({ code: 'NETWORK' })).toBe('clientErrors.NETWORK')
    expect(changePasswordFailure(new Error('x'))).toBe('changePassword.failed')
  })
})
