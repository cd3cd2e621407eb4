import { createHash } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"

/**
 * Netlify Identity and Git Gateway as a site's /admin reaches them, on loopback for the browser tests: the
 * documented endpoints of Identity (GoTrue: /.netlify/identity/settings, verify, token, user, recover, logout) for
 * one invited editor, and of Git Gateway (/.netlify/git/settings, and GitHub's API under /.netlify/git/github)
 * reading the branch from a folder on disk. Every request is recorded, so a test can assert what the CMS sent.
 * Git Gateway answers only a request carrying an access token that Identity issued, as the real one does.
 */

export interface IdentityRequest {
  method: string
  /** path and query, e.g. "/.netlify/identity/verify" */
  path: string
  /** the JSON or form body, parsed */
  body: Record<string, string> | undefined
  authorization: string | undefined
}

export interface IdentityStubOptions {
  /** the invited editor */
  user: { email: string; fullName: string }
  /** the one token each e-mail link carries: an invitation, a password reset, a confirmation */
  tokens: { invite: string; recovery: string; confirmation: string }
  /** the folder whose files Git Gateway serves as the branch `branch` (read only) */
  repositoryRoot: string
  branch: string
  /** the editor's password, if they have already chosen one (else they choose it through an e-mail's link) */
  password?: string
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

export async function startIdentityStub(options: IdentityStubOptions) {
  const requests: IdentityRequest[] = []
  const issuedTokens = new Set<string>()
  let password = options.password
  let confirmed = options.password !== undefined
  let tokenCount = 0

  /**
   * GoTrue's answer to a sign-in: a JWT and a refresh token. The JWT's signature is the stub's own mark, not a real
   * one (the CMS only reads its claims); as GoTrue does, the stub answers only tokens it issued and that have not
   * expired, so a token with changed claims or another signature is refused.
   */
  function session(lifetimeSeconds = 3600) {
    tokenCount += 1
    const claims = {
      sub: "editor-1",
      email: options.user.email,
      exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
      app_metadata: { provider: "email", roles: [] },
      user_metadata: { full_name: options.user.fullName },
    }
    const accessToken = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.stub-signature-${tokenCount}`
    issuedTokens.add(accessToken)
    return { access_token: accessToken, token_type: "bearer", expires_in: 3600, refresh_token: `refresh-${tokenCount}` }
  }
  const userRecord = () => ({
    id: "editor-1",
    aud: "",
    role: "",
    email: options.user.email,
    confirmed_at: confirmed ? new Date().toISOString() : null,
    app_metadata: { provider: "email", roles: [] },
    user_metadata: { full_name: options.user.fullName },
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  })
  const signedIn = (request: IdentityRequest) => {
    const token = request.authorization?.replace(/^Bearer /, "") ?? ""
    if (!issuedTokens.has(token)) return false
    const { exp } = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp: number }
    return exp * 1000 > Date.now()
  }

  /** The branch's files as Git's objects: each file's blob by its Git id. */
  const blobs = new Map<string, string>()
  function treeOf(folder: string, recursive: boolean) {
    const directory = path.join(options.repositoryRoot, folder)
    if (!directory.startsWith(options.repositoryRoot) || !fs.existsSync(directory)) return undefined
    const entries = fs.readdirSync(directory, { recursive, withFileTypes: true })
    return entries.map(entry => {
      const file = path.join(entry.parentPath, entry.name)
      const relative = path.relative(directory, file)
      if (!entry.isFile()) return { path: relative, type: "tree", mode: "040000", sha: relative }
      const content = fs.readFileSync(file)
      const sha = createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex")
      blobs.set(sha, file)
      return { path: relative, type: "blob", mode: "100644", sha, size: content.length }
    })
  }

  function identity(request: IdentityRequest, route: string): [number, unknown] {
    const body = request.body ?? {}
    if (route === "settings") {
      return [200, { external: { email: true }, disable_signup: true, autoconfirm: false }]
    }
    if (route === "signup") return [403, { code: 403, msg: "Signups not allowed for this instance" }]
    if (route === "verify" && request.method === "POST") {
      const known =
        (body.type === "signup" && body.password && body.token === options.tokens.invite) ||
        (body.type === "signup" && !body.password && body.token === options.tokens.confirmation) ||
        (body.type === "recovery" && body.token === options.tokens.recovery)
      if (!known) return [404, { code: 404, msg: "User not found" }]
      if (body.password) password = body.password
      confirmed = true
      return [200, session()]
    }
    if (route === "token" && request.method === "POST") {
      if (body.grant_type === "refresh_token" && body.refresh_token) return [200, session()]
      if (
        body.grant_type === "password" &&
        body.username === options.user.email &&
        password &&
        body.password === password
      )
        return [200, session()]
      return [400, { error: "invalid_grant", error_description: "No user found with that email, or password invalid." }]
    }
    if (route === "user") {
      if (!signedIn(request)) return [401, { code: 401, msg: "Invalid token" }]
      if (request.method === "PUT" && body.password) password = body.password
      return [200, userRecord()]
    }
    if (route === "recover" && request.method === "POST") return [200, {}]
    if (route === "logout") return [204, undefined]
    return [404, { code: 404, msg: "Not found" }]
  }

  function gitGateway(request: IdentityRequest, route: string): [number, unknown] {
    if (!signedIn(request)) return [401, { msg: "Invalid token" }]
    if (route === "settings")
      return [200, { github_enabled: true, gitlab_enabled: false, bitbucket_enabled: false, roles: [] }]
    const api = route.replace(/^github\//, "")
    const url = new URL(api, "http://api/")
    if (url.pathname === `/branches/${options.branch}`) {
      return [
        200,
        {
          name: options.branch,
          commit: { sha: "0000000000000000000000000000000000000001" },
          _links: { self: `https://api.github.com/repos/parish/site/branches/${options.branch}` },
        },
      ]
    }
    const tree = /^\/git\/trees\/([^:]+):(.*)$/.exec(decodeURIComponent(url.pathname))
    if (tree && tree[1] === options.branch) {
      const entries = treeOf(tree[2] ?? "", url.searchParams.has("recursive"))
      return entries ? [200, { sha: tree[2], tree: entries, truncated: false }] : [404, { message: "Not Found" }]
    }
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(url.pathname)
    const file = blob && blobs.get(blob[1] ?? "")
    if (file) {
      const content = fs.readFileSync(file)
      return [200, { sha: blob[1], size: content.length, encoding: "base64", content: content.toString("base64") }]
    }
    // No drafts yet, and no history to show.
    if (url.pathname === "/pulls" || url.pathname === "/commits") return [200, []]
    return [404, { message: "Not Found" }]
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
    incoming.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      const form = /x-www-form-urlencoded/.test(incoming.headers["content-type"] ?? "")
      let body: Record<string, string> | undefined
      try {
        body = !text ? undefined : form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text)
      } catch {
        body = undefined
      }
      const request: IdentityRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        body,
        authorization: incoming.headers.authorization,
      }
      requests.push(request)
      const [, service, route = ""] = /^\/\.netlify\/(identity|git)\/(.*)$/.exec(request.path) ?? []
      const [status, answer] =
        service === "identity"
          ? identity(request, route.split("?")[0] ?? "")
          : service === "git"
            ? gitGateway(request, route)
            : [404, { message: "Not Found" }]
      response.writeHead(status, answer === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" })
      response.end(answer === undefined ? undefined : JSON.stringify(answer))
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** the password the editor has now, as Identity holds it */
    password: () => password,
    /** an access token for the editor, as a sign-in gives the browser, valid for `lifetimeSeconds` (past if < 0) */
    accessToken: (lifetimeSeconds?: number) => session(lifetimeSeconds).access_token,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

/** Identity with one invited editor who has signed in before, for tests that only need their tokens. */
export const startEditorIdentity = () =>
  startIdentityStub({
    user: { email: "verger@parish.example", fullName: "Pat Verger" },
    tokens: { invite: "invite-1", recovery: "recovery-1", confirmation: "confirmation-1" },
    repositoryRoot: path.resolve(__dirname, "../.."),
    branch: "main",
  })
