import fs from "node:fs"
import path from "node:path"
import { filesTheBuildMakes } from "../src/content/built-files"

/**
 * public/ must never keep a file that static/ or data/ no longer has: Gatsby copies static/ into public/ and writes
 * each photo's sizes there on every build, but it never takes away what a rebuild no longer makes, so a download
 * deleted from static/files/ would stay published. Two rules, both without a record to keep:
 *
 * - The folders at the top of static/ (files/, images/) are static/'s alone: no part of the build writes into them
 *   but the copy, apart from the files the build makes (src/content/built-files.ts). So before Gatsby copies static/
 *   again, a file there that static/ no longer has is removed.
 * - A photo's copies and sizes are in public/static/<its content digest>/ (gatsby-source-filesystem's digest of the
 *   file, which gatsby-plugin-sharp and `publicURL` name their folder by). Once the pages are built, a folder named by
 *   a digest that no File of this build has is removed: its photo was deleted or changed.
 */

/** Every file under a folder, by its path from that folder with forward slashes. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(item => item.isFile())
    .map(item => path.relative(folder, path.join(item.parentPath, item.name)).split(path.sep).join("/"))
}

/** Removes from public/'s copies of static/'s folders what static/ no longer has; returns what it removed. */
export function removeStaticLeftovers(root: string): string[] {
  const staticDir = path.join(root, "static")
  const publicDir = path.join(root, "public")
  if (!fs.existsSync(staticDir)) return []
  const folders = fs
    .readdirSync(staticDir, { withFileTypes: true })
    .filter(item => item.isDirectory())
    .map(item => item.name)
  const removed = folders.flatMap(folder => {
    const kept = new Set(filesUnder(path.join(staticDir, folder)))
    return filesUnder(path.join(publicDir, folder))
      .filter(file => !kept.has(file) && !filesTheBuildMakes.includes(`/${folder}/${file}`))
      .map(file => `public/${folder}/${file}`)
  })
  for (const file of removed) fs.rmSync(path.join(root, file))
  return removed
}

/** The folders public/static/ names by a file's digest (32 hexadecimal digits); webpack's are named otherwise. */
const digestFolder = /^[0-9a-f]{32}$/

/** Removes the copies and sizes of photos this build has no File for; returns the folders it removed. */
export function removePhotoLeftovers(publicDir: string, liveDigests: ReadonlySet<string>): string[] {
  const staticDir = path.join(publicDir, "static")
  if (!fs.existsSync(staticDir)) return []
  const removed = fs
    .readdirSync(staticDir, { withFileTypes: true })
    .filter(item => item.isDirectory() && digestFolder.test(item.name) && !liveDigests.has(item.name))
    .map(item => item.name)
  for (const folder of removed) fs.rmSync(path.join(staticDir, folder), { recursive: true })
  return removed.map(folder => `public/static/${folder}`)
}
