import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { projectFiles } from "../../scripts/project-files"

const projectRoot = path.resolve(__dirname, "../..")

/**
 * A copy of the site in a new temporary folder, for tests that edit content or build: the files a push would send
 * (scripts/project-files.ts), with this checkout's installed packages linked in. With `data`, the copy's
 * data/ is that folder's content instead of the site's own (another parish's, say). Returns the folder.
 */
export function copyOfSite(prefix: string, { data }: { data?: string } = {}): string {
  const siteCopy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const file of projectFiles(projectRoot).filter(file => data === undefined || !file.startsWith("data/"))) {
    fs.mkdirSync(path.dirname(path.join(siteCopy, file)), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, file), path.join(siteCopy, file))
  }
  if (data !== undefined) fs.cpSync(data, path.join(siteCopy, "data"), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(siteCopy, "node_modules"))
  return siteCopy
}

/** A production build of a copy of the site (`gatsby build` in `site`), at `now` (SITE_NOW): its status and log. */
export const buildCopy = (site: string, now: string) =>
  spawnSync("npx", ["gatsby", "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: now, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
  })
