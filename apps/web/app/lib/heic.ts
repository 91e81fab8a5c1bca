// Photos the browser cannot show (heic, from phones) become jpeg before the crop (doc 02 §5 "Avatar
// file": heic converted to jpeg). The converter is loaded only when a heic file is chosen.

/** A heic photo as a jpeg the browser can show; any other file as it is. */
export async function toJpegIfHeic(file: File): Promise<Blob> {
  const heic = /\.heic$/i.test(file.name) || file.type === 'image/heic'
  if (!heic) return file
  const { default: heic2any } = await import('heic2any')
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 })
  return Array.isArray(converted) ? converted[0]! : converted
}
