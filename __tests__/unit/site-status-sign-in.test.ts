import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import cmsStatus from "../../netlify/functions/cms-status.mjs"
import { SITE_STATUS_PATH } from "../../src/cms/admin-page"
import { siteStatusSchema } from "../../src/site-status/answer"
import { startEditorIdentity } from "../support/identity-stub"

/**
 * /admin/status answers only an editor signed in to the CMS: the deployed function, asked at the address of a
 * loopback stub of Netlify Identity (__tests__/support/identity-stub.ts, as the sign-in browser tests use), so it
 * checks each token with that Identity as it would with the site's own. A valid token gets the status; a forged
 * one, an expired one, a missing one or another kind of credential gets 401 and nothing of the status; Identity
 * out of reach gets 503, never the status.
 */
let stub: Awaited<ReturnType<typeof startEditorIdentity>>
const saved = process.env.CONTACT_STORE_DIR

beforeAll(async () => {
  stub = await startEditorIdentity()
  // The function keeps to a folder of its own off Netlify: an empty one here.
  process.env.CONTACT_STORE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "status-messages-"))
})
afterAll(async () => {
  await stub.close()
  if (saved === undefined) delete process.env.CONTACT_STORE_DIR
  else process.env.CONTACT_STORE_DIR = saved
})
beforeEach(() => {
  stub.requests.length = 0
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

/** The status asked for at the stub's address, with this Authorization header (none if undefined). */
async function ask(authorization?: string, { origin = stub.url, method = "GET" } = {}) {
  const response = await cmsStatus(
    new Request(`${origin}${SITE_STATUS_PATH}`, {
      method,
      headers: authorization === undefined ? {} : { Authorization: authorization },
    }),
  )
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}
const identityAsked = () => stub.requests.filter(request => request.path === "/.netlify/identity/user")

/** A token with its middle part (the claims) replaced: signed by nobody. */
function withClaims(token: string, change: Record<string, unknown>) {
  const [header, claims, signature] = token.split(".")
  const changed = { ...JSON.parse(Buffer.from(claims ?? "", "base64url").toString("utf8")), ...change }
  return [header, Buffer.from(JSON.stringify(changed)).toString("base64url"), signature].join(".")
}

it("gives a signed-in editor the status, after asking Identity about their token", async () => {
  const token = stub.accessToken()
  const answer = await ask(`Bearer ${token}`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get("cache-control")).toBe("no-store")
  expect(siteStatusSchema.safeParse(answer.body).success).toBe(true)
  expect(identityAsked().map(request => request.authorization)).toEqual([`Bearer ${token}`])
})

it("refuses a forged token: claims changed, or another signature", async () => {
  const token = stub.accessToken()
  const [header, claims] = token.split(".")
  for (const forged of [
    withClaims(token, { email: "someone@else.example", sub: "intruder" }),
    withClaims(token, { exp: Math.floor(Date.now() / 1000) + 30 * 86_400 }),
    `${header}.${claims}.${Buffer.from("not the key").toString("base64url")}`,
  ]) {
    const answer = await ask(`Bearer ${forged}`)
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: { error: expect.any(String) } })
    expect(answer.headers.get("www-authenticate")).toBe("Bearer")
  }
  // Each was put to Identity, which alone can tell a forgery.
  expect(identityAsked()).toHaveLength(3)
})

it("refuses an expired token without asking Identity", async () => {
  const answer = await ask(`Bearer ${stub.accessToken(-60)}`)
  expect(answer).toMatchObject({ status: 401, body: { error: expect.stringMatching(/expired/) } })
  expect(identityAsked()).toEqual([])
})

it("refuses a request with no token, or another kind of credential, without asking Identity", async () => {
  for (const authorization of [undefined, "", "Bearer", "Basic dmVyZ2VyOmJlbGxz", "Bearer not-a-jwt"]) {
    const answer = await ask(authorization)
    expect({ authorization, status: answer.status }).toEqual({ authorization, status: 401 })
    expect(Object.keys(answer.body as object)).toEqual(["error"])
  }
  expect(identityAsked()).toEqual([])
})

it("says 503 when Identity cannot be asked, and never gives the status", async () => {
  const token = stub.accessToken()
  const closed = await startEditorIdentity()
  await closed.close()
  const answer = await ask(`Bearer ${token}`, { origin: closed.url })
  expect(answer).toMatchObject({ status: 503, body: { error: expect.stringMatching(/Identity could not be asked/) } })
})

it("answers only GET", async () => {
  const answer = await ask(`Bearer ${stub.accessToken()}`, { method: "POST" })
  expect(answer.status).toBe(405)
  expect(answer.headers.get("allow")).toBe("GET")
})
