import { test as base, expect } from "@playwright/test"

/**
 * The shared browser-test fixture: there is no outside network here (and tests
 * must not depend on one), so every request to a host other than the test
 * server is blocked; and every uncaught page error is collected so a test can
 * assert there were none.
 */
const isLocal = (url: URL) => ["127.0.0.1", "localhost"].includes(url.hostname) || url.protocol === "data:"

export const test = base.extend<{ pageErrors: Error[] }>({
  context: async ({ context }, use) => {
    await context.route(
      url => !isLocal(url),
      route => route.abort("blockedbyclient"),
    )
    await use(context)
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = []
    page.on("pageerror", error => errors.push(error))
    await use(errors)
  },
})

export { expect }
