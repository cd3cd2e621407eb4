import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  endpoint,
  keptMessageServers,
  keptWhileDown,
  retryRun,
  messageNumbered,
  minutes,
  settings,
  silentLog,
  site,
  start,
} from "../support/kept-messages"
import { hungMailServer } from "../support/slow-mail-servers"
import { folderStore } from "../../src/contact/message-store"
import { createRateLimiter } from "../../src/contact/rate-limit"

/**
 * No message is ever lost: the endpoint keeps every valid message before it answers, and the retry run
 * delivers what waited, raising the alert first when messages are stuck. Everything on loopback
 * (support/kept-messages.ts). The long runs (hundreds of messages, a killed process, the run's time budget with its
 * real timeouts) are in __tests__/slow/contact-delivery-runs.test.ts.
 */

const { smtp, eachStore } = keptMessageServers()

eachStore("", makeStore => {
  it("a misconfigured production keeps every message and logs one alert line naming how many wait and since when", async () => {
    const { storage, messages } = makeStore()
    const send = endpoint(storage, "")
    for (let index = 0; index < 3; index++) expect(await send(messageNumbered(index))).toBe(202)
    const log = silentLog()
    await retryRun(messages, "", { at: start + minutes(30), log, everything: true })
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^CONTACT FORM ALERT: MISCONFIGURED: SMTP_URL is not set.*3 messages waiting since 2026-11-22T10:00:00\.000Z/,
      ),
    )
    expect((await messages.waiting()).count).toBe(3)
  })

  it("a message waiting over an hour raises the STUCK alert; one refused for good is kept and named, never dropped", async () => {
    const { storage, messages } = makeStore()
    smtp.setMode("refuses")
    const send = endpoint(storage, smtp.url)
    expect(await send(messageNumbered(1))).toBe(202)
    const [refused] = await messages.list()
    expect(refused).toMatchObject({ refused: true, attempts: 1 })
    const log = silentLog()
    await retryRun(messages, smtp.url, { at: start + minutes(61), log, everything: true })
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `Message ${refused!.id} to ${refused!.recipient.shortName} was refused by the mail server`,
      ),
    )
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^CONTACT FORM ALERT: STUCK: 1 message waiting since 2026-11-22T10:00:00\.000Z, over an hour/,
      ),
    )
    expect((await messages.waiting()).count).toBe(1)
    // Fixed settings or a recovered server deliver it on the next run.
    smtp.setMode("up")
    await retryRun(messages, smtp.url, { at: start + minutes(62), everything: true })
    expect((await messages.waiting()).count).toBe(0)
    expect(smtp.deliveredSubjects()).toEqual(new Set([`[${site.title} website] Message 1`]))
  })

  it("the per-visitor limit holds across instances: the sixth message from one visitor is refused", async () => {
    const { storage } = makeStore()
    const statuses: number[] = []
    for (let index = 0; index < 6; index++) {
      // A new handler each time, as if each message reached a different function instance.
      const send = endpoint(storage, smtp.url, () => new Date(start + index * 1000))
      statuses.push(await send(messageNumbered(index, "198.51.100.9")))
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

eachStore("the retry run within its time, ", makeStore => {
  /** Short stages, so the test shows in a moment what the defaults do in seconds (the slow suite runs those). */
  const quick = { connectionTimeout: 500, greetingTimeout: 300, socketTimeout: 500 }

  it("a server that accepts and never greets: the alert first, one connection for all eight messages, none lost", async () => {
    const messages = await keptWhileDown(makeStore, smtp, 8)
    const hung = await hungMailServer()
    const log = silentLog()
    const budgetMs = 3_000
    const began = performance.now()
    try {
      const report = await retryRun(messages, hung.url, { at: start + minutes(61), log, budgetMs, timeouts: quick })
      expect(report).toMatchObject({ delivered: 0, waiting: 8, unreachable: expect.stringMatching(/greeting/i) })
    } finally {
      hung.close()
    }
    expect(performance.now() - began).toBeLessThan(budgetMs)
    expect(hung.connections()).toBe(1)
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^CONTACT FORM ALERT: STUCK: 8 messages waiting since 2026-11-22T10:00:00\.000Z, over an hour/,
      ),
    )
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/could not be reached .*; 8 message\(s\) stay kept$/))
    // The alert came before the run tried the server.
    expect(log.error.mock.invocationCallOrder[0]).toBeLessThan(log.warn.mock.invocationCallOrder[0]!)
    expect((await messages.waiting()).count).toBe(8)
  })
})

describe("the retry run with the deployment's settings (the scheduled function and npm run deliver-pending)", () => {
  it("reads the settings and the store from the environment, and delivers what waits", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kept-settings-"))
    const send = endpoint(
      () => ({
        messages: folderStore(folder),
        rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
        where: folder,
      }),
      smtp.url,
      () => new Date(),
    )
    smtp.setMode("down")
    expect(await send(messageNumbered(7))).toBe(202)
    smtp.setMode("up")
    const saved = { ...process.env }
    Object.assign(process.env, { ...settings, SMTP_URL: smtp.url, CONTACT_STORE_DIR: folder })
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    try {
      const { deliverPendingWithSettings } = await import("../../src/contact/delivery-run")
      expect(await deliverPendingWithSettings({ everything: true })).toMatchObject({ delivered: 1, waiting: 0 })
    } finally {
      info.mockRestore()
      process.env = saved
    }
    expect(smtp.deliveredSubjects()).toEqual(new Set([`[${site.title} website] Message 7`]))
  })
})
