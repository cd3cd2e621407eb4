import { defineConfig } from "@playwright/test"
import { chromiumArgs, findChromium } from "./scripts/chromium-path"
import { sitePort as port } from "./scripts/test-ports"
import { pinSiteNow } from "./scripts/test-now"

// The tests work out what the site shows from the content and this "now": the build under test used the same
// (`npm run build:test`; see SITE_NOW in docs/testing.md).
pinSiteNow()

/** Browser tests: Debian's Chromium against the built site, served as Netlify serves it (scripts/preview-server.ts). */

export default defineConfig({
  testDir: "__tests__/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    // public/ as built by `npm run build` (npm test builds first), with netlify.toml's headers and the contact function.
    command: `tsx scripts/preview-server.ts --port ${port}`,
    // Every message the tests send comes from this computer's one address: more than a visitor's 5 in 10 minutes.
    env: { CONTACT_RATE_LIMIT: "50" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
})
