import { execFile, execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { netlifyStage } from "../../scripts/netlify-stage"
import { SITE_STATUS_PATH } from "../../src/cms/admin-page"
import { siteStatusSchema } from "../../src/site-status/answer"
import { SECRET_VARIABLE } from "../../src/site-status/deploy-notification-handler"
import { deployBody, netlifySignature } from "../support/deploy-notifications"
import { startEditorIdentity } from "../support/identity-stub"
import { blobsServerForTests } from "../support/kept-messages"

/**
 * /admin's site status and the deploy notifications' webhook as Netlify zipped them (`npm run test:netlify` builds
 * them offline first): each bundle unzipped and run in a process of its own, with only the settings Netlify would give
 * it, against the Identity stub and Netlify Blobs' own server on loopback. The status bundle carries the content
 * check's warnings it was built with.
 */
const run = promisify(execFile)
const blobs = blobsServerForTests()
const secret = "the parish's webhook secret"
let identity: Awaited<ReturnType<typeof startEditorIdentity>>
const unzipped: string[] = []

/** The function `name` as Netlify zipped it, unzipped into a folder of its own: its entry module. */
function unzip(name: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  execFileSync("unzip", ["-q", path.join(netlifyStage.functionsDir, `${name}.zip`), "-d", folder])
  unzipped.push(folder)
  // At the zip's top, or at its path in the site when the zip carries node_modules beside it.
  const entry = [`${name}.mjs`, `netlify/functions/${name}.mjs`]
    .map(file => path.join(folder, file))
    .find(fs.existsSync)
  if (!entry) throw new Error(`${name}.zip has no ${name}.mjs`)
  return entry
}
const statusFunction = unzip("cms-status")
const webhookFunction = unzip("deploy-notification")

beforeAll(async () => {
  identity = await startEditorIdentity()
})
afterAll(async () => {
  await identity.close()
  for (const folder of unzipped) fs.rmSync(folder, { recursive: true, force: true })
})

/** Calls the bundled function at `entry` with a request made of `url` and `init`, in a process of its own. */
async function callBundle(
  entry: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
) {
  const script = `const { default: handler } = await import(${JSON.stringify(entry)})
    const response = await handler(new Request(${JSON.stringify(url)}, ${JSON.stringify(init)}))
    console.log(JSON.stringify({ status: response.status, body: await response.text() }))`
  const context = Buffer.from(JSON.stringify({ ...blobs.context(), siteID: "bundled-site" })).toString("base64")
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
    env: {
      PATH: process.env.PATH,
      NETLIFY_BLOBS_CONTEXT: context,
      [SECRET_VARIABLE]: secret,
      CONTACT_STORE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bundled-messages-")),
    },
  })
  return JSON.parse(stdout.trim().split("\n").pop() ?? "") as { status: number; body: string }
}

it("the status answers an editor's token with the status and the build's content warnings, and no token with 401", async () => {
  const origin = identity.url
  expect((await callBundle(statusFunction, `${origin}${SITE_STATUS_PATH}`, {})).status).toBe(401)
  const answer = await callBundle(statusFunction, `${origin}${SITE_STATUS_PATH}`, {
    headers: { Authorization: `Bearer ${identity.accessToken()}` },
  })
  expect(answer.status).toBe(200)
  const status = siteStatusSchema.parse(JSON.parse(answer.body))
  const built = JSON.parse(
    fs.readFileSync(path.join(netlifyStage.dir, "src/generated/site-status-content.json"), "utf8"),
  )
  expect(status.content).toEqual(built)
})

it("the webhook records a signed notification and refuses an unsigned one", async () => {
  const hook = "https://parish.example/.netlify/functions/deploy-notification"
  const body = deployBody({ id: "d1", state: "building", created_at: new Date().toISOString() })
  const unsigned = await callBundle(webhookFunction, hook, { method: "POST", body })
  expect(unsigned.status).toBe(401)
  const signed = await callBundle(webhookFunction, hook, {
    method: "POST",
    headers: { "X-Webhook-Signature": netlifySignature(body, secret) },
    body,
  })
  expect(signed).toEqual({ status: 200, body: "recorded\n" })
})
