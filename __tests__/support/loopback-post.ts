import http from "node:http"

export interface LoopbackPost {
  headers: Record<string, string>
  body: Buffer
  /** sent in pieces without a Content-Length (chunked), as a stream would be */
  chunked?: boolean
  /** a Content-Length to declare instead of the body's own, e.g. far more than is ever sent */
  declaredLength?: number
}

/**
 * POSTs to a server on loopback and resolves with its answer, even when the server answers and closes the
 * connection before the whole body is sent (as it should for a body over a limit); a connection that fails before
 * any answer rejects.
 */
export function loopbackPost(
  url: string,
  { headers, body, chunked = false, declaredLength }: LoopbackPost,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const length = declaredLength ?? body.length
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: chunked ? headers : { ...headers, "content-length": String(length) },
    })
    let answered = false
    request.on("response", response => {
      answered = true
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      // The rest of a body the server did not want is not sent.
      if (declaredLength !== undefined) request.destroy()
    })
    request.on("error", error => {
      if (!answered) reject(error)
    })
    if (declaredLength !== undefined) return void request.write(body)
    if (!chunked) return void request.end(body)
    const third = Math.ceil(body.length / 3)
    for (let start = 0; start < body.length; start += third) request.write(body.subarray(start, start + third))
    request.end()
  })
}
