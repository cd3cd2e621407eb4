/**
 * Makes sure the browser tests have a Chromium: CHROME_PATH, or Debian's
 * /usr/bin/chromium. Where none is installed and we are root with apt-get,
 * installs Debian's package; otherwise stops with a message saying how.
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import { findChromium } from "./chromium-path"

const found = findChromium()
if (found) {
  console.log(`Browser tests will use Chromium at ${found}`)
  process.exit(0)
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there. Fix or unset it.`)
  process.exit(1)
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0
const hasApt = fs.existsSync("/usr/bin/apt-get")
if (!isRoot || !hasApt) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y chromium",
      "or point CHROME_PATH at an existing Chromium or Chrome binary, then run npm test again.",
    ].join("\n"),
  )
  process.exit(1)
}
console.log("No Chromium found: installing Debian's chromium package (apt-get)...")
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
  stdio: "inherit",
  shell: "/bin/bash",
})
const installed = findChromium()
if (!installed) {
  console.error("apt-get finished but /usr/bin/chromium is still missing; install Chromium by hand.")
  process.exit(1)
}
console.log(`Installed Chromium at ${installed}`)
