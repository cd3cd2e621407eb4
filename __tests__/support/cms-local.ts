import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, type Page } from "@playwright/test"
import { cmsConfig, collectionFields, fieldAtPath } from "../../src/cms/config"

/**
 * The CMS as `npm run cms` runs it, for the browser tests: Decap's local backend (decap-server, file mode, on
 * loopback) on a folder, the forms' fields as the editor sees them, and Decap's own buttons and notices.
 */

const projectRoot = path.resolve(__dirname, "../..")

/** decap-server working on `folder`, listening on 127.0.0.1:`port` once this resolves. */
export async function startDecapServer(folder: string, port: number) {
  const server = spawn(path.join(projectRoot, "node_modules/.bin/decap-server"), [], {
    cwd: folder,
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: folder, PORT: String(port), BIND_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let log = ""
  for (const stream of [server.stdout, server.stderr]) stream.on("data", chunk => (log += String(chunk)))
  await expect.poll(() => log, { timeout: 30_000 }).toContain(`listening on 127.0.0.1:${port}`)
  return {
    stop: () => {
      if (server.exitCode === null) server.kill("SIGTERM")
    },
  }
}

/** The forms' fields, generated from the schemas, so the labels here are the ones the editor sees. */
const config = cmsConfig({ repo: "", branch: "main" })
export const formFields = (folder: string) => collectionFields(config.collections.find(({ name }) => name === folder)!)

/** A field's label as Decap writes it above the box: optional fields say so. */
export const boxLabel = (folder: string, fieldPath: string) => {
  const field = fieldAtPath(formFields(folder), fieldPath)!
  return field.required === false ? `${field.label} (optional)` : field.label
}

/** Publishes the open entry (on this computer a save writes the file at once). */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now").click()
}

/** Opens the photo box's media library and uploads `file` from this computer, as "Choose an image" does. */
export async function uploadImage(page: Page, file: string) {
  await page.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(file)
}

/** Decap's notice after a save; an earlier save's may still be showing beside it, so the newest is the one. */
export const savedNotice = (page: Page) => page.getByText("Entry saved").last()

/** A file as Notepad may save it: a byte-order mark and Windows line ends. */
export function saveAsNotepadDoes(file: string) {
  const source = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, `\uFEFF${source.replace(/\r?\n/g, "\r\n")}`)
}
