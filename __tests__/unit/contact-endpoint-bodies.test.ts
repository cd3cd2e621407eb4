import { Readable } from "node:stream"
import zlib from "node:zlib"
import { createContactHandler, type ContactRequest } from "../../src/contact/handler"
import {
  endpointFor,
  MIB,
  netlifyAdapterRequest,
  parseMail,
  RecordedResponse,
  scriptPost,
  site,
  siteTitle,
  smtpServerForTests,
  streamedPost,
  testStorage,
  validPayload,
} from "../support/contact-endpoint"

/**
 * How the endpoint reads a body: compressed ones inflated, a type or coding it does not read refused before a byte
 * is read (the streamed bodies below are made only as they are read, so an unread one costs nothing), a body cut
 * off or handed over twice answered once. Bodies of many megabytes are in __tests__/slow/contact-large-bodies.test.ts.
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

describe("a body the endpoint reads as it arrives", () => {
  it.each([
    ["gzip", zlib.gzipSync],
    ["deflate", zlib.deflateSync],
    ["br", zlib.brotliCompressSync],
  ])("a message compressed with %s is read like any other", async (coding, compress) => {
    const { send } = setup()
    const body = compress(Buffer.from(JSON.stringify({ ...validPayload, subject: `Compressed (${coding})` })))
    const response = await send(
      netlifyAdapterRequest(body, { "content-type": "text/plain", "content-encoding": coding }),
    )
    expect(response.statusCode).toBe(200)
    expect(parseMail(smtp.received[0]!.raw).headers.subject).toBe(`[${siteTitle} website] Compressed (${coding})`)
  })

  it("a coding the endpoint does not read → 415 unread; a body that is not what its coding says → 400", async () => {
    const { send } = setup()
    const zstd = streamedPost({ "content-type": "application/json", "content-encoding": "zstd" }, 1024)
    const unsupported = await send(zstd.request, zstd.onAnswer)
    expect(unsupported.statusCode).toBe(415)
    expect(unsupported.body).toEqual({ error: "Send the message uncompressed, or compressed with gzip, deflate or br" })
    expect(zstd.bytesReadWhenAnswered()).toBe(0)
    const broken = await send(
      netlifyAdapterRequest(JSON.stringify(validPayload), { "content-type": "text/plain", "content-encoding": "gzip" }),
    )
    expect(broken.statusCode).toBe(400)
    expect(broken.body).toEqual({ error: "The message is not valid gzip data" })
  })

  it.each<[string, string, string]>([
    [
      "multipart form data",
      "multipart/form-data; boundary=x",
      "Send the message as JSON or as an ordinary form post, not multipart",
    ],
    ...["application/octet-stream", "image/png", "application/xml", "text/html", ""].map(
      (type): [string, string, string] => [
        type || "no Content-Type",
        type,
        "Send the message as JSON or as an ordinary form post (application/x-www-form-urlencoded, application/json or text/plain)",
      ],
    ),
  ])("%s → 415, without reading the body", async (_, contentType, error) => {
    const { send } = setup()
    const post = streamedPost(contentType ? { "content-type": contentType } : {}, 8 * MIB)
    const response = await send(post.request, post.onAnswer)
    expect(response.statusCode).toBe(415)
    expect(response.body).toEqual({ error })
    expect(post.bytesReadWhenAnswered()).toBe(0)
  })

  it("a request handed over again once answered (as Gatsby's multipart parser can) gets nothing more", async () => {
    const handler = createContactHandler({ recipients: () => [], site, env: () => ({}), storage: () => testStorage() })
    const answered = new RecordedResponse()
    answered.status(415).json({ error: "the first answer" })
    const setHeader = jest.spyOn(answered, "setHeader")
    await handler(scriptPost(validPayload), answered)
    expect(setHeader).not.toHaveBeenCalled()
    expect([answered.statusCode, answered.body]).toEqual([415, { error: "the first answer" }])
    expect(smtp.received).toHaveLength(0)
  })

  it("a body cut off before its end → 400, and the endpoint does not wait for the rest", async () => {
    const { send } = setup()
    const cutOff = new Readable({ read() {} })
    Object.assign(cutOff, { method: "POST", headers: { "content-type": "text/plain", "content-length": "5000" } })
    cutOff.push(Buffer.from('{"recipient_name":'))
    setImmediate(() => cutOff.destroy())
    const response = await send(cutOff as Readable & ContactRequest)
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message was cut off before its end" })
  })
})
