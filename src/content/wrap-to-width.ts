/**
 * Text broken into lines no wider than `width`, word by word, as `widthOf` measures a line (a PDF font's own widths,
 * say): the printable sheets and the safeguarding poster lay out their paragraphs with it.
 */
export function wrapToWidth(value: string, width: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && widthOf(candidate) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  return line ? [...lines, line] : lines
}
