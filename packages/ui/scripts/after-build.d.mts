/** Copies the style sheets to dist/styles and marks the browser's entries "use client"; resolves to their count. */
export function afterBuild(): Promise<number>
