/** The source files (absolute paths) under `srcDir` whose module, with what it bundles, needs the browser. */
export function clientModules(srcDir: string): Set<string>
