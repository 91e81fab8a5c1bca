import { rotatedBoundingSize } from '@carreiras/core'

/** A crop rectangle in the pixels of the rotated image's bounding box (react-easy-crop's `croppedAreaPixels`). */
type CropArea = { x: number; y: number; width: number; height: number }

/** Loads an image from a URL (data URL or object URL) for drawing on a canvas. */
function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.addEventListener('load', () => resolve(image))
    image.addEventListener('error', () => reject(new Error('image could not be loaded')))
    image.src = src
  })
}

/**
 * Draws the `area` of `image` rotated by `rotationDeg` onto a `size` x `size` canvas, in one pass: the
 * canvas transform maps the crop rectangle onto the output, then the image is drawn rotated around
 * the centre of its bounding box (the space react-easy-crop measures the crop in).
 */
function drawCroppedImage(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource & { naturalWidth: number; naturalHeight: number },
  area: CropArea,
  rotationDeg: number,
  size: number,
) {
  const { naturalWidth: width, naturalHeight: height } = image
  const box = rotatedBoundingSize(width, height, rotationDeg)
  context.imageSmoothingQuality = 'high'
  context.scale(size / area.width, size / area.height)
  context.translate(-area.x, -area.y)
  context.translate(box.width / 2, box.height / 2)
  context.rotate((rotationDeg * Math.PI) / 180)
  context.translate(-width / 2, -height / 2)
  context.drawImage(image, 0, 0)
}

/** The cropped, rotated image as a `size` x `size` PNG data URL (what uploadUserAvatar receives). */
async function cropImageToDataUrl(
  src: string,
  area: CropArea,
  rotationDeg: number,
  size: number,
): Promise<string> {
  const image = await loadImage(src)
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas 2d context unavailable')
  drawCroppedImage(context, image, area, rotationDeg, size)
  return canvas.toDataURL('image/png')
}

export { cropImageToDataUrl, drawCroppedImage, loadImage }
export type { CropArea }
