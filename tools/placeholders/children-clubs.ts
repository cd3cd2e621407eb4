import { archPath, box, disc, shape, stroke, tone } from "./drawing-kit"
import { figure } from "./figures"

/**
 * The Children's Clubs picture in the Social menu (500 × 250): the Sunday School's groups side by side, youngest on
 * the left, each in its own alcove of equal width, so that the menu can print each group's name under its own
 * alcove (menu.json's tile `labels`). Words in a picture could not be read aloud or enlarged.
 */

export const CLUBS = { width: 500, height: 250 }
const FLOOR = 222

/** What each age group is doing, youngest first: the first four are drawn; more groups get a plain alcove. */
const groups = [
  {
    shows: "toddlers stacking blocks with a grown-up",
    draw: (x: number) =>
      figure(x - 34, FLOOR, 101, { coat: tone.violet, hair: tone.deep }) +
      figure(x + 8, FLOOR, 39, { coat: tone.gold, hair: tone.wood, child: true }) +
      figure(x + 44, FLOOR, 36, { coat: tone.sage, hair: tone.deep, child: true }) +
      box(x + 18, FLOOR - 13, 13, 13, tone.purple, 1) +
      box(x + 23, FLOOR - 26, 13, 13, tone.gold, 1) +
      box(x - 6, FLOOR - 13, 13, 13, tone.lilac, 1),
  },
  {
    shows: "nursery and reception children painting at an easel",
    draw: (x: number) =>
      stroke(
        `M${x - 10} ${FLOOR} L${x + 5} ${FLOOR - 125} L${x + 21} ${FLOOR} M${x + 5} ${FLOOR - 125} L${x + 5} ${FLOOR}`,
      ) +
      box(x - 21, FLOOR - 120, 52, 62, tone.paper, 1) +
      disc(x + 5, FLOOR - 91, 9, tone.gold) +
      shape(`M${x - 21} ${FLOOR - 64} q26 -14 52 0 v6 h-52 Z`, tone.sage) +
      figure(x - 44, FLOOR, 52, { coat: tone.purple, hair: tone.wood, child: true }) +
      figure(x + 52, FLOOR, 55, { coat: tone.leaf, hair: tone.deep, child: true }),
  },
  {
    shows: "children in years 1 and 2 holding up a big paper star they have made",
    draw: (x: number) =>
      figure(x - 36, FLOOR, 70, { coat: tone.gold, hair: tone.deep, child: true }) +
      figure(x + 36, FLOOR, 73, { coat: tone.violet, hair: tone.stone, child: true }) +
      shape(`M${x} ${FLOOR - 118} l10 20 l21 3 l-15 14 l4 21 l-20 -10 l-20 10 l4 -21 l-15 -14 l21 -3 Z`, tone.glow),
  },
  {
    shows: "older children, in years 3 to 6, one with a ball and one reading",
    draw: (x: number) =>
      figure(x - 34, FLOOR, 91, { coat: tone.purple, hair: tone.wood, child: true }) +
      disc(x - 30, FLOOR - 40, 10, tone.gold) +
      figure(x + 36, FLOOR, 96, { coat: tone.sage, hair: tone.deep, child: true }) +
      shape(`M${x + 20} ${FLOOR - 56} l16 5 l16 -5 v18 l-16 5 l-16 -5 Z`, tone.paper),
  },
]

const alcoveTints = [tone.glow, tone.paper, "#e3edd9", tone.lilac]

/** The picture for `count` groups (the four the Sunday School has, or as many as menu.json names). */
export function childrenClubsScene(count: number) {
  const width = CLUBS.width / count
  const alcoves = Array.from({ length: count }, (_, i) => {
    const x = i * width
    return (
      shape(archPath(x + width * 0.08, FLOOR, width * 0.84, 196), alcoveTints[i % alcoveTints.length]!) +
      (groups[i]?.draw(x + width / 2) ?? "")
    )
  }).join("")
  return {
    draw: () =>
      box(-2, -2, CLUBS.width + 4, CLUBS.height + 4, tone.mist) +
      box(-2, FLOOR, CLUBS.width + 4, CLUBS.height - FLOOR + 2, tone.wood) +
      alcoves,
    shows: (title: string, names: readonly string[]) =>
      `A drawing for ${title}: ${count} groups of children side by side, youngest first` +
      (names.length === count ? ` (${names.join(", ")})` : "") +
      `: ${groups
        .slice(0, count)
        .map(group => group.shows)
        .join("; ")}`,
  }
}
