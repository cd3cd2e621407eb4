import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { filesOfSite } from "../support/site-copy"

/**
 * The tests' copy of the site takes the files a push would send, read from the tree and its .gitignore files, so a
 * checkout without git (a ZIP download) runs the tests that build a copy.
 */

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
    expect(filesOfSite(root).sort()).toEqual(
      [".gitignore", "src/keep.log", "src/page.ts", "tools/.gitignore", "tools/src/out/draw.ts"].sort(),
    )
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
