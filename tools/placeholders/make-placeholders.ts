/**
 * Draws a placeholder for every picture and file the content in data/ names that is not there yet, so the site
 * builds before the real photos, sheets and logos arrive. Editors replace a placeholder by saving the real file at
 * the same path.
 *
 *   npm run placeholders                make only the files that are missing (then redraws the QR code)
 *   npm run placeholders -- --force     redraw every placeholder, overwriting real photos too
 *
 * The content is read through the content check (../checked-content.ts), and every path comes from the collection
 * that owns it, so a file name the schemas refuse is never drawn or written.
 */
import path from "node:path"
import { projectRoot } from "../checked-content"
import { makeChildrenSheets } from "./children-sheets"
import { makeMenuPictures } from "./menu-pictures"
import { PlaceholderFiles } from "./placeholder-files"
import { makePortraits } from "./portraits"
import { makeScenes } from "./scenes"
import { makeServiceTypeIcons } from "./service-type-icons"
import { makeShareCard } from "./share-card"
import { makeSiteIcon } from "./site-icon"

async function main() {
  const force = process.argv.includes("--force")
  const files = new PlaceholderFiles(projectRoot, force)
  await makePortraits(files)
  await makeScenes(files)
  await makeServiceTypeIcons(files)
  await makeChildrenSheets(files, path.relative(projectRoot, __filename))
  await makeMenuPictures(files)
  await makeSiteIcon(files)
  await makeShareCard(files)
  console.log(`${files.made} made, ${files.kept} kept (already there${force ? "" : "; use --force to remake"})`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
