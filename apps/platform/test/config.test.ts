import { DEV_CLIENT_TOKENS } from '@carreiras/api/server'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_PGLITE_DIR, loadConfig } from '../src/config.js'

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      pgliteDir: DEFAULT_PGLITE_DIR,
      clientTokens: [...DEV_CLIENT_TOKENS],
      webOrigins: ['http://localhost:3000'],
      nodeEnv: 'development',
      production: false,
      log: true,
    })
    expect(DEFAULT_PGLITE_DIR).toMatch(/apps\/platform\/\.data\/pglite$/)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4999',
      DATABASE_URL: 'postgres://u:p@localhost:5432/carreiras',
      PGLITE_DIR: 'memory://',
      CLIENT_TOKENS: ' a1 , b2 ',
      WEB_ORIGIN: 'http://localhost:3000,https://carreiras.example.com',
      NODE_ENV: 'production',
      LOG: 'off',
    })
    expect(config).toMatchObject({
      port: 4999,
      databaseUrl: 'postgres://u:p@localhost:5432/carreiras',
      pgliteDir: 'memory://',
      clientTokens: ['a1', 'b2'],
      webOrigins: ['http://localhost:3000', 'https://carreiras.example.com'],
      production: true,
      log: false,
    })
  })

  it('requires CLIENT_TOKENS in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CLIENT_TOKENS é obrigatório em produção/)
  })

  it('lists every bad variable in one clear error', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'staging',
        CLIENT_TOKENS: 'a,b,c,d',
        WEB_ORIGIN: 'not a url',
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'CLIENT_TOKENS', 'WEB_ORIGIN'])
        expect(message).toContain(name)
    }
  })
})

describe('GEOIP_LOOPBACK', () => {
  it('is unset by default: loopback has no place', () => {
    expect(loadConfig({}).geoipLoopback).toBeNull()
    expect(loadConfig({ GEOIP_LOOPBACK: '  ' }).geoipLoopback).toBeNull()
  })

  it('reads UF:Cidade (state case-insensitive, spaces trimmed)', () => {
    expect(loadConfig({ GEOIP_LOOPBACK: 'SP:São Paulo' }).geoipLoopback).toEqual({
      state: 'SP',
      city: 'São Paulo',
    })
    expect(loadConfig({ GEOIP_LOOPBACK: ' rj :  Rio  de Janeiro ' }).geoipLoopback).toEqual({
      state: 'RJ',
      city: 'Rio de Janeiro',
    })
  })

  it('rejects anything else with a clear message', () => {
    for (const value of ['São Paulo', 'XX:Cidade', 'SP:', ':São Paulo', 'SPA:São Paulo']) {
      expect(() => loadConfig({ GEOIP_LOOPBACK: value })).toThrow(ConfigError)
      expect(() => loadConfig({ GEOIP_LOOPBACK: value })).toThrow(
        'GEOIP_LOOPBACK: GEOIP_LOOPBACK deve ter o formato UF:Cidade (ex.: SP:São Paulo)',
      )
    }
  })
})
