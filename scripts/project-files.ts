import fs from "node:fs"
import path from "node:path"
import ignore from "ignore"

/**
 * The project's files as a push would send them: every file under `root` that the root .gitignore does not ignore
 * (paths relative to `root`, with "/"), found by walking the folder rather than by asking git, so a copy without
 * .git (a ZIP download, a copied folder) has the same list. A folder .gitignore ignores is not entered.
 */
export function projectFiles(root: string): string[] {
  const gitignorePath = path.join(root, ".gitignore")
  const ignored = ignore().add(fs.existsSync(gitignorePath) ? fs.readFileSync(gitignorePath, "utf8") : "")
  const walk = (folder: string): string[] =>
    fs
      .readdirSync(path.join(root, folder), { withFileTypes: true })
      // .git is git's own (a folder, or in a worktree a file pointing at one); a push never sends it.
      .filter(entry => entry.name !== ".git")
      .flatMap(entry => {
        const relative = folder ? `${folder}/${entry.name}` : entry.name
        if (entry.isDirectory()) return ignored.ignores(`${relative}/`) ? [] : walk(relative)
        return entry.isFile() && !ignored.ignores(relative) ? [relative] : []
      })
  return walk("").sort()
}
