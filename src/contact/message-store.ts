import { randomUUID } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import type { BookingFacts } from "./hall-booking"
import type { ContactMessage } from "./message"
import type { Recipient } from "./recipients"

/**
 * Where the contact endpoint keeps every valid message until the mail server has accepted it: a message is
 * accepted only by being kept, and leaves the store only once delivered (src/contact/pending.ts).
 *
 * On Netlify the store is Netlify Blobs (shared by every function instance, see open-store.ts); on a computer
 * (`npm start`, the local preview) it is a folder of JSON files.
 */

/** One kept message: what the visitor wrote, for whom, and how its delivery has gone so far. */
export interface KeptMessage {
  /** the arrival time and a random part; also the mail's stable Message-ID, so a repeated delivery is recognised */
  id: string
  receivedAt: string
  recipient: Recipient
  message: ContactMessage
  /** a hall booking enquiry's facts, checked, with any clash (hall-booking.ts) */
  booking?: BookingFacts
  attempts: number
  lastAttemptAt?: string
  /** why the last attempt failed, in the mail server's words (never the message's text) */
  lastError?: string
  /** the mail server refused it for good (e.g. a bad address in the settings): kept, named in the log, retried rarely */
  refused?: boolean
  /** when the next delivery run should try it */
  nextAttemptAt: string
}

export interface MessageStore {
  /** Writes the message durably; resolves only once it is stored. */
  keep(message: KeptMessage): Promise<void>
  remove(id: string): Promise<void>
  /** the ids of every kept message, oldest first (without reading the messages) */
  ids(): Promise<string[]>
  /** one kept message, or undefined if it has left the store meanwhile */
  read(id: string): Promise<KeptMessage | undefined>
  /** every kept message, oldest first */
  list(): Promise<KeptMessage[]>
  /** how many wait, and since when, from the ids alone (without reading the messages) */
  waiting(): Promise<WaitingSummary>
  /** records the latest failed delivery (its time and why, never the message), for /admin's site status */
  noteFailure(failure: DeliveryFailure): Promise<void>
  /** the latest failed delivery recorded, if any */
  lastFailure(): Promise<DeliveryFailure | undefined>
}

/** A delivery that failed: when, and why in the mail server's or the settings' words (deliveryFailure, pending.ts). */
export interface DeliveryFailure {
  at: string
  reason: string
}

const isDeliveryFailure = (value: unknown): value is DeliveryFailure =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as DeliveryFailure).at === "string" &&
  typeof (value as DeliveryFailure).reason === "string"

export interface WaitingSummary {
  count: number
  /** when the oldest waiting message arrived (ISO) */
  oldest?: string
}

/** Ids start with the time of arrival, zero-padded, so they sort by age and tell it without being read. */
const idPattern = /^\d{15}-[0-9a-f-]{36}$/
/** Only our own entries: a store may list other things, e.g. a file being written. */
const ownIds = (candidates: readonly string[]) => candidates.filter(id => idPattern.test(id)).sort()
const arrivalOf = (id: string) => new Date(Number(id.split("-")[0])).toISOString()

function summarise(ids: readonly string[]): WaitingSummary {
  return { count: ids.length, oldest: ids[0] === undefined ? undefined : arrivalOf(ids[0]) }
}

export function newKeptMessage(
  message: ContactMessage,
  recipient: Recipient,
  receivedAt: Date,
  booking?: BookingFacts,
): KeptMessage {
  return {
    id: `${String(receivedAt.getTime()).padStart(15, "0")}-${randomUUID()}`,
    receivedAt: receivedAt.toISOString(),
    recipient,
    message,
    ...(booking && { booking }),
    attempts: 0,
    nextAttemptAt: receivedAt.toISOString(),
  }
}

const isKeptMessage = (value: unknown): value is KeptMessage =>
  typeof value === "object" && value !== null && typeof (value as KeptMessage).id === "string"

/** Every message the ids name, oldest first; one that left the store meanwhile is skipped. */
async function readAll(
  ids: () => Promise<string[]>,
  read: (id: string) => Promise<KeptMessage | undefined>,
): Promise<KeptMessage[]> {
  const messages: KeptMessage[] = []
  for (const id of await ids()) {
    const message = await read(id)
    if (message) messages.push(message)
  }
  return messages
}

/**
 * A folder with one JSON file per message. Each file is written to a temporary name, flushed to disk and then
 * renamed, so a crash leaves either the whole message or none of it, never half a file.
 */
export function folderStore(directory: string): MessageStore {
  const fileFor = (id: string) => path.join(directory, `${id.replace(/[^a-zA-Z0-9-]/g, "")}.json`)
  // In a folder of its own, so that the messages' folder holds messages only.
  const failureFile = path.join(directory, "status", "last-delivery-failure.json")
  const readJson = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await fs.readFile(file, "utf8"))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
      throw error
    }
  }
  const read = async (id: string) => {
    const parsed = await readJson(fileFor(id))
    return isKeptMessage(parsed) ? parsed : undefined
  }
  const writeWhole = async (file: string, value: unknown) => {
    await fs.mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    const handle = await fs.open(temporary, "w", 0o600)
    try {
      await handle.writeFile(JSON.stringify(value, null, 2))
      await handle.sync()
    } finally {
      await handle.close()
    }
    await fs.rename(temporary, file)
  }
  return {
    ids,
    read,
    keep: message => writeWhole(fileFor(message.id), message),
    noteFailure: failure => writeWhole(failureFile, failure),
    async lastFailure() {
      const parsed = await readJson(failureFile)
      return isDeliveryFailure(parsed) ? parsed : undefined
    },
    async remove(id) {
      await fs.rm(fileFor(id), { force: true })
    },
    list: () => readAll(ids, read),
    async waiting() {
      return summarise(await ids())
    },
  }

  async function ids(): Promise<string[]> {
    try {
      const names = await fs.readdir(directory)
      return names
        .filter(name => name.endsWith(".json"))
        .map(name => name.slice(0, -".json".length))
        .sort()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return []
      throw error
    }
  }
}

/** The parts of a Netlify Blobs store used here (`getStore(...)` from @netlify/blobs). */
export interface BlobStore {
  setJSON(key: string, value: unknown): Promise<unknown>
  get(key: string, options: { type: "json" }): Promise<unknown>
  delete(key: string): Promise<void>
  list(options?: { prefix?: string }): Promise<{ blobs: { key: string }[] }>
}

const messagePrefix = "messages/"
const failureKey = "status/last-delivery-failure"

/** Netlify Blobs: one entry per message under messages/, shared by every instance of every function. */
export function blobMessageStore(blobs: BlobStore): MessageStore {
  const read = async (id: string) => {
    const value = await blobs.get(`${messagePrefix}${id}`, { type: "json" })
    return isKeptMessage(value) ? value : undefined
  }
  return {
    ids,
    read,
    async keep(message) {
      await blobs.setJSON(`${messagePrefix}${message.id}`, message)
    },
    async remove(id) {
      await blobs.delete(`${messagePrefix}${id}`)
    },
    async noteFailure(failure) {
      await blobs.setJSON(failureKey, failure)
    },
    async lastFailure() {
      const value = await blobs.get(failureKey, { type: "json" })
      return isDeliveryFailure(value) ? value : undefined
    },
    list: () => readAll(ids, read),
    async waiting() {
      return summarise(await ids())
    },
  }

  async function ids(): Promise<string[]> {
    const { blobs: entries } = await blobs.list({ prefix: messagePrefix })
    return ownIds(entries.map(({ key }) => key.slice(messagePrefix.length)))
  }
}
