import { besideEntry } from "../../src/content/collection"
import { menu } from "../../src/content/collections/menu"
import { imagePresets, type ImagePresetName } from "../../src/theme"
import { checkedEntries } from "../checked-content"
import { childrenClubsScene } from "./children-clubs"
import { box, tone, type Drawing } from "./drawing-kit"
import { givingMark, thumbnailDrawings, tileDrawings } from "./menu-drawings"
import { drawingToImage, svgToImage, type PlaceholderFiles } from "./placeholder-files"
import { brandLogoSvg, dioceseLogoSvg, ecoAwardSvg, type Size } from "./stand-in-logos"

/**
 * Placeholder pictures for the menu and footer: every picture that data/menu/menu.json names, beside it in
 * data/menu/, at twice the size it is shown at (gatsby-plugin-image makes the 1x and 2x files from these). Editors
 * replace one by saving a real picture under the same name, or under a new name written into menu.json.
 */

/** The size the menu shows a picture at (its preset in src/theme/images.ts); its file is twice that. */
const shownAt = (preset: ImagePresetName): Size => [imagePresets[preset].width, imagePresets[preset].height]

/** What a picture's file name says it is about, first match wins. */
const topics = [
  ["news", /news|event/],
  ["notices", /notice/],
  ["people", /who/],
  ["school", /school/],
  ["history", /history/],
  ["children", /child|club|sunday/],
  ["choir", /choir/],
  ["serving", /serv/],
  ["community", /community|outreach/],
  ["autumn", /autumn/],
] as const

const topicOf = (name: string) => topics.find(([, pattern]) => pattern.test(name))?.[0]

type Motif = { shows: (title: string) => string; draw: () => string }

/** The drawing for a topic at the size it was drawn for (a tile's or a thumbnail's); a group of people otherwise. */
function motifFor(name: string): { motif: Motif; size: Size } {
  const topic = topicOf(name)
  if (topic && topic in thumbnailDrawings)
    return { motif: thumbnailDrawings[topic as keyof typeof thumbnailDrawings], size: shownAt("GROUP_THUMB") }
  const tile = topic && topic in tileDrawings ? tileDrawings[topic as keyof typeof tileDrawings] : tileDrawings.people
  return { motif: tile, size: shownAt("MENU_TILE") }
}

/** A motif in a picture of another shape: scaled to its height, centred on the same pale ground. */
function fitted(name: string, title: string, [width, height]: Size): Drawing {
  const { motif, size } = motifFor(name)
  const scale = Math.min(width / size[0], height / size[1])
  const x = (width - size[0] * scale) / 2
  const y = (height - size[1] * scale) / 2
  return {
    width,
    height,
    shows: motif.shows(title),
    body:
      box(-2, -2, width + 4, height + 4, tone.mist) +
      `<g transform="translate(${x} ${y}) scale(${scale})" stroke-width="${1.5 / scale}">${motif.draw()}</g>`,
  }
}

/** Every picture the menu and footer name that is not there yet. */
export async function makeMenuPictures(files: PlaceholderFiles) {
  const entry = checkedEntries(menu)[0]
  if (!entry) {
    throw new Error(
      `No menu to draw for: data/${menu.folder}/ has no menu that passes the content check (npm run validate-content says why)`,
    )
  }
  // The pictures sit beside menu.json, at twice the size they are shown at.
  const drawing = (name: string, make: () => Drawing) =>
    files.write(besideEntry(entry.file, name), async () => {
      const picture = make()
      return drawingToImage(picture, picture.width * 2, name)
    })
  const standIn = (name: string, [width, height]: Size, svg: (size: Size) => string) =>
    files.write(besideEntry(entry.file, name), () =>
      svgToImage(svg([width * 2, height * 2]), width * 2, height * 2, name, { jpegQuality: 78 }),
    )
  const { brandLogo, items, footer } = entry.data
  await standIn(brandLogo, shownAt("BRAND_LOGO"), brandLogoSvg)
  for (const item of items) {
    for (const tile of item.tiles ?? []) {
      await drawing(tile.image, () => fitted(tile.image, tile.title, shownAt("MENU_TILE")))
    }
    for (const column of item.columns ?? []) {
      const { tile } = column
      if (tile) await drawing(tile.image, () => megaTile(tile, shownAt("MEGA_TILE")))
      for (const group of column.groups ?? []) {
        await drawing(group.thumbnail, () => fitted(group.thumbnail, group.title, shownAt("GROUP_THUMB")))
      }
      for (const logo of column.logos ?? []) {
        const [width, height] = shownAt("GIVING_LOGO")
        await drawing(logo.logo, () => ({
          width,
          height,
          body: givingMark.draw(),
          shows: givingMark.shows(logo.title),
        }))
      }
    }
  }
  const { ecoAward, dioceseLogo } = footer
  await standIn(ecoAward.image, shownAt("ECO_AWARD"), size => ecoAwardSvg(size, ecoAward.imageAlt))
  await standIn(dioceseLogo.image, shownAt("DIOCESE_LOGO"), size => dioceseLogoSvg(size, dioceseLogo.imageAlt))
}

/** A mega menu's wide picture: the Sunday School's groups, one for each name under it, or a fitted motif. */
function megaTile(tile: { image: string; title: string; labels?: string[] }, size: Size): Drawing {
  if (topicOf(tile.image) !== "children") return fitted(tile.image, tile.title, size)
  const labels = tile.labels ?? []
  const scene = childrenClubsScene(labels.length || 4)
  return { width: size[0], height: size[1], body: scene.draw(), shows: scene.shows(tile.title, labels) }
}
