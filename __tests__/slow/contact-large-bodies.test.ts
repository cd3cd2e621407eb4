import zlib from "node:zlib"
import { MAX_BODY_BYTES } from "../../src/contact/request"
import {
  CHUNK,
  endpointFor,
  MIB,
  netlifyAdapterRequest,
  smtpServerForTests,
  streamedPost,
} from "../support/contact-endpoint"

/**
 * Bodies of many megabytes (declared, chunked, or a small gzip that inflates to 10 MiB) are refused with 413 while
 * being read, never held whole. Slow: each is made and streamed for real.
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

describe("a body far over the limit", () => {
  it("a body over the limit is refused without being held: declared, chunked, or compressed small", async () => {
    const { send } = setup()
    const declared = streamedPost({ "content-type": "application/json", "content-length": String(7 * MIB) }, 7 * MIB)
    expect((await send(declared.request, declared.onAnswer)).statusCode).toBe(413)
    expect(declared.bytesReadWhenAnswered()).toBe(0)

    // Chunked, no length given: the read stops once the limit is passed.
    const chunked = streamedPost({ "content-type": "text/plain" }, 10 * MIB)
    const chunkedAnswer = await send(chunked.request, chunked.onAnswer)
    expect(chunkedAnswer.statusCode).toBe(413)
    expect(chunkedAnswer.body).toEqual({ error: "The message is too large: at most 256 KB can be sent" })
    expect(chunked.bytesReadWhenAnswered()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK)

    // 10 KB of gzip that would inflate to 10 MiB: inflating stops at the limit.
    const bomb = zlib.gzipSync(Buffer.alloc(10 * MIB, " "))
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES)
    const bombAnswer = await send(
      netlifyAdapterRequest(bomb, { "content-type": "application/json", "content-encoding": "gzip" }),
    )
    expect(bombAnswer.statusCode).toBe(413)
    expect(smtp.received).toHaveLength(0)
  })
})
