/**
 * The moment the tests treat as "now" (see SITE_NOW in src/content/site-now.ts), so the suite gives the same answer
 * next year as today. Jest (jest.config.js), the browser tests (playwright.config.ts) and the build they test
 * (`npm run build:test`) all use it; an explicit SITE_NOW wins.
 *
 *   tsx scripts/test-now.ts <command...>    runs the command with SITE_NOW pinned
 */
import { spawnSync } from "node:child_process"
import { SITE_NOW_VARIABLE } from "../src/content/site-now"

export const TEST_NOW = "2026-11-22T12:00:00Z"

/** Sets SITE_NOW for this process and its children, unless it is already set. */
export function pinSiteNow(env: NodeJS.ProcessEnv = process.env): string {
  env[SITE_NOW_VARIABLE] ||= TEST_NOW
  return env[SITE_NOW_VARIABLE]
}

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2)
  if (!command) throw new Error("usage: tsx scripts/test-now.ts <command...>")
  pinSiteNow()
  const result = spawnSync(command, args, { stdio: "inherit", shell: false })
  process.exit(result.status ?? 1)
}
