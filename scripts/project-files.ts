import fs from "node:fs"
import path from "node:path"
import ignore, { type Ignore } from "ignore"

/** A folder's .gitignore rules, with the folder they are relative to (as git reads each .gitignore). */
interface IgnoreRules {
  folder: string
  rules: Ignore
}

/**
 * The project's files as a push would send them (tracked and new, not ignored): every file under `root` that no
 * .gitignore on its way ignores, each .gitignore read relative to its own folder as git reads it. Found by walking the
 * folder rather than by asking git, so a copy without .git (a ZIP download, a copied folder) has the same list. A
 * folder that is ignored is not entered. Paths relative to `root`, with "/", sorted.
 */
export function projectFiles(root: string): string[] {
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
      // .git is a folder in a clone and a file in a worktree; a push never sends either.
      if (entry.name === ".git") return []
      const file = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) return ignored(file, true) ? [] : walk(file, rules)
      return entry.isFile() && !ignored(file, false) ? [file] : []
    })
  }
  return walk("", []).sort()
}
