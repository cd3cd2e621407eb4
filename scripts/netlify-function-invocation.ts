import http from "node:http"
import { Readable } from "node:stream"
import getRawBody from "raw-body"

/**
 * One request to a Gatsby Function, handled as Netlify handles it through Gatsby's adapter, for the local preview
 * (scripts/preview-server.ts) and the endpoint's fuzz test. Netlify reads the whole request body into the Lambda
 * event before the function runs, and refuses a body over its 6 MB limit without running it; gatsby-adapter-netlify
 * then hands the function a Readable made from those bytes with http.IncomingMessage's methods copied on, and its
 * own response methods.
 *
 * The cap matters beyond faithfulness: Gatsby's function wrapper parses every multipart body with multer, without
 * limits and before the function can refuse it (src/api/v1/submit-contact-form-message.ts). With the cap, no request
 * makes the preview hold more than 6 MB, as no request can on Netlify.
 */

/** Netlify's limit on a function's request body. */
export const NETLIFY_REQUEST_BODY_LIMIT = 6 * 1024 * 1024

export type GatsbyFunctionHandler = (request: unknown, response: unknown) => unknown

/**
 * The response methods a Gatsby Function uses, as Netlify's adapter provides them. Like the adapter's, they do
 * nothing once the answer has gone (Node's own would throw).
 */
export function gatsbyFunctionResponse(response: http.ServerResponse) {
  const api = {
    status(code: number) {
      if (!response.headersSent) response.statusCode = code
      return api
    },
    setHeader(name: string, value: string) {
      if (!response.headersSent) response.setHeader(name, value)
      return api
    },
    json(body: unknown) {
      if (response.headersSent) return api
      response.setHeader("Content-Type", "application/json")
      response.end(JSON.stringify(body))
      return api
    },
    send(body: unknown) {
      if (response.headersSent) return api
      if (body !== null && typeof body === "object" && !Buffer.isBuffer(body)) return api.json(body)
      response.end(typeof body === "number" ? String(body) : (body as string | Buffer | undefined))
      return api
    },
    redirect(status: number, url: string) {
      if (response.headersSent) return api
      response.writeHead(status, { Location: url })
      response.end()
      return api
    },
    get headersSent() {
      return response.headersSent
    },
  }
  return api
}

/** The request gatsby-adapter-netlify builds from a Lambda event: the body's bytes in a Readable that acts as a request. */
function adapterRequest(incoming: http.IncomingMessage, body: Buffer) {
  const url = new URL(incoming.url ?? "/", "http://localhost")
  const request = Object.assign(new Readable({ read() {} }), http.IncomingMessage.prototype, {
    url: url.pathname,
    originalUrl: url.pathname,
    method: incoming.method,
    headers: incoming.headers,
    rawHeaders: incoming.rawHeaders,
    query: Object.fromEntries(url.searchParams),
  })
  if (body.length > 0) request.push(body)
  request.push(null)
  return request
}

/** Netlify's answer to a body over its limit; the connection is closed rather than the rest of the body read. */
function refuseOverLimit(response: http.ServerResponse) {
  response.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" })
  response.end(`Request body over Netlify's ${NETLIFY_REQUEST_BODY_LIMIT / 1024 / 1024} MB limit for functions`)
}

export async function invokeAsNetlifyDoes(
  handler: GatsbyFunctionHandler,
  incoming: http.IncomingMessage,
  response: http.ServerResponse,
) {
  // Netlify sets the visitor's address itself, whatever the visitor sent.
  incoming.headers["x-nf-client-connection-ip"] = incoming.socket.remoteAddress ?? ""
  let body: Buffer
  try {
    body = await getRawBody(incoming, {
      limit: NETLIFY_REQUEST_BODY_LIMIT,
      length: incoming.headers["content-length"] ?? null,
    })
  } catch (error) {
    if ((error as { type?: string }).type === "entity.too.large") return refuseOverLimit(response)
    // The visitor went away, or sent fewer or more bytes than it declared: there is no one to answer.
    return void response.destroy()
  }
  try {
    await handler(adapterRequest(incoming, body), gatsbyFunctionResponse(response))
  } catch (error) {
    console.error(`Error executing ${incoming.url}`, error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  }
}
