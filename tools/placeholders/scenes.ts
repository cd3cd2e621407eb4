import { besideEntry } from "../../src/content/collection"
import { pages, sitePages } from "../../src/content/collections/pages"
import { services } from "../../src/content/collections/services"
import { siteFacts } from "../../src/content/collections/site"
import { venues } from "../../src/content/collections/venues"
import { checkedEntries } from "../checked-content"
import { churchScenes, HERO, heroScene } from "./church"
import type { Drawing } from "./drawing-kit"
import { H, hallScenes, W } from "./halls"
import { moreHallScenes } from "./halls-more"
import { drawingToImage, type PlaceholderFiles } from "./placeholder-files"
import { hashOf } from "./soft-palettes"

/**
 * The placeholder pictures for the services, the halls and Home: one drawn set (drawing-kit.ts), each scene drawn for
 * its own subject and saying what it shows. A scene is chosen by the photo's file name ("evensong.jpg" → the
 * evensong scene); a name with no scene of its own gets one of its kind's, varied by the name, described with the
 * entry's own name.
 */

type Scene = { shows: (name: string) => string; draw: () => string }

const scenes: Readonly<Record<string, Scene>> = { ...churchScenes, ...hallScenes, ...moreHallScenes }

/** What a placeholder photo is of: a service's or a venue's. */
type SceneKind = "services" | "venues"

/** The scenes a photo with no scene of its own may get: a hall, or a service in church. */
const generic: Record<SceneKind, (keyof typeof scenes)[]> = {
  venues: ["frank-burton-room", "angels-rest", "frank-burton-hall"],
  services: Object.keys(churchScenes),
}

/** Scenes are drawn at the 360 × 240 pixels a service's or hall's photo is shown at; files are 1200 wide. */
const FILE_WIDTH = 1200

function sceneFor(kind: SceneKind, fileName: string, name: string): Drawing {
  const key = fileName.replace(/\.[a-z]+$/i, "")
  const scene = scenes[key] ?? scenes[generic[kind][hashOf(key) % generic[kind].length]!]!
  return { width: W, height: H, body: scene.draw(), shows: scene.shows(name) }
}

/** A scene for each service's photo, each venue photo and Home's photo that is not there yet. */
export async function makeScenes(files: PlaceholderFiles) {
  for (const { file, data: service } of checkedEntries(services)) {
    const drawing = sceneFor("services", service.image, service.name)
    await files.write(besideEntry(file, service.image), () => drawingToImage(drawing, FILE_WIDTH, service.image))
  }
  for (const { file, data: venue } of checkedEntries(venues)) {
    for (const { photo } of venue.photos) {
      const drawing = sceneFor("venues", photo, venue.name)
      await files.write(besideEntry(file, photo), () => drawingToImage(drawing, FILE_WIDTH, photo))
    }
  }
  await makeHomePicture(files)
}

/** Home's picture, beside home.md, at the size its field asks for (1440 × 960). */
async function makeHomePicture(files: PlaceholderFiles) {
  const home = checkedEntries(pages).find(entry => entry.fileName === "home")
  const page = sitePages.home.schema.safeParse(home?.data)
  const photo = page.success ? page.data.heroPhoto?.photo : undefined
  const parishName = checkedEntries(siteFacts)[0]?.data.parishName
  if (!home || !photo || !parishName) return
  const drawing = { ...HERO, body: heroScene.draw(), shows: heroScene.shows(parishName) }
  await files.write(besideEntry(home.file, photo), () => drawingToImage(drawing, HERO.width * 2, photo))
}
