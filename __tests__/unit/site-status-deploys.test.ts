import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import cmsStatus from "../../netlify/functions/cms-status.mjs"
import deployNotification from "../../netlify/functions/deploy-notification.mjs"
import { SITE_STATUS_PATH } from "../../src/cms/admin-page"
import { siteStatusSchema } from "../../src/site-status/answer"
import { SECRET_VARIABLE } from "../../src/site-status/deploy-notification-handler"
import { deployBody, netlifySignature, notificationPost } from "../support/deploy-notifications"
import { startEditorIdentity } from "../support/identity-stub"
import { blobsServerForTests } from "../support/kept-messages"

/**
 * Netlify's deploy notifications reach /admin's site status: the deployed functions, with Netlify Blobs as Netlify
 * gives it to them (NETLIFY_BLOBS_CONTEXT, here Blobs' own server on loopback). A post signed with the site's secret
 * is recorded and shows in an editor's status; an unsigned one, one signed with another secret, or one whose
 * signature is for another body is refused with 401 and changes nothing.
 */
const secret = "the parish's webhook secret"
const hook = "https://parish.example/.netlify/functions/deploy-notification"
const blobs = blobsServerForTests()
let stub: Awaited<ReturnType<typeof startEditorIdentity>>
const savedEnv = { ...process.env }
let sites = 0

beforeAll(async () => {
  stub = await startEditorIdentity()
})
afterAll(() => stub.close())
beforeEach(() => {
  // A fresh site each time: a Blobs server's store of a name of its own is empty at first.
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ ...blobs.context(), siteID: `parish-site-${++sites}` }),
  ).toString("base64")
  process.env[SECRET_VARIABLE] = secret
  process.env.CONTACT_STORE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "status-messages-"))
  for (const method of ["info", "warn", "error"] as const)
    jest.spyOn(console, method).mockImplementation(() => undefined)
})
afterEach(() => {
  process.env = { ...savedEnv }
  jest.restoreAllMocks()
})

/** Netlify's post about one deploy, signed with `key` (unsigned if undefined). */
async function notify(fields: Parameters<typeof deployBody>[0], key: string | undefined = secret) {
  const body = deployBody(fields)
  const response = await deployNotification(
    notificationPost(hook, body, key === undefined ? undefined : netlifySignature(body, key)),
  )
  return { status: response.status, text: await response.text() }
}

/** The builds as a signed-in editor's status shows them. */
async function builds() {
  const response = await cmsStatus(
    new Request(`${stub.url}${SITE_STATUS_PATH}`, { headers: { Authorization: `Bearer ${stub.accessToken()}` } }),
  )
  expect(response.status).toBe(200)
  return siteStatusSchema.parse(await response.json()).builds
}

/** Times of builds Netlify tells of, before the real "now" the status function reads. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
const started = hoursAgo(2)
const finished = hoursAgo(1.9)
const yesterday = { created_at: hoursAgo(26), published_at: hoursAgo(25.9) }

it("records a build of the live site that failed, with Netlify's reason, and keeps the version still published", async () => {
  expect(await notify({ id: "d1", state: "ready", ...yesterday })).toEqual({ status: 200, text: "recorded\n" })
  expect((await notify({ id: "d2", state: "building", created_at: started })).status).toBe(200)
  expect((await builds()).lastAttempt).toEqual({ startedAt: started, outcome: "building" })
  const failure = "Failed during stage 'building site': Build script returned non-zero exit code: 2"
  expect((await notify({ id: "d2", state: "error", created_at: started, error_message: failure })).status).toBe(200)
  expect(await builds()).toEqual({
    recorded: true,
    lastAttempt: { startedAt: started, outcome: "failed", error: failure },
    lastPublished: yesterday.published_at,
    overdue: false,
  })
})

it("records a published build; one that is built but not published (a locked site) says so", async () => {
  await notify({ id: "d3", state: "ready", created_at: started, published_at: finished })
  expect(await builds()).toMatchObject({ lastAttempt: { outcome: "published" }, lastPublished: finished })
  await notify({ id: "d4", state: "ready", created_at: hoursAgo(1), published_at: null })
  expect(await builds()).toMatchObject({ lastAttempt: { outcome: "not-published" }, lastPublished: finished })
})

it("says builds are overdue when none has started for 36 hours: the nightly rebuild may have stopped", async () => {
  await notify({ id: "d8", state: "ready", created_at: hoursAgo(37), published_at: hoursAgo(36.9) })
  expect((await builds()).overdue).toBe(true)
  await notify({ id: "d9", state: "ready", created_at: hoursAgo(35), published_at: hoursAgo(34.9) })
  expect((await builds()).overdue).toBe(false)
})

it("leaves deploy previews and notifications that come late out of the live site's record", async () => {
  await notify({ id: "d5", state: "ready", created_at: started, published_at: finished })
  expect(await notify({ id: "p1", state: "error", created_at: finished, context: "deploy-preview" })).toEqual({
    status: 200,
    text: "not the live site\n",
  })
  // An older build's failure, and this build's start told after its end.
  for (const late of [
    { id: "d0", state: "error", created_at: hoursAgo(30) },
    { id: "d5", state: "building", created_at: started },
  ] as const) {
    expect(await notify(late)).toEqual({ status: 200, text: "older than what is recorded\n" })
  }
  expect((await builds()).lastAttempt).toEqual({ startedAt: started, outcome: "published" })
})

it("refuses an unsigned post, one signed with another secret, and one whose signature is for another body", async () => {
  const body = deployBody({ id: "d6", state: "error", created_at: started, error_message: "forged" })
  const otherBody = deployBody({ id: "d6", state: "ready", created_at: started, published_at: finished })
  const refusals = [
    notificationPost(hook, body),
    notificationPost(hook, body, netlifySignature(body, "someone else's secret")),
    notificationPost(hook, body, netlifySignature(otherBody, secret)),
    notificationPost(hook, body, netlifySignature(body, secret, { alg: "none" })),
    notificationPost(hook, body, netlifySignature(body, secret, { claims: { iss: "someone" } })),
    notificationPost(hook, body, "not.a-signature"),
  ]
  for (const post of refusals) {
    const response = await deployNotification(post)
    expect(response.status).toBe(401)
  }
  expect(await builds()).toEqual({ recorded: false, overdue: false })
})

it("refuses every post while the site has no secret set, and answers only POST", async () => {
  delete process.env[SECRET_VARIABLE]
  expect((await notify({ id: "d7", state: "error", created_at: started })).status).toBe(500)
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`${SECRET_VARIABLE} is not set`))
  process.env[SECRET_VARIABLE] = secret
  const response = await deployNotification(new Request(hook))
  expect(response.status).toBe(405)
  expect(await builds()).toEqual({ recorded: false, overdue: false })
})
