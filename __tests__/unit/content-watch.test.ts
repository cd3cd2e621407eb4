import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { watchContent } from "../../gatsby/content-watch"
import type { ContentReport } from "../../src/content/validate"

/**
 * gatsby/content-watch.ts under `npm start`: every save in data/ is checked again, and the page follows the last
 * report. A check can take seconds on a busy machine, so an editor's next save may come while the check of the
 * previous one is still running: the report that arrives last must be the one of the file as it now is.
 */

let folder: string
let stopWatching = () => {}

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-watch-"))
})
afterEach(() => {
  stopWatching()
  jest.useRealTimers()
  fs.rmSync(folder, { recursive: true, force: true })
})

/** Resolves once `ready()` is true, looking again after each turn of Node's event loop (timers may be Jest's). */
async function until(ready: () => boolean) {
  while (!ready()) await new Promise(resolve => setImmediate(resolve))
}

/** Saves `text` and lets the watcher's pause after a burst of changes run out, so that it checks the file. */
async function save(file: string, text: string) {
  fs.writeFileSync(file, text)
  await until(() => jest.getTimerCount() > 0)
  jest.runOnlyPendingTimers()
}

test("a save made while the previous one is still being checked is reported after it, so the page shows the latest", async () => {
  jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] })
  const file = path.join(folder, "event.json")
  const checked: string[] = []
  const reported: string[] = []
  let finishFirstCheck = () => {}
  const firstCheckHeld = new Promise<void>(resolve => (finishFirstCheck = resolve))
  // Each "report" is the file's text as the check read it; the first check is slow.
  const check = async () => {
    const text = fs.readFileSync(file, "utf8")
    checked.push(text)
    if (checked.length === 1) await firstCheckHeld
    return text as unknown as ContentReport
  }
  stopWatching = watchContent(report => void reported.push(report as unknown as string), { folders: [folder], check })

  await save(file, "first version")
  await until(() => checked.length === 1)
  // The second save's check is due while the first is still running.
  await save(file, "second version")
  finishFirstCheck()

  await until(() => reported.length === 2)
  expect(reported).toEqual(["first version", "second version"])
})

test("the next save is checked only once Gatsby has the nodes of the last one", async () => {
  jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] })
  const file = path.join(folder, "event.json")
  const checked: string[] = []
  let nodesMade = () => {}
  const firstNodesHeld = new Promise<void>(resolve => (nodesMade = resolve))
  const check = async () => {
    checked.push(fs.readFileSync(file, "utf8"))
    return {} as ContentReport
  }
  // The first report's nodes take a while to be made (Gatsby is busy); the second report's are made at once.
  stopWatching = watchContent(() => (checked.length === 1 ? firstNodesHeld : undefined), {
    folders: [folder],
    check,
  })

  await save(file, "first version")
  await until(() => checked.length === 1)
  await save(file, "second version")
  // Many turns of the event loop later, the second save is still waiting for the first one's nodes.
  for (let turn = 0; turn < 20; turn += 1) await new Promise(resolve => setImmediate(resolve))
  expect(checked).toEqual(["first version"])

  nodesMade()
  await until(() => checked.length === 2)
  expect(checked).toEqual(["first version", "second version"])
})

test("a check that fails is said in the terminal, and the next save is checked as usual", async () => {
  const file = path.join(folder, "event.json")
  const reported: string[] = []
  const written = jest.spyOn(process.stderr, "write").mockImplementation(() => true)
  let calls = 0
  const check = async () => {
    calls += 1
    if (calls === 1) throw new Error("the disk went away")
    return fs.readFileSync(file, "utf8") as unknown as ContentReport
  }
  stopWatching = watchContent(report => void reported.push(report as unknown as string), { folders: [folder], check })

  fs.writeFileSync(file, "first version")
  await until(() => written.mock.calls.length > 0)
  expect(String(written.mock.calls[0]![0])).toContain("the disk went away")
  fs.writeFileSync(file, "second version")
  await until(() => reported.length === 1)
  expect(reported).toEqual(["second version"])
  written.mockRestore()
})
