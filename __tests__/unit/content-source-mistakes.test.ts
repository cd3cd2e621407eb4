import { parseDocument } from "yaml"
import { readJsonSource, readMarkdownSource } from "../../src/content/entry-source"

/**
 * A file that cannot be read is named with the line the editor's program shows (the fields at the top of a .md file
 * start on its line 2), what is wrong in plain words and what to type: never the parser's own words.
 */

/** A page's file with these lines as its fields, and the file's line number of the line that holds `marker`. */
const page = (fields: string[]) => `---\n${fields.join("\n")}\n---\n\nSome text.\n`
const lineOf = (source: string, marker: string) => source.split("\n").findIndex(line => line.includes(marker)) + 1

/** What the YAML parser itself says about the fields: words that must never reach a volunteer. */
const parserWords = (source: string) =>
  parseDocument(source.split("---\n")[1]!, { uniqueKeys: true }).errors.map(error => error.message.split("\n")[0]!)

describe("the fields at the top of a page's file", () => {
  const cases: [string, string[], string, RegExp][] = [
    [
      "a colon in a value",
      ["title: Choir", "lead: Join us: all welcome"],
      "lead:",
      /put the whole value in double quotes \(lead: "Join us: all welcome"\)$/,
    ],
    [
      "a quote that is never closed",
      ["title: Choir", 'lead: "Join us', "description: x"],
      'lead: "',
      /never ends with one: add the closing "/,
    ],
    [
      "a single quote that is never closed, in a file with apostrophes in its words",
      ["title: St Michael's choir", "lead: 'Join us", "description: x"],
      "lead: '",
      /never ends with one: add the closing '/,
    ],
    [
      "a list written on one line but never closed, which YAML reads on into the next fields",
      ["title: Choir", "meetings: [Sundays, Thursdays", "contact: david"],
      "meetings:",
      /the value of meetings starts with \[ but the line never closes it with \]/,
    ],
    [
      "a value that goes on after its closing quote",
      ["title: Choir", 'lead: "Join" us'],
      'lead: "',
      /must end with the same one/,
    ],
    [
      "a field written twice",
      ["title: Choir", "lead: a", "title: Choir again"],
      "title: Choir again",
      /the field title is written twice \(also on line 2\); keep one/,
    ],
    [
      "a line that is not lined up in a list",
      ["meetings:", "  - what: Practice", "   when: Thursdays"],
      "   when",
      /not lined up/,
    ],
    ["a tab at the start of a line", ["title: Choir", "\tlead: x"], "\tlead", /starts with a tab: use spaces/],
    ["a line with no colon", ["title: Choir", "lead"], "lead", /has no colon/],
    ["a value that starts with @", ["title: @choir"], "title:", /starts with a sign that has a meaning of its own/],
  ]

  it.each(cases)("%s: the file's own line, in plain words", (_name, fields, marker, words) => {
    const source = page(fields)
    const { problem } = readMarkdownSource(source)
    expect(problem).toMatch(new RegExp(`^line ${lineOf(source, marker)}\\b`))
    expect(problem).toMatch(words)
    for (const jargon of parserWords(source)) expect(problem).not.toContain(jargon)
  })

  it("a value starting with * (which YAML reads as a name for another value) names its line", () => {
    const source = page(["title: Choir", "lead: *Everyone* welcome"])
    expect(readMarkdownSource(source).problem).toMatch(
      new RegExp(`^line ${lineOf(source, "lead:")}: the value of lead starts with a sign`),
    )
  })
})

describe("a .json file", () => {
  const json = (lines: string[]) => `{\n${lines.join("\n")}\n}\n`
  const cases: [string, string[], string, RegExp][] = [
    [
      "a field written twice, which JSON would silently read as the last",
      ['  "name": "Choir",', '  "name": "Choir practice"'],
      '"Choir practice"',
      /the field "name" is written twice \(also on line 2\)/,
    ],
    ["single quotes", ["  'name': 'Choir'"], "'name'", /uses single quotes \('\): JSON needs double quotes/],
    ["a field's name without quotes", ['  name: "Choir"'], "name:", /a field's name must be in double quotes/],
    ["two list items without a comma", ['  "tags": ["Sung" "Choir"]'], '"tags"', /needs a comma before "\\"Choir\\""/],
    [
      "a tab inside text",
      ['  "name": "Choir\tpractice"'],
      '"name"',
      /a tab or another invisible character inside the text/,
    ],
    ["a stray backslash", ['  "name": "Choir\\practice"'], '"name"', /a backslash \(\\\) that JSON cannot read/],
  ]

  it.each(cases)("%s: the line and what to type", (_name, lines, marker, words) => {
    const source = json(lines)
    const { problem } = readJsonSource(source)
    expect(problem).toMatch(new RegExp(`^line ${lineOf(source, marker)}`))
    expect(problem).toMatch(words)
  })
})
