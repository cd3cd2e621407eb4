import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { projectFiles } from "../../scripts/project-files"

const projectRoot = path.resolve(__dirname, "../..")

/**
 * A copy of the site in a new temporary folder, for tests that edit content or build: the files a push would send
 * (scripts/project-files.ts), with this checkout's installed packages (its local packages' too) linked in. With `data`, the copy's
 * data/ is that folder's content instead of the site's own (another parish's, say). Returns the folder.
 */
export function copyOfSite(prefix: string, { data }: { data?: string } = {}): string {
  const siteCopy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const file of projectFiles(projectRoot).filter(file => data === undefined || !file.startsWith("data/"))) {
    fs.mkdirSync(path.dirname(path.join(siteCopy, file)), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, file), path.join(siteCopy, file))
  }
  if (data !== undefined) fs.cpSync(data, path.join(siteCopy, "data"), { recursive: true })
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
