// The platform's layers (docs/architecture.md, "The platform's layers"): no import circle among the sources,
// and nothing below the transports imports them. Every import of src/ is read with TypeScript's own scanner
// (type-only imports and re-exports count: a circle of types is still a circle between files).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

/** The transports and the composition roots: the only files that may import src/graphql/ or src/rest/. */
const TRANSPORT = [/^graphql\//, /^rest\//, /^app\.ts$/, /^server\.ts$/, /^opportunities\/graphql\.ts$/]
/** What the layers below may never import. */
const UPPER = [/^graphql\//, /^rest\//, /^app\.ts$/, /^server\.ts$/]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Each source file (relative to src/) → the source files it imports. */
function importGraph(): Map<string, string[]> {
  const files = sources(SRC)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => {
        const path = resolve(dirname(file), name)
        const base = path.replace(/\.js$/, '')
        return [`${base}.ts`, `${base}.tsx`, join(path, 'index.ts')].find((candidate) => known.has(candidate))
      })
      .filter((path): path is string => path !== undefined)
    graph.set(
      relative(SRC, file),
      [...new Set(targets)].map((path) => relative(SRC, path)),
    )
  }
  return graph
}

/** The circles of the graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe("the platform's layers (docs/architecture.md)", () => {
  const graph = importGraph()

  it('reads the whole source tree', () => {
    // The services and the layers named in docs/architecture.md are all in the graph.
    for (const file of [
      'accounts/service.ts',
      'applications/service.ts',
      'errors.ts',
      'request-context.ts',
      'graphql/yoga.ts',
    ])
      expect(graph.has(file), file).toBe(true)
    expect(graph.get('graphql/resolvers/accounts.ts')).toContain('accounts/service.ts')
  })

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([])
  })

  it('finds a circle when there is one', () => {
    const graphWithCircle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(circles(graphWithCircle)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })

  it('has no import from below the transports up to them (graphql/, rest/, app.ts, server.ts)', () => {
    const upward = [...graph]
      .filter(([file]) => !TRANSPORT.some((pattern) => pattern.test(file)))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => UPPER.some((pattern) => pattern.test(target)))
          .map((t) => `${file} → ${t}`),
      )
    expect(upward).toEqual([])
  })
})
