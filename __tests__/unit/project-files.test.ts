import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { projectFiles } from "../../scripts/project-files"
import { projectRoot } from "../support/content-copy"

/**
 * Netlify's offline build stages the files a push would send: in a copy without .git (a ZIP download) too, what the
 * project's .gitignore leaves out (installed packages, build output, local settings) is left out, and nothing else.
 */

let copy: string
beforeEach(() => (copy = fs.mkdtempSync(path.join(os.tmpdir(), "parish-files-"))))
afterEach(() => fs.rmSync(copy, { recursive: true, force: true }))

const write = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
  fs.writeFileSync(path.join(copy, file), "")
}

it("in a folder that is no git checkout, lists the project's files and none that .gitignore ignores", () => {
  fs.copyFileSync(path.join(projectRoot, ".gitignore"), path.join(copy, ".gitignore"))
  const kept = [".env.example", ".gitignore", "data/events/fair.json", "package.json", "src/pages/index.tsx"]
  const ignored = [".cache/x.json", ".env", "cms-runtime/node_modules/a/index.js", "node_modules/a/index.js"]
  for (const file of [...kept, ...ignored, "public/index.html"]) if (file !== ".gitignore") write(file)
  expect(projectFiles(copy)).toEqual(kept)
})

it("in this checkout, lists what git would send: its tracked and new files, not the ignored", () => {
  if (!fs.existsSync(path.join(projectRoot, ".git"))) return
  const git = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter(file => file && fs.existsSync(path.join(projectRoot, file)))
    .sort()
  expect(projectFiles(projectRoot)).toEqual(git)
})

it("takes every file but those .gitignore names, a nested .gitignore's relative to its folder, and .git", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-files-"))
  const write = (file: string, text = "") => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write(".gitignore", "public/\n*.log\n!keep.log\n")
  write("src/page.ts")
  write("src/debug.log")
  write("src/keep.log")
  write("public/index.html")
  write("docs/public/guide.md")
  write("tools/.gitignore", "/out/\n")
  write("tools/out/drawing.png")
  write("tools/src/out/draw.ts")
  write(".git/HEAD")
  write("cms/.git", "gitdir: elsewhere")
  try {
    expect(projectFiles(root)).toEqual(
      [".gitignore", "src/keep.log", "src/page.ts", "tools/.gitignore", "tools/src/out/draw.ts"].sort(),
    )
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
