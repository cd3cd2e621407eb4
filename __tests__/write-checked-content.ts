import path from "node:path"
import { writeCheckedContentFiles } from "../gatsby/checked-content-files"
import { checkContent } from "../src/content/validate"

/**
 * Jest's global setup: the files the content check writes for code outside Gatsby's data layer (the contact
 * Functions' content), written from data/ as a build writes them, so the tests run the endpoint on what it bundles.
 */
export default async function writeCheckedContent() {
  const root = path.resolve(__dirname, "..")
  writeCheckedContentFiles(root, await checkContent(root))
}
