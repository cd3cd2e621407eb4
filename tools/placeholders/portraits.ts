import { besideEntry } from "../../src/content/collection"
import { PLACEHOLDER_PORTRAIT, people } from "../../src/content/collections/people"
import { checkedEntries } from "../checked-content"
import { box, disc, shade, shape, tone, type Drawing } from "./drawing-kit"
import { drawingToImage, type PlaceholderFiles } from "./placeholder-files"

/**
 * One neutral portrait for everyone whose photo is not there yet, and for the site-wide placeholder: head and
 * shoulders with no face, no hair and no colouring that could be taken for the person, on the pale lilac ground of
 * the drawings. Drawn at the 128 × 128 the cards show (they crop it to a circle), its file four times that.
 */
const SIZE = 128
const FILE_SIZE = 512

const neutralPortrait = (): Drawing => ({
  shows: "A drawing standing in for a portrait: the outline of a head and shoulders, with no face",
  width: SIZE,
  height: SIZE,
  body:
    box(-2, -2, SIZE + 4, SIZE + 4, tone.mist) +
    shape("M20 132 C20 94 38 86 64 86 C90 86 108 94 108 132 Z", tone.lilac) +
    shade("M78 88 C98 92 106 106 106 132 H84 Z", 0.1) +
    disc(64, 56, 22, tone.lilac) +
    shade("M70 35 A22 22 0 0 1 70 77 A26 26 0 0 0 70 35 Z", 0.1),
})

/** The site-wide placeholder portrait, and the same for each person whose named photo is not there yet. */
export async function makePortraits(files: PlaceholderFiles) {
  const portrait = neutralPortrait()
  await files.write(PLACEHOLDER_PORTRAIT, () => drawingToImage(portrait, FILE_SIZE, PLACEHOLDER_PORTRAIT))
  for (const { file, data: person } of checkedEntries(people)) {
    const { photo } = person
    if (photo) await files.write(besideEntry(file, photo), () => drawingToImage(portrait, FILE_SIZE, photo))
  }
}
