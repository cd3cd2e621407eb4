import zlib from "node:zlib"
import type { LoopbackPost } from "./loopback-post"

const MIB = 1024 * 1024

/**
 * Bodies far over every limit, and the answer each gets from the contact endpoint run as Netlify runs it: over
 * Netlify's 6 MB a 413 before the function runs; below that the function's 415 for a type it does not read and
 * 413 for more than its 256 KB, compressed or not.
 */
export const oversizedBodies: [string, LoopbackPost, number][] = [
  [
    "100 MiB of multipart, declared and never sent",
    {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(0),
      declaredLength: 100 * MIB,
    },
    413,
  ],
  [
    "10 MiB in chunks",
    { headers: { "content-type": "text/plain" }, body: Buffer.alloc(10 * MIB, "x"), chunked: true },
    413,
  ],
  [
    "5 MiB of multipart",
    { headers: { "content-type": "multipart/form-data; boundary=x" }, body: Buffer.alloc(5 * MIB, "x") },
    415,
  ],
  [
    "1 MiB of JSON in chunks",
    { headers: { "content-type": "application/json" }, body: Buffer.alloc(MIB, " "), chunked: true },
    413,
  ],
  [
    "10 KB of gzip that inflates to 100 MiB",
    {
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      body: zlib.gzipSync(Buffer.alloc(100 * MIB, " ")),
    },
    413,
  ],
]
