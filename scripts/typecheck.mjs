#!/usr/bin/env node
// A workspace's `typecheck`: its tsconfig.json checked by TypeScript 7's native compiler
// (scripts/typescript.mjs), which CI's 15 minutes need. Extra arguments are passed on:
// `node ../../scripts/typecheck.mjs -p tsconfig.json`.
import { runTypeScript } from './typescript.mjs'

const args = process.argv.slice(2)
process.exit(runTypeScript('typecheck', args.length ? args : ['-p', 'tsconfig.json']))
