#!/usr/bin/env node
// After `react-router build` (the `build` script): every script and style sheet under build/client/assets
// gets a brotli copy (quality 11, `.br`) and a gzip copy (level 9, `.gz`) beside it, written once here instead
// of compressed on every request. server.mjs serves them (express-static-gzip) to the browsers that accept
// them; the compression middleware's on-the-fly brotli runs at quality 4, which leaves about 14% of the
// public pages' JavaScript on the wire (measured on /, /vagas and /vagas/:id: 130–148 KiB at quality 4,
// 112–128 KiB at 11). A copy that would not be smaller is not written. Fonts (woff2) are compressed already.
// Usage: node scripts/precompress.mjs [directory] (default build/client/assets).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The files worth a compressed copy: the scripts and style sheets Vite writes (fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:m?js|css)$/i

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `directory` (and its folders),
 * replacing the copies of an earlier run. Returns what was written, for the build log.
 * @param {string} directory
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number }>}
 */
export async function precompress(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const totals = { files: files.length, bytes: 0, br: 0, gz: 0 }
  // zlib's asynchronous calls run on libuv's thread pool: every core compresses.
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
      totals.bytes += source.length
      for (const [extension, copy] of /** @type {const} */ ([
        ['br', br],
        ['gz', gz],
      ])) {
        const target = `${file}.${extension}`
        if (copy.length < source.length) {
          await writeFile(target, copy)
          totals[extension] += copy.length
        } else {
          await rm(target, { force: true })
          totals[extension] += source.length
        }
      }
    }),
  )
  return totals
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const directory = path.resolve(process.argv[2] ?? path.join(here, '..', 'build', 'client', 'assets'))
  const started = Date.now()
  const { files, bytes, br, gz } = await precompress(directory)
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`
  console.log(
    `precompressed ${files} files in ${path.relative(process.cwd(), directory) || '.'} (${kib(bytes)}): ` +
      `brotli ${kib(br)}, gzip ${kib(gz)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
