import { afterEach, describe, expect, it, vi } from 'vitest'
import { XhrUploadError, xhrFetch, xhrUpload } from './xhr-upload.js'

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr
  upload = new EventTarget()
  private events = new EventTarget()
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  responseText = ''
  withCredentials = false
  aborted = false
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: () => void) {
    this.events.addEventListener(type, listener)
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.events.dispatchEvent(new Event('abort'))
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }))
  }
  respond(status: number, text = '') {
    this.status = status
    this.responseText = text
    this.events.dispatchEvent(new Event('load'))
  }
  fail() {
    this.events.dispatchEvent(new Event('error'))
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('xhrUpload', () => {
  it('sends the body and reports progress, then resolves a 2xx answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const onProgress = vi.fn()
    const sent = xhrUpload({ url: '/upload', body: 'conteúdo', headers: { 'X-Test': '1' }, onProgress })
    const xhr = FakeXhr.last
    expect([xhr.method, xhr.url, xhr.body, xhr.headers]).toEqual([
      'POST',
      '/upload',
      'conteúdo',
      { 'X-Test': '1' },
    ])
    xhr.progress(25, 100)
    xhr.progress(50, 100)
    xhr.respond(201, '{"id":1}')
    await expect(sent).resolves.toEqual({ status: 201, body: '{"id":1}' })
    expect(onProgress.mock.calls).toEqual([[25], [50], [100]])
  })

  it('rejects an error status and a network failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const bad = xhrUpload({ url: '/upload', body: 'x' })
    FakeXhr.last.respond(500, 'falhou')
    await expect(bad).rejects.toMatchObject({ name: 'XhrUploadError', status: 500, body: 'falhou' })
    const offline = xhrUpload({ url: '/upload', body: 'x' })
    FakeXhr.last.fail()
    await expect(offline).rejects.toBeInstanceOf(XhrUploadError)
  })

  it('aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const controller = new AbortController()
    const sent = xhrUpload({ url: '/upload', body: 'x', signal: controller.signal })
    controller.abort()
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeXhr.last.aborted).toBe(true)
    await expect(xhrUpload({ url: '/upload', body: 'x', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})

describe('xhrFetch', () => {
  it('reports the body’s progress and answers as fetch does, an error status included', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const progress: number[] = []
    const fetchWithProgress = xhrFetch((percent) => progress.push(percent))
    const sent = fetchWithProgress('/graphql', {
      method: 'POST',
      body: 'query=x',
      headers: { 'X-Test': '1' },
    })
    FakeXhr.last.progress(3, 4)
    FakeXhr.last.respond(200, '{"ok":true}')
    const response = await sent
    expect(FakeXhr.last.method).toBe('POST')
    expect(FakeXhr.last.headers).toEqual({ 'x-test': '1' })
    expect(progress).toEqual([75, 100])
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('{"ok":true}')
    const refused = fetchWithProgress('/graphql', { method: 'POST', body: 'x' })
    FakeXhr.last.respond(413, 'grande demais')
    expect((await refused).status).toBe(413)
    const offline = fetchWithProgress('/graphql', { method: 'POST', body: 'x' })
    FakeXhr.last.fail()
    await expect(offline).rejects.toBeInstanceOf(XhrUploadError)
  })
})
