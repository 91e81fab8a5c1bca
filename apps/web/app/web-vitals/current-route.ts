// The route being shown, as the real-user reporter reads it (sampled.ts keeps it, reporter.ts reads it).
export interface CurrentRoute {
  pathname: string
  params: Readonly<Record<string, string | undefined>>
}
