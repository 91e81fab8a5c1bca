// Photos the browser cannot show (heic, from phones) become jpeg before the crop.
// The converter is loaded only when a heic file is chosen. Its CSP build (libheif as WebAssembly in a blob:
// worker) needs only 'wasm-unsafe-eval', never 'unsafe-eval' (lib/security-headers.server.ts).

/** A heic photo as a jpeg the browser can show; any other file as it is. */
export async function toJpegIfHeic(file: File): Promise<Blob> {
  const heic = /\.heic$/i.test(file.name) || file.type === 'image/heic'
  if (!heic) return file
  const { heicTo } = await import('heic-to/csp')
  return heicTo({ blob: file, type: 'image/jpeg', quality: 0.9 })
}
