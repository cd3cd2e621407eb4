/**
 * The local production preview (`npm run serve`, the browser tests, the benchmark): the built site served the way
 * Netlify serves it.
 *
 * - public/ with netlify.toml's [[headers]], public/_headers (the build's Content-Security-Policy), the redirects in
 *   public/_redirects (data/redirects/, which the build writes there as Netlify's adapter does) and the site's 404
 *   page (`gatsby serve` ignores them all).
 * - The Gatsby Functions under /api/, each loaded once when the server starts and kept, as a Netlify function
 *   instance keeps its module: in-memory state such as the rate limit holds, and memory stays flat.
 *   `gatsby serve` instead reloads the bundle on every request (about 8 MB more memory each time) and runs
 *   Gatsby's own body parsers first, which answer a malformed multipart post with a 500.
 *   Here each request reaches the compiled function as on Netlify (./netlify-function-invocation.ts): a body over
 *   Netlify's 6 MB limit is refused before the function runs, and the function gets the request as Netlify's
 *   adapter makes it. Netlify's headers rules do not apply to function responses, and Netlify overwrites the
 *   visitor's address header.
 * - Netlify's own functions (netlify/functions/) that declare a `path` (e.g. /admin, the CMS page, and its status),
 *   called with a web Request for the address the browser asked for, with its headers, as Netlify calls
 *   them; their responses get no netlify.toml headers either.
 *
 *   tsx scripts/preview-server.ts [--port 9000] [--gzip]
 * --gzip compresses text responses as Netlify's CDN does (for the benchmark's byte counts).
 * Settings for the functions come from the environment, or from .env.production as under `gatsby serve`.
 */
import fs from "node:fs"
import http from "node:http"
import { createRequire } from "node:module"
import path from "node:path"
import zlib from "node:zlib"
import { HEADERS_FILE } from "../gatsby/content-security-policy"
import { readRedirectRules } from "../gatsby/local-redirects-adapter"
import { headersFor, parseHeadersFile, readHeaderRules } from "../gatsby/netlify-headers"
import { invokeAsNetlifyDoes, type GatsbyFunctionHandler } from "./netlify-function-invocation"

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")
const functionsDir = path.join(root, ".cache", "functions")

const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}
const port = Number(argument("--port") ?? process.env.PORT ?? 9000)
const gzip = process.argv.includes("--gzip")

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("There is no built site in public/: run `npm run build` first.")
  process.exit(1)
}
const envFile = path.join(root, ".env.production")
if (fs.existsSync(envFile)) process.loadEnvFile(envFile)

// As Netlify does: netlify.toml's rules, and public/_headers, where the build wrote the Content-Security-Policy.
const headersFile = path.join(publicDir, HEADERS_FILE)
const rules = [
  ...readHeaderRules(path.join(root, "netlify.toml")),
  ...(fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []),
]
const redirectsFile = path.join(publicDir, "_redirects")
const redirects = readRedirectRules(fs.existsSync(redirectsFile) ? fs.readFileSync(redirectsFile, "utf8") : "")
const compressible = /^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
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
  ".woff2": "font/woff2",
}

/** The file Netlify would serve for a path: the file itself, or the folder's index.html. */
function fileFor(urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const candidate = path.join(publicDir, decoded)
  if (!candidate.startsWith(publicDir)) return undefined
  for (const file of [candidate, path.join(candidate, "index.html"), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return undefined
}

function serveFile(request: http.IncomingMessage, response: http.ServerResponse, urlPath: string) {
  const file = fileFor(urlPath)
  // As on Netlify, a file at the address wins over a redirect of it (no redirect here is forced).
  const redirect = file
    ? undefined
    : redirects.find(rule => rule.from.replace(/\/$/, "") === urlPath.replace(/\/$/, ""))
  if (redirect) {
    response.writeHead(redirect.status, { ...headersFor(rules, urlPath), Location: redirect.to })
    response.end()
    return
  }
  const body = file ?? path.join(publicDir, "404.html")
  const contentType = contentTypes[path.extname(body)] ?? "application/octet-stream"
  const compress = gzip && compressible.test(contentType) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
  response.writeHead(file ? 200 : 404, {
    ...headersFor(rules, urlPath),
    "Content-Type": contentType,
    ...(compress ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
  })
  if (request.method === "HEAD") response.end()
  else if (compress) fs.createReadStream(body).pipe(zlib.createGzip()).pipe(response)
  else fs.createReadStream(body).pipe(response)
}

/** Every compiled Gatsby Function, by its route under /api/, required once. */
function loadFunctions(): Map<string, GatsbyFunctionHandler> {
  const manifestFile = path.join(functionsDir, "manifest.json")
  const functions = new Map<string, GatsbyFunctionHandler>()
  if (!fs.existsSync(manifestFile)) {
    console.warn("No Gatsby Functions found in .cache/functions (build first): /api/ answers 404.")
    return functions
  }
  const requireFunction = createRequire(manifestFile)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as {
    functionRoute: string
    relativeCompiledFilePath: string
  }[]
  for (const { functionRoute, relativeCompiledFilePath } of manifest) {
    const loaded = requireFunction(path.join(functionsDir, relativeCompiledFilePath)) as {
      default?: GatsbyFunctionHandler
    }
    functions.set(functionRoute, loaded.default ?? (loaded as unknown as GatsbyFunctionHandler))
  }
  return functions
}

const functions = loadFunctions()

type NetlifyFunction = (request: Request) => Promise<Response> | Response

/** netlify/functions/* that answer a path of their own (`config.path`), by path. */
async function loadPathFunctions(): Promise<Map<string, NetlifyFunction>> {
  const byPath = new Map<string, NetlifyFunction>()
  const folder = path.join(root, "netlify", "functions")
  for (const file of fs.readdirSync(folder).filter(name => /\.m?[jt]s$/.test(name))) {
    const loaded = (await import(path.join(folder, file))) as {
      default?: NetlifyFunction
      config?: { path?: string | string[] }
    }
    const paths = loaded.config?.path
    if (!loaded.default || !paths) continue
    for (const routePath of Array.isArray(paths) ? paths : [paths]) byPath.set(routePath, loaded.default)
  }
  return byPath
}
const pathFunctions = loadPathFunctions()

async function runPathFunction(handler: NetlifyFunction, request: http.IncomingMessage, response: http.ServerResponse) {
  try {
    // At the address the browser asked for, as Netlify gives it (/admin's policy depends on it).
    const address = new URL(request.url ?? "/", `http://${request.headers.host ?? `127.0.0.1:${port}`}`)
    // With its headers (an editor's token for /admin/status), as Netlify passes them; these functions read no body.
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one)
    }
    const answer = await handler(new Request(address, { method: request.method, headers }))
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    response.end(request.method === "HEAD" ? undefined : Buffer.from(await answer.arrayBuffer()))
  } catch (error) {
    console.error(`Error executing ${request.url}`, error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  }
}

http
  .createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname
    const handler = urlPath.startsWith("/api/") ? functions.get(urlPath.slice("/api/".length)) : undefined
    if (handler) void invokeAsNetlifyDoes(handler, request, response)
    else
      void pathFunctions.then(byPath => {
        const pathHandler = byPath.get(urlPath)
        if (pathHandler) void runPathFunction(pathHandler, request, response)
        else serveFile(request, response, urlPath)
      })
  })
  .listen(port, "127.0.0.1", () =>
    console.log(
      `Serving the built site as Netlify would (netlify.toml headers, ${functions.size} function(s) under /api/) ` +
        `at http://127.0.0.1:${port}`,
    ),
  )
