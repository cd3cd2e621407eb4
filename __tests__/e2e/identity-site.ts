import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { chromiumArgs, findChromium } from "../../scripts/chromium-path"
import { sitePort } from "../../scripts/test-ports"
import { cmsConfig } from "../../src/cms/config"
import { startIdentityStub, type IdentityStubOptions } from "../support/identity-stub"
import { expect } from "./fixtures"
import { collectPolicyViolations } from "./page-helpers"

/**
 * The built site as the live one, for the specs that sign an editor in to the CMS: opened at an address that is not
 * this computer's, so /admin answers with its deployed policy and Decap and Netlify Identity's widget behave as they
 * do online, with Netlify Identity and Git Gateway a stub of their documented endpoints on loopback
 * (__tests__/support/identity-stub.ts), answering at the site's own /.netlify/ address.
 */
export const siteHost = "parish-site.test"
export const siteOrigin = `http://${siteHost}:${sitePort}`
export const projectRoot = path.resolve(__dirname, "../..")
export const editor = { email: "verger@parish.example", fullName: "Pat Verger" }
export const tokens = { invite: "invite-7Hq2", recovery: "recovery-9Xk4", confirmation: "confirmation-3Lm8" }

/** For `test.use`: the site's name leads to the local preview, and counts as a secure origin, as https does. */
export const siteLaunchOptions = {
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${siteHost} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${siteOrigin}`,
    ],
  },
}

/** The first collection the CMS opens on, and its files, which Git Gateway reads from this checkout. */
export const firstCollection = cmsConfig({ repo: "", branch: "main" }).collections[0]!
const firstCollectionSlugs = fs
  .readdirSync(path.join(projectRoot, "data", firstCollection.name))
  .filter(name => /\.(md|json)$/.test(name))
  .map(name => name.replace(/\.(md|json)$/, ""))

export const newIdentityStub = (options: Pick<IdentityStubOptions, "password"> = {}) =>
  startIdentityStub({ user: editor, tokens, repositoryRoot: projectRoot, branch: "main", ...options })
export type IdentityStub = Awaited<ReturnType<typeof newIdentityStub>>

/**
 * Opens the site under its name in `page`, with /.netlify/ answered by `stub` and every other outside host blocked;
 * collects policy violations, page errors and /admin's policies.
 */
export async function openSite(page: Page, stub: IdentityStub) {
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
  const violations = await collectPolicyViolations(page)
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
export const widget = (page: Page) => page.frameLocator("#netlify-identity-widget")

/** The CMS's login, then the widget's, with the editor's e-mail address and `password`. */
export async function logIn(page: Page, password: string) {
  await page.getByRole("button", { name: /Login/ }).click()
  await widget(page).locator('input[name="email"]').fill(editor.email)
  await widget(page).locator('input[type="password"]').fill(password)
  await widget(page).locator('button[type="submit"]').click()
}

/** Signed in: the CMS lists the first collection's entries, one per file Git Gateway serves. */
export async function expectSignedIn(page: Page) {
  await expect(page.getByRole("link", { name: firstCollection.label, exact: true })).toBeVisible({ timeout: 30_000 })
  // Decap reads the files one by one through Git Gateway before it lists them: slow on a busy machine.
  const entries = page.locator(`a[href*="/collections/${firstCollection.name}/entries/"]`)
  await expect(entries).toHaveCount(firstCollectionSlugs.length, { timeout: 60_000 })
  for (const slug of firstCollectionSlugs) {
    await expect(page.locator(`a[href$="/collections/${firstCollection.name}/entries/${slug}"]`)).toBeVisible()
  }
}
