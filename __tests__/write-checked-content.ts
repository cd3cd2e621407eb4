import path from "node:path"
import { writeCheckedContentFiles } from "../gatsby/checked-content-files"
import { checkContent } from "../src/content/validate"
import { pinSiteNow } from "../scripts/test-now"

/**
 * Jest's global setup: the files the content check writes for code outside Gatsby's data layer (the contact
 * Functions' content, the site status's warnings), written from data/ as a build writes them, so the tests run the
 * Functions on what they bundle; at the tests' pinned "now", as `npm run build:test` checks.
 */
export default async function writeCheckedContent() {
  pinSiteNow()
  const root = path.resolve(__dirname, "..")
  writeCheckedContentFiles(root, await checkContent(root))
}
