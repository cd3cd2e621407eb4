import { spawn } from "node:child_process"
import fs from "node:fs"
import type { AddressInfo } from "node:net"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import {
  addressBook,
  endpoint,
  freshStoreName,
  keptMessageServers,
  keptWhileDown,
  retryRun,
  minutes,
  root,
  sendMany,
  silentLog,
  site,
  start,
} from "../support/kept-messages"
import { hungMailServer } from "../support/slow-mail-servers"
import { blobMessageStore, folderStore } from "../../src/contact/message-store"
import { RUN_BUDGET_MS } from "../../src/contact/pending"

/**
 * No message is ever lost, at scale and through a crash: hundreds of messages kept while the mail server is down or
 * flaky and delivered by the retry run, a process killed between keeping a message and delivering it, and the retry
 * run's time budget against mail servers that hang, with the real timeouts. Slow (a minute or more):
 * `npm run test:slow`.
 */

const { smtp, blobs, eachStore } = keptMessageServers()

eachStore("", makeStore => {
  it("with the mail server down, 200 messages are accepted and kept; one retry run delivers every one", async () => {
    const { storage, messages } = makeStore()
    smtp.setMode("down")
    const send = endpoint(storage, smtp.url)
    expect(new Set(await sendMany(send, 200))).toEqual(new Set([202]))
    expect((await messages.waiting()).count).toBe(200)
    expect(smtp.delivered()).toHaveLength(0)

    smtp.setMode("up")
    // One whole run, however long 200 messages take here: the run's time budget has tests of its own.
    const report = await retryRun(messages, smtp.url, { at: start + minutes(15), budgetMs: Infinity })
    expect(report).toMatchObject({ delivered: 200, waiting: 0 })
    expect(smtp.deliveredSubjects().size).toBe(200)
    expect((await messages.waiting()).count).toBe(0)
  }, 180_000)

  it("with a server that fails every other send, 1,000 messages end up delivered, none missing", async () => {
    const { storage, messages } = makeStore()
    smtp.setMode("every-other-fails")
    let now = start
    const send = endpoint(storage, smtp.url, () => new Date(now))
    expect(new Set(await sendMany(send, 1000))).toEqual(new Set([200, 202]))
    for (let run = 0; run < 20 && (await messages.waiting()).count > 0; run++) {
      now += minutes(15) * 2 ** run
      await retryRun(messages, smtp.url, { at: now, budgetMs: Infinity })
    }
    expect((await messages.waiting()).count).toBe(0)
    const expected = Array.from({ length: 1000 }, (_, index) => `[${site.title} website] Message ${index}`)
    expect([...smtp.deliveredSubjects()].sort()).toEqual(expected.sort())
    // Each message went out with one Message-ID, the same whichever attempt carried it.
    const idsBySubject = new Map<string, Set<string>>()
    for (const { subject, messageId } of smtp.delivered())
      idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(messageId))
    expect([...idsBySubject.values()].every(ids => ids.size === 1)).toBe(true)
    expect(new Set(smtp.delivered().map(mail => mail.messageId)).size).toBe(1000)
  }, 300_000)
})

describe("killing the process between keeping and delivering loses nothing", () => {
  it.each(["Netlify Blobs", "a folder"])(
    "kept in %s",
    async where => {
      // A mail server that accepts the connection and then says nothing: delivery hangs after the message is kept.
      const silent = net.createServer(() => undefined)
      await new Promise<void>(resolve => silent.listen(0, "127.0.0.1", resolve))
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kept-killed-"))
      const storeName = freshStoreName("killed")
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(__dirname, "../support/keep-one-message.ts")],
        {
          cwd: root,
          env: {
            ...process.env,
            SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
            CONTACT_ADDRESSES: JSON.stringify(addressBook),
            CONTACT_STORE_DIR: folder,
            ...(where === "Netlify Blobs"
              ? { BLOBS_CONTEXT: JSON.stringify({ ...blobs.context(), name: storeName }) }
              : {}),
          },
          stdio: ["ignore", "pipe", "inherit"],
        },
      )
      // The child says when the endpoint has kept the message and gone on to deliver it; then it is killed.
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("kept") && resolve())
        child.on("exit", code => reject(new Error(`exited early (${code})`)))
      })
      child.kill("SIGKILL")
      await new Promise(resolve => child.once("exit", resolve))
      silent.close()

      const messages =
        where === "Netlify Blobs"
          ? blobMessageStore(getStore({ name: storeName, ...blobs.context() }))
          : folderStore(folder)
      expect((await messages.waiting()).count).toBe(1)
      await retryRun(messages, smtp.url, { everything: true })
      expect(smtp.deliveredSubjects()).toEqual(new Set([`[${site.title} website] Killed mid-delivery`]))
      expect((await messages.waiting()).count).toBe(0)
    },
    60_000,
  )
})

/** Netlify ends a scheduled function after this long (the retry run's platform limit). */
const SCHEDULED_FUNCTION_LIMIT_MS = 30_000

eachStore("the retry run's time budget, ", makeStore => {
  it("a server that accepts and never greets, with the real timeouts: the alert at once, the run over well within 30 s", async () => {
    const messages = await keptWhileDown(makeStore, smtp, 8)
    const hung = await hungMailServer()
    const began = performance.now()
    let alertedAt = NaN
    const log = silentLog()
    log.error.mockImplementation(() => {
      alertedAt = performance.now() - began
    })
    try {
      await retryRun(messages, hung.url, { at: start + minutes(61), log })
    } finally {
      hung.close()
    }
    const took = performance.now() - began
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^CONTACT FORM ALERT: STUCK: 8 messages waiting/))
    // Before the run tried the server, which then kept it waiting for its whole greeting timeout.
    expect(alertedAt).toBeLessThan(took / 2)
    expect(took).toBeLessThan(Math.min(RUN_BUDGET_MS, SCHEDULED_FUNCTION_LIMIT_MS))
    expect(hung.connections()).toBe(1)
    expect((await messages.waiting()).count).toBe(8)
  }, 60_000)

  it("a mail still being sent when the time is up is cut off and stays kept; the next run delivers every message", async () => {
    const messages = await keptWhileDown(makeStore, smtp, 3)
    smtp.setMode("stalls")
    const log = silentLog()
    const budgetMs = 2_000
    const began = performance.now()
    // Stages longer than the budget: only the budget can end this run.
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 }
    const report = await retryRun(messages, smtp.url, { at: start + minutes(16), log, budgetMs, timeouts })
    expect(performance.now() - began).toBeLessThan(budgetMs + 1_000)
    expect(report).toMatchObject({ delivered: 0, waiting: 3, outOfTime: true })
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining("the run's time was up"))
    const tried = (await messages.list()).filter(message => message.attempts === 2)
    expect(tried).toEqual([expect.objectContaining({ lastError: "The time for delivering ran out" })])

    smtp.setMode("up")
    await retryRun(messages, smtp.url, { everything: true })
    expect((await messages.waiting()).count).toBe(0)
    expect(smtp.deliveredSubjects()).toEqual(
      new Set([0, 1, 2].map(index => `[${site.title} website] Message ${index}`)),
    )
  }, 60_000)
})
