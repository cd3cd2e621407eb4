import fs from "node:fs"

/** Where the tests' Chromium lives: CHROME_PATH if set, else Debian's (or another usual) install. */
export const chromiumCandidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined
  return chromiumCandidates.find(candidate => fs.existsSync(candidate))
}

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
