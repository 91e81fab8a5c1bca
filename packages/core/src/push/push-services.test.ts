import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PUSH_SERVICES, isPushServiceEndpoint, pushServiceOfHost } from './push-services'

/** Endpoints as the browsers give them (shapes from real subscriptions; the tokens are made up). */
const BROWSERS = [
  'https://fcm.googleapis.com/fcm/send/dXNlcjpleGFtcGxl:APA91bHun4MxP5egoKMwt2KZFBaFUH',
  'https://fcm.googleapis.com/wp/evZRVIeBQGGaRfGK',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-exemplo',
  'https://web.push.apple.com/QGuQyavXutnMH3-exemplo',
  'https://wns2-db5p.notify.windows.com/w/?token=BQYAAADuof2gokJo%2f',
  'https://db3.notify.windows.com/?token=AgUAAADCQmTg7OMlCg',
]

describe('isPushServiceEndpoint', () => {
  it('accepts the endpoints of Chrome, Firefox, Safari and Edge', () => {
    for (const endpoint of BROWSERS) expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true)
    // URL parsing lowercases the host and drops the default port.
    expect(isPushServiceEndpoint('https://FCM.googleapis.com:443/fcm/send/x')).toBe(true)
  })

  it('refuses the names that point inside, and every other host', () => {
    for (const endpoint of [
      // The shapes a production platform accepted before (issue: push endpoints reach inside).
      'https://localhost./x',
      'https://foo.localhost./x',
      'https://metadata.google.internal./computeMetadata/v1/',
      'https://kubernetes.default.svc/api',
      'https://127.0.0.1.nip.io/x',
      'https://10.0.0.1.nip.io/x',
      'https://vm./x',
      'https://vm/x',
      // Addresses and the development listener.
      'http://127.0.0.1:9999/push',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data/',
      'http://localhost:4000/dev/push/endpoint/abc',
      // Look-alikes of the services.
      'https://fcm.googleapis.com./fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com/x',
      'https://a.b.notify.windows.com/w/',
      'https://notify.windows.com/w/',
      'https://push.apple.com/x',
      'https://x.web.push.apple.com/x',
      'https://updates.push.services.mozilla.com.attacker.test/wpush/v2/x',
      // Right host, wrong shape.
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'wss://fcm.googleapis.com/x',
      'não é url',
      '',
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false)
  })

  it('accepts one label under a service domain and nothing else (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/)
    fc.assert(
      fc.property(label, fc.webPath(), (node, path) => {
        expect(isPushServiceEndpoint(`https://${node}.notify.windows.com${path}`)).toBe(true)
        expect(isPushServiceEndpoint(`https://${node}.push.apple.com${path}`)).toBe(true)
        // A trailing dot, a deeper name or a suffix after the service's domain is another host.
        expect(isPushServiceEndpoint(`https://${node}.notify.windows.com.${path ? 'x' : 'y'}/`)).toBe(false)
        expect(isPushServiceEndpoint(`https://${node}.${node}.notify.windows.com/`)).toBe(false)
        expect(isPushServiceEndpoint(`https://fcm.googleapis.com.${node}/`)).toBe(false)
        expect(isPushServiceEndpoint(`http://${node}.notify.windows.com${path}`)).toBe(false)
      }),
    )
  })

  it('refuses any host that is not a service’s (property)', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        const url = `https://${host}/push`
        const expected = pushServiceOfHost(new URL(url).hostname) !== null
        expect(isPushServiceEndpoint(url)).toBe(expected)
        expect(isPushServiceEndpoint(`https://${host}./push`)).toBe(false)
      }),
    )
  })

  it('names each service once', () => {
    expect(new Set(PUSH_SERVICES.map((s) => s.host)).size).toBe(PUSH_SERVICES.length)
    expect(pushServiceOfHost('updates.push.services.mozilla.com')?.name).toMatch(/Firefox/)
    expect(pushServiceOfHost('wns2-par02p.notify.windows.com')?.name).toMatch(/Edge/)
  })
})
