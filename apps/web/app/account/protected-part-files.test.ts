// The files a login-required page asks for with a stored session, for its protected parts
// (account-runtime-preloads.plugin.ts; docs/architecture.md, "Protected parts in their own chunk").
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_RUNTIME_MODULE,
  CHAT_LAUNCHER_MODULE,
  PROTECTED_PART_CHUNK,
  PROTECTED_PART_MODULES,
  ROOT_PART_MODULES,
  SAVED_JOBS_PARTS_MODULE,
  accountRuntimeFilesOf,
  protectedPartFilesOf,
} from '../../account-runtime-preloads.plugin'

const PART = 'app/application/application-page.tsx'
const ROUTE = 'app/routes/inscricao.tsx?__react-router-build-client-route'

/** A client build's manifest: the ficha's route, its shell, the part it imports and the part's own imports. */
const manifest = {
  [ROUTE]: { file: 'assets/inscricao-AAAAAAAA.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell-BBBBBBBB.js', imports: ['_framework.js'], dynamicImports: [PART] },
  '_framework.js': { file: 'assets/framework-CCCCCCCC.js' },
  [PART]: { file: 'assets/application-page-DDDDDDDD.js', imports: ['_framework.js', '_machines.js'] },
  '_machines.js': { file: 'assets/machines-EEEEEEEE.js', imports: ['_schemas.js'] },
  '_schemas.js': { file: 'assets/schemas-FFFFFFFF.js' },
  'app/routes/vagas.tsx?__react-router-build-client-route': {
    file: 'assets/vagas-GGGGGGGG.js',
    isEntry: true,
    imports: ['_framework.js'],
  },
}

describe('protectedPartFilesOf', () => {
  it('gives a route that reaches a part its chunk and every chunk it imports, each once', () => {
    expect(protectedPartFilesOf(manifest, '/', [PART])).toEqual({
      '/assets/inscricao-AAAAAAAA.js': [
        '/assets/application-page-DDDDDDDD.js',
        '/assets/framework-CCCCCCCC.js',
        '/assets/machines-EEEEEEEE.js',
        '/assets/schemas-FFFFFFFF.js',
      ],
    })
  })

  it('puts the site’s base before each address, and leaves out routes without a part', () => {
    const files = protectedPartFilesOf(manifest, '/carreiras/', [PART])
    expect(Object.keys(files)).toEqual(['/carreiras/assets/inscricao-AAAAAAAA.js'])
    expect(files['/carreiras/assets/inscricao-AAAAAAAA.js']?.[0]).toBe(
      '/carreiras/assets/application-page-DDDDDDDD.js',
    )
  })

  it('stops the build when a part is not a chunk of its own', () => {
    const merged = { ...manifest, [PART]: undefined } as unknown as typeof manifest
    expect(() => protectedPartFilesOf(merged, '/', [PART])).toThrow(
      /application-page\.tsx is not a chunk of its own/,
    )
    const renamed = { ...manifest, [PART]: { file: 'assets/shared-DDDDDDDD.js' } }
    expect(() => protectedPartFilesOf(renamed, '/', [PART])).toThrow(/not a chunk of its own/)
  })
})

const web = path.resolve(import.meta.dirname, '../..')

/** Every module a `protectedPart(() => import('…'))` of the web app's sources loads, as 'app/…'. */
function partsInTheSources(): string[] {
  const found: string[] = []
  for (const file of readdirSync(path.join(web, 'app'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
    const source = readFileSync(path.join(web, 'app', file), 'utf8')
    for (const match of source.matchAll(/protectedPart\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
      const target = path.join(path.dirname(path.join('app', file)), match[1] ?? '')
      found.push(`${target.split(path.sep).join('/')}.tsx`)
    }
  }
  return found.sort()
}

describe('the protected parts', () => {
  it('are the modules the sources load with protectedPart, each listed once', () => {
    expect(partsInTheSources()).toEqual([...new Set(PROTECTED_PART_MODULES)].sort())
  })

  it('each chunk is told by its module’s name and an eight-character hash, and nothing else is', () => {
    for (const module of PROTECTED_PART_MODULES) {
      const name = module.replace(/^.*\//, '').replace(/\.tsx$/, '')
      expect(PROTECTED_PART_CHUNK.test(`assets/${name}-Ab3_x-9Z.js`)).toBe(true)
    }
    expect(PROTECTED_PART_CHUNK.test('assets/application-page-part-Ab3_x-9Z.js')).toBe(false)
    expect(PROTECTED_PART_CHUNK.test('assets/my-profile-content-Ab3_x-9Z.js')).toBe(false)
    expect(PROTECTED_PART_CHUNK.test('assets/inscricao-Ab3_x-9Z.js')).toBe(false)
  })
})

describe('accountRuntimeFilesOf', () => {
  const withRuntime = {
    ...manifest,
    [ACCOUNT_RUNTIME_MODULE]: {
      file: 'assets/account-runtime.client-HHHHHHHH.js',
      imports: ['_machines.js', '_store.js'],
    },
    '_store.js': { file: 'assets/store-IIIIIIII.js' },
    [SAVED_JOBS_PARTS_MODULE]: { file: 'assets/parts-JJJJJJJJ.js', imports: ['_framework.js', '_store.js'] },
    [CHAT_LAUNCHER_MODULE]: { file: 'assets/chat-launcher-KKKKKKKK.js', imports: ['_framework.js'] },
  }

  it('gives the saved jobs’ parts first, then the runtime, each with its imports, each file once', () => {
    expect(accountRuntimeFilesOf(withRuntime, '/')).toEqual([
      '/assets/parts-JJJJJJJJ.js',
      '/assets/framework-CCCCCCCC.js',
      '/assets/store-IIIIIIII.js',
      '/assets/account-runtime.client-HHHHHHHH.js',
      '/assets/machines-EEEEEEEE.js',
      '/assets/schemas-FFFFFFFF.js',
    ])
    expect(accountRuntimeFilesOf(withRuntime, '/carreiras/', [CHAT_LAUNCHER_MODULE])).toEqual([
      '/carreiras/assets/chat-launcher-KKKKKKKK.js',
      '/carreiras/assets/framework-CCCCCCCC.js',
    ])
  })

  it('stops the build when a module is missing from the manifest', () => {
    expect(() => accountRuntimeFilesOf(manifest, '/')).toThrow(
      /saved-jobs\/parts\.tsx is not in the client build's manifest/,
    )
    expect(() => accountRuntimeFilesOf(withRuntime, '/', ['app/gone.tsx'])).toThrow(
      /app\/gone\.tsx is not in the client build's manifest/,
    )
  })
})

/** The modules that the root's and the header's parts (lazyPart outside the routes) load, as 'app/…'. */
function rootPartsInTheSources(): string[] {
  const found = new Set<string>()
  for (const file of readdirSync(path.join(web, 'app'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith(`routes${path.sep}`)) continue
    if (file === path.join('lib', 'lazy-part.tsx')) continue
    const source = readFileSync(path.join(web, 'app', file), 'utf8')
    if (!source.includes('lazyPart(')) continue
    for (const match of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const target = path.join(path.dirname(path.join('app', file)), match[1] ?? '')
      found.add(`${target.split(path.sep).join('/')}.tsx`)
    }
  }
  return [...found].sort()
}

describe('the root’s parts', () => {
  it('are the modules the root and the header load with lazyPart, each listed once', () => {
    expect(rootPartsInTheSources()).toEqual([...new Set(ROOT_PART_MODULES)].sort())
  })
})
