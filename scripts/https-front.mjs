// The HTTPS and HTTP/2 front `npm run lighthouse` puts before each site when LIGHTHOUSE_HTTP2=1
// (docs/performance.md, "Over HTTP/2, as production serves it"): production serves the site through a load
// balancer that ends TLS and speaks HTTP/2 to browsers (docs/operations.md), where the local servers speak
// HTTP/1.1, on which a browser opens six connections per origin and each request waits for one of them. The
// front is http2-proxy (the proxying, its hop-by-hop and forwarding headers) on Node's HTTP/2 server, with a
// certificate made for the run by openssl and trusted by the audited Chrome alone (--ignore-certificate-errors).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import proxy from 'http2-proxy'

/** A throwaway self-signed certificate for 127.0.0.1 and localhost, valid one day. */
function throwawayCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreiras-https-front-'))
  try {
    const keyPath = path.join(dir, 'key.pem')
    const certPath = path.join(dir, 'cert.pem')
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { encoding: 'utf8' },
    )
    if (made.error || made.status !== 0)
      throw new Error(
        `LIGHTHOUSE_HTTP2=1 needs openssl to make a certificate for the run: ${made.error?.message ?? made.stderr}`,
      )
    return { key: readFileSync(keyPath), cert: readFileSync(certPath) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Listens on 127.0.0.1:`port` with HTTPS (HTTP/2, and HTTP/1.1 for a client that asks for it) and passes every
 * request to the site at `upstream` (an http:// origin). Resolves to the server, to close.
 * @param {{ port: number, upstream: string }} options
 * @returns {Promise<import('node:http2').Http2SecureServer>}
 */
export function startHttpsFront({ port, upstream }) {
  const target = new URL(upstream)
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true })
  server.on('request', (req, res) => {
    proxy
      .web(req, res, {
        hostname: target.hostname,
        port: Number(target.port),
        // The site sees the visitor's scheme and host, as behind the production balancer.
        onReq: (_req, { headers }) => {
          headers['x-forwarded-proto'] = 'https'
        },
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
