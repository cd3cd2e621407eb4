import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import ignore, { type Ignore } from "ignore"

const projectRoot = path.resolve(__dirname, "../..")

/** A folder's .gitignore rules, with the folder they are relative to (as git reads each .gitignore). */
interface IgnoreRules {
  folder: string
  rules: Ignore
}

/**
 * The files a push would send (tracked and new, not ignored), found by walking the tree and honouring every
 * .gitignore on the way as git does, so that it works without git too (a ZIP download of the site). Paths relative
 * to the root, with "/".
 */
export function filesOfSite(root: string = projectRoot): string[] {
  const walk = (folder: string, inherited: IgnoreRules[]): string[] => {
    const absolute = path.join(root, folder)
    const gitignore = path.join(absolute, ".gitignore")
    const rules = fs.existsSync(gitignore)
      ? [...inherited, { folder, rules: ignore().add(fs.readFileSync(gitignore, "utf8")) }]
      : inherited
    const ignored = (file: string, isFolder: boolean) =>
      rules.some(({ folder: base, rules }) => {
        const relative = path.posix.relative(base, file)
        return rules.ignores(isFolder ? `${relative}/` : relative)
      })
    return fs.readdirSync(absolute, { withFileTypes: true }).flatMap(entry => {
      // .git is a folder in a clone and a file in a worktree; git never sends either.
      if (entry.name === ".git") return []
      const file = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) return ignored(file, true) ? [] : walk(file, rules)
      return entry.isFile() && !ignored(file, false) ? [file] : []
    })
  }
  return walk("", [])
}

/**
 * A copy of the site in a new temporary folder, for tests that edit content or build: the files a push would send
 * (filesOfSite), with this checkout's installed packages (its local packages' too) linked in. With `data`, the copy's
 * data/ is that folder's content instead of the site's own (another parish's, say). Returns the folder.
 */
export function copyOfSite(prefix: string, { data }: { data?: string } = {}): string {
  const siteCopy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const file of filesOfSite().filter(file => data === undefined || !file.startsWith("data/"))) {
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
