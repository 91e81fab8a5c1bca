// What the active brand adds to every page's <head>: core's brandHead (its fonts' faces and fallbacks, its
// tokens as CSS variables on <html>), shared with any other site built from the packages.
export { brandHead, fontStack, type BrandHead } from '@carreiras/core'
