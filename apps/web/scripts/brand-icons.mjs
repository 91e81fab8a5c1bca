#!/usr/bin/env node
// Renders each brand's PNG icons from its SVGs (docs/pwa.md, "A brand's icons"):
//   public/brands/<id>/icons/icon.svg           → icon-192.png, icon-512.png (and the favicon as it is)
//   public/brands/<id>/icons/icon-maskable.svg  → maskable-512.png, apple-touch-icon.png (180, opaque)
// A brand without icon-maskable.svg gets its maskable and Apple icons from icon.svg. The PNGs are kept in
// the repository beside their sources (a deployment serves them as static files); run it after changing a
// brand's SVG: `npm run icons -w @carreiras/web` (all brands) or `… -- <id>`.
// Renderer: @resvg/resvg-js (maintained, resvg in Rust; no browser, no system library).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { WEB_APP_ICON_FILES, WEB_APP_ICON_SIZES } from '@carreiras/core'

const brandsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/brands')

/** @param {string} svg @param {number} size */
function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } })
    .render()
    .asPng()
}

const only = process.argv[2]
for (const id of readdirSync(brandsDir)) {
  if (only && id !== only) continue
  const folder = path.join(brandsDir, id, 'icons')
  const source = path.join(folder, WEB_APP_ICON_FILES.svg)
  if (!existsSync(source)) {
    console.warn(`${id}: sem ${path.relative(process.cwd(), source)}; nenhum ícone gerado`)
    continue
  }
  const icon = readFileSync(source, 'utf8')
  const maskableSource = path.join(folder, 'icon-maskable.svg')
  const maskable = existsSync(maskableSource) ? readFileSync(maskableSource, 'utf8') : icon
  const outputs = [
    [WEB_APP_ICON_FILES.png192, icon, WEB_APP_ICON_SIZES.png192],
    [WEB_APP_ICON_FILES.png512, icon, WEB_APP_ICON_SIZES.png512],
    [WEB_APP_ICON_FILES.maskable512, maskable, WEB_APP_ICON_SIZES.maskable512],
    [WEB_APP_ICON_FILES.appleTouch, maskable, WEB_APP_ICON_SIZES.appleTouch],
  ]
  for (const [file, svg, size] of outputs) writeFileSync(path.join(folder, file), png(svg, size))
  console.log(`${id}: ${outputs.map(([file]) => file).join(', ')}`)
}
