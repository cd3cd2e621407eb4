/**
 * Serves the built site (public/) the way Netlify will: the same files, the
 * same 404 page, and the headers of netlify.toml. Used by the browser tests of
 * the security headers and by the benchmark. `gatsby serve` ignores netlify.toml.
 *   tsx scripts/serve-with-headers.ts [port] [--gzip]
 * --gzip compresses text responses as Netlify's CDN does (for the benchmark's byte counts).
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { headersFor, readHeaderRules } from "../src/build/netlify-headers"

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")
const rules = readHeaderRules(path.join(root, "netlify.toml"))
const port = Number(process.argv[2] ?? process.env.PORT ?? 9200)
const gzip = process.argv.includes("--gzip")
const compressible = /^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
}

/** The file Netlify would serve for a path: the file itself, or the folder's index.html. */
function fileFor(urlPath: string): string | undefined {
  const candidate = path.join(publicDir, decodeURIComponent(urlPath))
  if (!candidate.startsWith(publicDir)) return undefined
  for (const file of [candidate, path.join(candidate, "index.html"), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return undefined
}

http
  .createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname
    const file = fileFor(urlPath)
    const status = file ? 200 : 404
    const body = file ?? path.join(publicDir, "404.html")
    const contentType = contentTypes[path.extname(body)] ?? "application/octet-stream"
    const compress = gzip && compressible.test(contentType) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
    response.writeHead(status, {
      ...headersFor(rules, urlPath),
      "Content-Type": contentType,
      ...(compress ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
    })
    if (request.method === "HEAD") response.end()
    else if (compress) fs.createReadStream(body).pipe(zlib.createGzip()).pipe(response)
    else fs.createReadStream(body).pipe(response)
  })
  .listen(port, "127.0.0.1", () => console.log(`Serving public/ with netlify.toml headers at http://127.0.0.1:${port}`))
