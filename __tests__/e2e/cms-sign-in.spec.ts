import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { chromiumArgs, findChromium } from "../../scripts/chromium-path"
import { sitePort } from "../../scripts/test-ports"
import { cmsConfig } from "../../src/cms/config"
import { startIdentityStub } from "../support/identity-stub"
import { expect, test } from "./fixtures"

/**
 * Signing in to the CMS without GitHub, as on the live site: the built site (served as Netlify serves it) is opened
 * at an address that is not this computer's, so /admin answers with its deployed policy and Decap and Netlify
 * Identity's widget behave as they do online, and Netlify Identity and Git Gateway are a stub of their documented
 * endpoints on loopback (__tests__/support/identity-stub.ts), answering at the site's own /.netlify/ address. Each
 * of Netlify's e-mail links (to the site's root, with its token) is followed as a volunteer would: an invitation,
 * a password reset, a confirmation. The CMS must end signed in, showing the files Git Gateway serves, with no
 * Content-Security-Policy violation.
 */
const siteHost = "parish-site.test"
const siteOrigin = `http://${siteHost}:${sitePort}`
const projectRoot = path.resolve(__dirname, "../..")
const editor = { email: "verger@parish.example", fullName: "Pat Verger" }
const tokens = { invite: "invite-7Hq2", recovery: "recovery-9Xk4", confirmation: "confirmation-3Lm8" }
const newPassword = "bells ring at nine on sundays"

test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...chromiumArgs,
      // The site's name leads to the local preview; and it counts as a secure origin, as the live site's https does.
      `--host-resolver-rules=MAP ${siteHost} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${siteOrigin}`,
    ],
  },
})

/** The first collection the CMS opens on, and its files, which Git Gateway reads from this checkout. */
const firstCollection = cmsConfig({ repo: "", branch: "main" }).collections[0]!
const firstCollectionSlugs = fs
  .readdirSync(path.join(projectRoot, "data", firstCollection.name))
  .filter(name => /\.(md|json)$/.test(name))
  .map(name => name.replace(/\.(md|json)$/, ""))

const newIdentityStub = () => startIdentityStub({ user: editor, tokens, repositoryRoot: projectRoot, branch: "main" })
type IdentityStub = Awaited<ReturnType<typeof newIdentityStub>>

/**
 * Opens the site under its name in `page`, with /.netlify/ answered by `stub` and every other outside host blocked;
 * collects policy violations, page errors and /admin's policies.
 */
async function openSite(page: Page, stub: IdentityStub) {
  await page.route(
    url => url.hostname !== siteHost && url.hostname !== "127.0.0.1",
    route => route.abort("blockedbyclient"),
  )
  await page.route(
    url => url.hostname === siteHost,
    async route => {
      const url = new URL(route.request().url())
      if (!url.pathname.startsWith("/.netlify/")) return route.continue()
      await route.fulfill({ response: await route.fetch({ url: `${stub.url}${url.pathname}${url.search}` }) })
    },
  )
  const violations: string[] = []
  page.on("console", message => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const errors: Error[] = []
  page.on("pageerror", error => errors.push(error))
  const adminPolicies: string[] = []
  page.on("response", response => {
    if (new URL(response.url()).pathname === "/admin/")
      adminPolicies.push(response.headers()["content-security-policy"] ?? "")
  })
  return { violations, errors, adminPolicies }
}

/** Netlify Identity's widget: its dialog, in its own frame over the CMS. */
const widget = (page: Page) => page.frameLocator("#netlify-identity-widget")

/** Signed in: the CMS lists the first collection's entries, one per file Git Gateway serves. */
async function expectSignedIn(page: Page) {
  await expect(page.getByRole("link", { name: firstCollection.label, exact: true })).toBeVisible({ timeout: 30_000 })
  for (const slug of firstCollectionSlugs) {
    await expect(page.locator(`a[href$="/collections/${firstCollection.name}/entries/${slug}"]`)).toBeVisible()
  }
}

test.afterEach(async ({ pageErrors }) => {
  expect(pageErrors).toEqual([])
})

test("an Identity e-mail's link to the site's root lands on /admin with its token", async ({ page }) => {
  const visited: string[] = []
  page.on("framenavigated", frame => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  await page.goto("/#invite_token=x")
  await expect.poll(() => visited).toContain(`http://127.0.0.1:${sitePort}/admin/#invite_token=x`)
})

test("an invitation asks for a password, signs the volunteer in, and that password signs them in again", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const stub = await newIdentityStub()
  const { violations, adminPolicies } = await openSite(page, stub)
  await page.goto(`${siteOrigin}/#invite_token=${tokens.invite}`)
  await expect(page).toHaveURL(/\/admin\//)
  await widget(page).locator('input[type="password"]').fill(newPassword)
  await widget(page).locator('button[type="submit"]').click()
  await expectSignedIn(page)

  expect(stub.requests).toContainEqual(
    expect.objectContaining({
      method: "POST",
      path: "/.netlify/identity/verify",
      body: { token: tokens.invite, password: newPassword, type: "signup" },
    }),
  )
  expect(stub.password()).toBe(newPassword)
  // Git Gateway was asked with the signed-in editor's token, and only so.
  const gateway = stub.requests.filter(request => request.path.startsWith("/.netlify/git/"))
  expect(gateway.map(request => request.path)).toContain("/.netlify/git/settings")
  for (const request of gateway) expect(request.authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/)
  expect(adminPolicies.length).toBeGreaterThan(0)
  for (const policy of adminPolicies) expect(policy).not.toMatch(/localhost|127\.0\.0\.1/)
  expect(violations).toEqual([])

  // Another day, on another computer: the CMS's login, then the widget's, with the e-mail address and that password.
  const laterContext = await browser.newContext()
  const later = await laterContext.newPage()
  const laterVisit = await openSite(later, stub)
  await later.goto(`${siteOrigin}/admin/`)
  await later.getByRole("button", { name: /Login/ }).click()
  await widget(later).locator('input[name="email"]').fill(editor.email)
  await widget(later).locator('input[type="password"]').fill(newPassword)
  await widget(later).locator('button[type="submit"]').click()
  await expectSignedIn(later)
  expect(stub.requests).toContainEqual(
    expect.objectContaining({
      method: "POST",
      path: "/.netlify/identity/token",
      body: { grant_type: "password", username: editor.email, password: newPassword },
    }),
  )
  expect(laterVisit.violations).toEqual([])
  expect(laterVisit.errors).toEqual([])
  await laterContext.close()
  await stub.close()
})

test("a password-reset link asks for a new password and signs the volunteer in with it", async ({ page }) => {
  test.setTimeout(120_000)
  const stub = await newIdentityStub()
  const { violations } = await openSite(page, stub)
  await page.goto(`${siteOrigin}/#recovery_token=${tokens.recovery}`)
  await expect(page).toHaveURL(/\/admin\//)
  await widget(page).locator('input[type="password"]').fill(newPassword)
  await widget(page).locator('button[type="submit"]').click()
  await expectSignedIn(page)

  const identity = stub.requests.filter(request => request.path.startsWith("/.netlify/identity/"))
  const verify = identity.findIndex(request => request.path === "/.netlify/identity/verify")
  const newPasswordSent = identity.findIndex(
    request => request.method === "PUT" && request.path === "/.netlify/identity/user",
  )
  expect(identity[verify]?.body).toEqual({ token: tokens.recovery, type: "recovery" })
  // The new password goes with the session the reset link opened.
  expect(newPasswordSent).toBeGreaterThan(verify)
  expect(identity[newPasswordSent]?.body).toEqual({ password: newPassword })
  expect(identity[newPasswordSent]?.authorization).toMatch(/^Bearer /)
  expect(stub.password()).toBe(newPassword)
  expect(violations).toEqual([])
  await stub.close()
})

test("a confirmation link confirms the address and signs the volunteer in", async ({ page }) => {
  test.setTimeout(120_000)
  const stub = await newIdentityStub()
  const { violations } = await openSite(page, stub)
  await page.goto(`${siteOrigin}/#confirmation_token=${tokens.confirmation}`)
  await expectSignedIn(page)
  expect(stub.requests).toContainEqual(
    expect.objectContaining({
      method: "POST",
      path: "/.netlify/identity/verify",
      body: { token: tokens.confirmation, type: "signup" },
    }),
  )
  expect(violations).toEqual([])
  await stub.close()
})
