/** The platform's console: request lines (silenced by LOG=off) and errors (always written). */
export interface Logger {
  info(message: string): void
  error(message: string, error?: unknown): void
}

export function createLogger(enabled: boolean): Logger {
  return {
    info: (message) => {
      if (enabled) console.log(message)
    },
    error: (message, error) => {
      console.error(message, ...(error === undefined ? [] : [error]))
    },
  }
}
