import { sitePort } from "../../scripts/test-ports"
import { expect, test } from "./fixtures"
import {
  expectSignedIn,
  logIn,
  newIdentityStub,
  openSite,
  siteLaunchOptions,
  siteOrigin,
  tokens,
  editor,
  widget,
} from "./identity-site"

/**
 * Signing in to the CMS without GitHub, as on the live site: the built site (served as Netlify serves it) is opened
 * at an address that is not this computer's, with Netlify Identity and Git Gateway a stub on loopback
 * (./identity-site.ts). Each of Netlify's e-mail links (to the site's root, with its token) is followed as a
 * volunteer would: an invitation, a password reset, a confirmation. The CMS must end signed in, showing the files Git
 * Gateway serves, with no Content-Security-Policy violation.
 */
const newPassword = "bells ring at nine on sundays"

test.use(siteLaunchOptions)

test.afterEach(async ({ pageErrors }) => {
  expect(pageErrors).toEqual([])
})

test("an Identity e-mail's link to the site's root lands on /admin with its token", async ({ page }) => {
  const visited: string[] = []
  page.on("framenavigated", frame => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  // Only the address matters here, not the CMS's loading.
  await page.goto("/#invite_token=x", { waitUntil: "commit" })
  await expect.poll(() => visited, { timeout: 30_000 }).toContain(`http://127.0.0.1:${sitePort}/admin/#invite_token=x`)
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
  await logIn(later, newPassword)
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
