import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { changedDataFiles } from "../../gatsby/changed-files"

/**
 * Which files of data/ count as typed since the last deploy, for the dates the check refuses only there: on Netlify
 * those changed since the deployed commit, on a computer those not yet committed; in a copy without git, none.
 * Each test makes a repository of its own (the git program, not this checkout's history).
 */

let repo: string
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim()
const write = (file: string, text = "{}\n") => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), text)
}
const commit = (message: string) => {
  git("add", "-A")
  git("commit", "-q", "-m", message)
  return git("rev-parse", "HEAD")
}

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "changed-files-"))
  git("init", "-q")
})
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

it("on Netlify: the files of data/ changed since the deployed commit, not those before it or outside data/", () => {
  write("data/events/old.json")
  const deployed = commit("deployed")
  write("data/events/new.json")
  write("data/events/old.json", '{ "changed": true }\n')
  write("src/code.ts", "")
  const building = commit("this build")
  expect(changedDataFiles(repo, { CACHED_COMMIT_REF: deployed, COMMIT_REF: building })).toEqual(
    new Set(["data/events/new.json", "data/events/old.json"]),
  )
  // The nightly rebuild builds the deployed commit again: nothing has changed.
  expect(changedDataFiles(repo, { CACHED_COMMIT_REF: building, COMMIT_REF: building })).toEqual(new Set())
})

it("on a computer: the files edited or added and not yet committed", () => {
  write("data/events/kept.json")
  write("data/events/edited.json")
  commit("first")
  write("data/events/edited.json", '{ "changed": true }\n')
  write("data/events/added.json")
  expect(changedDataFiles(repo, {})).toEqual(new Set(["data/events/edited.json", "data/events/added.json"]))
})

it("in a copy that is not a git checkout, or whose deployed commit is unknown: none", () => {
  write("data/events/a.json")
  const only = commit("only")
  expect(changedDataFiles(repo, { CACHED_COMMIT_REF: "0".repeat(40), COMMIT_REF: only })).toEqual(new Set())
  fs.rmSync(path.join(repo, ".git"), { recursive: true, force: true })
  expect(changedDataFiles(repo, {})).toEqual(new Set())
})
