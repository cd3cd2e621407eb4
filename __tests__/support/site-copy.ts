import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const projectRoot = path.resolve(__dirname, "../..")

/**
 * A copy of the site in a new temporary folder, for tests that edit content or build: the files a push would send
 * (tracked and new, not ignored), with this checkout's installed packages (its local packages' too) linked in. Returns the folder.
 */
export function copyOfSite(prefix: string): string {
  const siteCopy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter(file => file && fs.existsSync(path.join(projectRoot, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(siteCopy, file)), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, file), path.join(siteCopy, file))
  }
  // The root's packages, and those of each local package it depends on ("file:", e.g. cms-runtime's React 19).
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>
  }
  const localPackages = Object.values(dependencies).flatMap(spec => (spec.startsWith("file:") ? [spec.slice(5)] : []))
  for (const folder of [".", ...localPackages]) {
    fs.symlinkSync(path.join(projectRoot, folder, "node_modules"), path.join(siteCopy, folder, "node_modules"))
  }
  return siteCopy
}
