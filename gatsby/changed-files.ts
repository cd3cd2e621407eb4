import { execFileSync } from "node:child_process"

/**
 * The files of data/ typed since the site was last published, for the content check's rules (`RuleContext.changed`):
 * a date already past in one of them is a slip of the keyboard, where in a file nobody touched it is only time
 * passing. On Netlify, the files changed between the last deployed commit (`CACHED_COMMIT_REF`) and this one
 * (`COMMIT_REF`); on a computer (`npm start`, a local build, `npm run validate-content`), the files changed in the
 * working tree and not yet committed. With no git (a copy that is not a checkout) none: past dates then only warn.
 */
export function changedDataFiles(rootDir: string, env: NodeJS.ProcessEnv = process.env): Set<string> {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: rootDir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .split("\n")
      .filter(Boolean)
  const changed = new Set<string>()
  const add = (list: () => string[]) => {
    try {
      for (const file of list()) changed.add(file)
    } catch {
      // Not a checkout, or the last deploy's commit is not in this clone: nothing is known to have changed.
    }
  }
  const { CACHED_COMMIT_REF: published, COMMIT_REF: building } = env
  if (published && building && published !== building) {
    add(() => git("diff", "--name-only", "--no-renames", "--diff-filter=d", published, building, "--", "data/"))
  }
  add(() => git("diff", "--name-only", "--no-renames", "--diff-filter=d", "HEAD", "--", "data/"))
  add(() => git("ls-files", "--others", "--exclude-standard", "--", "data/"))
  return changed
}
