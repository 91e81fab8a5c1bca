import { describe, expect, it } from 'vitest'
import { drawCroppedImage } from './crop-image'

/** Records the canvas calls and applies them to a point, to check where the crop lands. */
function recordingContext() {
  const calls: string[] = []
  // Affine matrix [a b c d e f] as in DOMMatrix.
  let m = [1, 0, 0, 1, 0, 0]
  const multiply = (n: number[]) => {
    const [a, b, c, d, e, f] = m as [number, number, number, number, number, number]
    const [A, B, C, D, E, F] = n as [number, number, number, number, number, number]
    m = [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f]
  }
  const context = {
    imageSmoothingQuality: 'low',
    scale: (x: number, y: number) => (calls.push(`scale ${x} ${y}`), multiply([x, 0, 0, y, 0, 0])),
    translate: (x: number, y: number) => (calls.push(`translate ${x} ${y}`), multiply([1, 0, 0, 1, x, y])),
    rotate: (r: number) => (
      calls.push(`rotate ${r.toFixed(4)}`),
      multiply([Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0])
    ),
    drawImage: () => calls.push('drawImage'),
  }
  const project = (x: number, y: number) => {
    const [a, b, c, d, e, f] = m as [number, number, number, number, number, number]
    return { x: a * x + c * y + e, y: b * x + d * y + f }
  }
  return { context: context as unknown as CanvasRenderingContext2D, calls, project }
}

const image = { naturalWidth: 800, naturalHeight: 600 } as unknown as HTMLImageElement

describe('drawCroppedImage', () => {
  it('maps the crop rectangle onto the whole output square without rotation', () => {
    const { context, calls, project } = recordingContext()
    drawCroppedImage(context, image, { x: 100, y: 50, width: 400, height: 400 }, 0, 200)
    expect(calls.at(-1)).toBe('drawImage')
    const topLeft = project(100, 50)
    const bottomRight = project(500, 450)
    expect(topLeft.x).toBeCloseTo(0)
    expect(topLeft.y).toBeCloseTo(0)
    expect(bottomRight.x).toBeCloseTo(200)
    expect(bottomRight.y).toBeCloseTo(200)
    expect(context.imageSmoothingQuality).toBe('high')
  })

  it('rotates around the bounding box centre at 90 degrees', () => {
    const { context, project } = recordingContext()
    // Rotated 90°, the 800 x 600 image fills a 600 x 800 box; crop its top 600 x 600.
    drawCroppedImage(context, image, { x: 0, y: 0, width: 600, height: 600 }, 90, 200)
    // The image's top-left corner lands at the box's top-right after a clockwise quarter turn.
    const corner = project(0, 0)
    expect(corner.x).toBeCloseTo(200)
    expect(corner.y).toBeCloseTo(0)
    // Its bottom-left corner lands at the box's top-left.
    const bottomLeft = project(0, 600)
    expect(bottomLeft.x).toBeCloseTo(0)
    expect(bottomLeft.y).toBeCloseTo(0)
  })
})
