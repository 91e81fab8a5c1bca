// Where the browser reaches the platform: the site's own origin, under this path (the same-origin proxy,
// routes/plataforma.ts and lib/platform-proxy.server.ts). A path, not a URL: the site works at whatever
// host name it was opened (localhost, 127.0.0.1, a LAN address, the public name). Shared by the server
// (configuration, the proxy) and the browser bundle.
export const PLATFORM_PROXY_PATH = '/plataforma'
