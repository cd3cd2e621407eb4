import { defineConfig } from "@playwright/test"
import { chromiumArgs, findChromium } from "./scripts/chromium-path"
import { headersPort, sitePort as port } from "./scripts/test-ports"

/** Browser tests: Debian's Chromium against the built site, served by `gatsby serve`. */

export default defineConfig({
  testDir: "__tests__/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: [
    {
      // Serves public/ as built by `npm run build` (npm test builds first), with the site's Gatsby Functions.
      command: `gatsby serve --port ${port} --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The same files with netlify.toml's headers, as Netlify serves them (security-headers.spec.ts).
      command: `tsx scripts/serve-with-headers.ts ${headersPort}`,
      url: `http://127.0.0.1:${headersPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
})
