// The brand, from configuration alone: app/brand/brand.json, validated by @carreiras/core's brand schema when
// the server starts (a broken file stops it with a message naming each bad field), and turned into the CSS
// variables and font faces of every page's <head> by core's brandHead.
import { brandHead, parseBrand } from '@carreiras/core'
import config from './brand/brand.json'

export const brand = parseBrand(config, 'horizonte')
export const head = brandHead(brand)
