/** A stable small number from a string, to vary scenes and colours between placeholders. */
export const hashOf = (value: string) => [...value].reduce((total, char) => (total * 31 + char.charCodeAt(0)) >>> 0, 7)

/** Text made safe to put inside an SVG's markup. */
export const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  )

/** Soft colour schemes for placeholder sheets, icons and menu pictures: light background, mid, deep accent. */
export type SoftPalette = readonly [light: string, mid: string, deep: string]

const softPalettes: readonly SoftPalette[] = [
  ["#e9eef5", "#a9bcd6", "#3d5a80"], // slate blue
  ["#f3ede3", "#d9c3a1", "#8a5a2b"], // sandstone
  ["#e8f0ea", "#a9c9b2", "#3c6e4f"], // sage
  ["#f4e9ec", "#d9aab6", "#8c3b52"], // rose
  ["#efeaf4", "#bfaed8", "#5b4a86"], // lavender
  ["#f5efdf", "#e3c97f", "#8f6b12"], // ochre
]

/** The same soft palette every time for the same key, different ones for different keys. */
export const paletteFor = (key: string): SoftPalette => softPalettes[hashOf(key) % softPalettes.length]!
