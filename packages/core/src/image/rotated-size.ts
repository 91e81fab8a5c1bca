// Crop geometry shared by the avatar crop modal: the canvas drawing lives in packages/ui, the maths here.

/** Width and height of the box that holds a `width` x `height` image rotated by `rotationDeg` degrees. */
export function rotatedBoundingSize(width: number, height: number, rotationDeg: number) {
  const radians = (rotationDeg * Math.PI) / 180
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  return { width: cos * width + sin * height, height: sin * width + cos * height }
}

/** The next rotation of a "rotate photo" button: quarter turns, always in [0, 360). */
export function nextQuarterTurn(rotationDeg: number): number {
  const quarter = Math.round(rotationDeg / 90) + 1
  return (((quarter % 4) + 4) % 4) * 90
}
