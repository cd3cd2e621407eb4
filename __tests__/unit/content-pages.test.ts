import fs from "node:fs"
import path from "node:path"
import { sitePages } from "../../src/content/collections/pages"
import { markdownToHtml, rowByRowTableClass } from "../../src/content/markdown"
import { checkContent } from "../../src/content/validate"
import { copyOfContent, edit, filesIn, problemLines, readJson, warningLines } from "../support/content-copy"

/**
 * The pages' words as editors write them (data/pages/*.md, data/groups/*.md): what the check refuses, in words a
 * volunteer can act on, and what a new group's file makes.
 */

let root: string
beforeEach(() => {
  root = copyOfContent()
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text)
/** A page file with its text (after the front matter) replaced. */
const withBody = (file: string, body: string) => {
  const text = read(file)
  const frontMatterEnd = text.indexOf("\n---", 3) + "\n---\n".length
  write(file, `${text.slice(0, frontMatterEnd)}${body}\n`)
}
/** The line of the file (counting from 1) that holds `words`, as an editor's program numbers it. */
const lineOf = (file: string, words: string) =>
  read(file)
    .split("\n")
    .findIndex(line => line.includes(words)) + 1
/** A page file with one front-matter line replaced. */
const withField = (file: string, field: string, line: string) =>
  write(file, read(file).replace(new RegExp(`^${field}:.*$`, "m"), line))

const aPlainPage = () => {
  const [name] = Object.entries(sitePages).find(([, page]) => "plain" in page && "body" in page.schema.shape)!
  return `data/pages/${name}.md`
}
const aGroup = () => filesIn(root, "groups", ".md")[0]!

describe("the pages' text", () => {
  it("raw HTML is refused, naming the tag and what to write instead", async () => {
    const file = aPlainPage()
    withBody(file, "Come and <b>see</b> us.")
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toContain(`${file} › body, line ${lineOf(file, "<b>")}: remove the HTML <b>`)
    expect(line).toContain("**bold**")
    expect(line).toContain('(in "Come and <b>see</b> us.")')
  })

  it("a script in the text is refused, not silently dropped", async () => {
    const file = aPlainPage()
    withBody(file, "Hello\n\n<script>alert(1)</script>")
    expect((await problemLines(root)).join("\n")).toContain(
      `${file} › body, line ${lineOf(file, "<script>")}: remove the HTML <script>`,
    )
  })

  it("a single # heading is refused: the page's title is its only top heading", async () => {
    const file = aPlainPage()
    withBody(file, "# Our church\n\nSome words.")
    expect(await problemLines(root)).toEqual([
      `${file} › body, line ${lineOf(file, "# Our church")}: use ## for a heading (in "Our church"): a single # is the page's title, which it already has`,
    ])
  })

  it("a heading without the space after its ## (which the page would show as typed) names the line and the fix", async () => {
    const file = aPlainPage()
    withBody(file, "Some words.\n\n##Who can join\n\nEveryone.")
    expect(await problemLines(root)).toEqual([
      `${file} › body, line ${lineOf(file, "##Who")}: put a space after the ## in "##Who can join" to make it a heading: ## Who can join (the page shows it as typed); if it is not a heading, move the # away from the start of the line`,
    ])
  })

  it("a # before a figure at the start of a line is taken as meant, not as a heading without its space", async () => {
    withBody(aPlainPage(), "Our bell tower:\n#1 in the county for its ring of eight.")
    expect(await problemLines(root)).toEqual([])
  })

  it.each([
    ["javascript:", "[Pray with us](javascript:alert(1))"],
    ["data:", "[the poster](data:text/html;base64,PGI+aGk8L2I+)"],
  ])("a %s link, which could run a program and would show as typed, is refused on its line", async (_kind, link) => {
    const file = aPlainPage()
    withBody(file, `Some words.\nAnd more: ${link}.`)
    expect(await problemLines(root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file} › body, line ${lineOf(file, link)}: remove the link to ".*": a link like that could run a program`,
        ),
      ),
    ])
  })

  it("an http:// link is refused with the https:// address to write, typed as a link or as a bare address", async () => {
    const file = aPlainPage()
    withBody(file, "See [the diocese](http://www.london.anglican.org).\n\nOr http://example.org/page.")
    expect(await problemLines(root)).toEqual([
      `${file} › body, line ${lineOf(file, "[the diocese]")}: the link to http://www.london.anglican.org is not secure: write https:// instead of http:// (https://www.london.anglican.org); if that website has no secure address, leave the link out`,
      `${file} › body, line ${lineOf(file, "Or http")}: write the address http://example.org/page with https:// (https://example.org/page): the site links only to secure websites`,
    ])
  })

  it("a paragraph indented by four spaces (shown as code) is caught", async () => {
    const file = aPlainPage()
    withBody(file, "Words.\n\n    An indented paragraph.")
    expect((await problemLines(root)).join("\n")).toContain(
      "four spaces at the start show a paragraph as computer code",
    )
  })

  it("a link to a page the site does not have is caught on its line, listing the pages", async () => {
    const file = aPlainPage()
    withBody(file, "Words.\n\nMore words, and\nsee [the bell ringers](/bell-ringers).")
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(
      new RegExp(
        `^${file} › body, line ${lineOf(file, "[the bell ringers]")}: links to /bell-ringers, which is not a page of this site`,
      ),
    )
    expect(line).toContain("/contact")
  })

  it("a search description longer than search engines show is caught, saying by how much", async () => {
    const file = aPlainPage()
    const description = `${"A description that goes on. ".repeat(6)}`.trim()
    withField(file, "description", `description: ${description}`)
    expect(await problemLines(root)).toEqual([
      `${file} › description: is ${description.length} characters long; search engines show about 160, so shorten it by ${description.length - 160}`,
    ])
  })

  it("a colon in a value that breaks the fields at the top names the file's own line and the line to write", async () => {
    const file = aPlainPage()
    withField(file, "lead", "lead: Note: this breaks")
    const fileLine = fs.readFileSync(path.join(root, file), "utf8").split("\n").indexOf("lead: Note: this breaks") + 1
    expect(await problemLines(root)).toEqual([
      `${file}: line ${fileLine}: the value of lead holds a colon followed by a space, which starts a new field; put the whole value in double quotes (lead: "Note: this breaks")`,
    ])
  })

  it("the file of a page the site cannot do without, when missing, is named with the page it holds", async () => {
    const [name] = Object.entries(sitePages).find(([, page]) => "required" in page)!
    const file = `data/pages/${name}.md`
    fs.rmSync(path.join(root, file))
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(new RegExp(`^${file}: is missing: it holds the words of the .+ page.*; put it back`))
  })

  it("a file for a page the site does not have is refused, pointing to data/groups for a new group", async () => {
    fs.copyFileSync(path.join(root, aPlainPage()), path.join(root, "data/pages/bell-ringers.md"))
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(/^data\/pages\/bell-ringers\.md: is not one of the site's pages/)
    expect(line).toContain("data/groups/")
  })

  it("a sentence with a {slot} the site cannot fill in is refused, naming the ones it can", async () => {
    const file = "data/pages/fundraising.md"
    write(file, read(file).replace(/^shortfall: .*$/m, "shortfall: That leaves a {shortfal} shortfall."))
    expect(await problemLines(root)).toEqual([
      `${file} › shortfall: {shortfal} is not something the site can fill in here; it can fill in {shortfall}, {perMonth}, {year}`,
      `${file} › shortfall: must contain {shortfall}, where the site puts the figure`,
    ])
  })
})

describe("group pages", () => {
  it("a new group is one new file, whose name is its address; a menu link to it is then accepted", async () => {
    const group = read(aGroup())
    write("data/groups/bell-ringers.md", group.replace(/^title: .*$/m, "title: Bell Ringers"))
    edit(root, "data/menu/menu.json", menu => {
      const phone = menu.phone as { label: string; to?: string }[]
      phone.push({ label: "Bell Ringers", to: "/bell-ringers" })
    })
    expect(await problemLines(root)).toEqual([])
    const { entries } = await checkContent(root)
    const added = entries.find(entry => entry.file === "data/groups/bell-ringers.md")
    expect(added?.collection.routesOf?.(added.fileName)).toEqual(["/bell-ringers"])
  })

  it("a menu link to a group that has no file yet is caught", async () => {
    edit(root, "data/menu/menu.json", menu => {
      const phone = menu.phone as { label: string; to?: string }[]
      phone.push({ label: "Bell Ringers", to: "/bell-ringers" })
    })
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(
      /^data\/menu\/menu\.json › phone\[\d+\]\.to: \/bell-ringers is not a page of this site; .*data\/groups\//,
    )
  })

  it("a group's file may not take the address of one of the site's own pages", async () => {
    const [name] = Object.entries(sitePages).find(([fileName, page]) => page.route === `/${fileName}`)!
    fs.copyFileSync(path.join(root, aGroup()), path.join(root, `data/groups/${name}.md`))
    expect((await problemLines(root)).join("\n")).toContain(
      `data/groups/${name}.md: ${sitePages[name as keyof typeof sitePages].route} is already one of the site's own pages`,
    )
  })

  it("the person to ask must be someone the contact form reaches", async () => {
    const file = aGroup()
    write(file, read(file).replace(/^contact: .*$/m, "contact: nobody"))
    expect((await problemLines(root)).join("\n")).toMatch(
      new RegExp(`${file} › contact: "nobody" is not the short name of someone the contact form reaches; use one of: `),
    )
  })
})

describe("markup in names", () => {
  const anEventFile = () => filesIn(root, "events")[0]!
  const aPersonFile = () => filesIn(root, "people")[0]!

  it("an event's name may slant words with <em>", async () => {
    edit(root, anEventFile(), event => (event.name = "Carols by <em>Candlelight</em>"))
    expect(await problemLines(root)).toEqual([])
  })

  it("a script or an attribute in an event's name is refused, saying what to remove", async () => {
    const file = anEventFile()
    edit(root, file, event => (event.name = 'Carols <img src=x onerror="alert(1)">'))
    expect(await problemLines(root)).toEqual([
      `${file} › name: remove <img src=x onerror="alert(1)">: only <em>…</em> (slanted) and <strong>…</strong> (bold) can go in a name, with nothing else inside the < >, got "Carols <img src=x onerror=\\"alert(1)\\">"`,
    ])
  })

  it("a tag in a person's name, which would show as typed, is refused", async () => {
    const file = aPersonFile()
    edit(root, file, person => (person.name = "Revd <b>Jane</b> Doe"))
    expect(await problemLines(root)).toEqual([
      `${file} › name: remove <b>: this field shows plain text, exactly as typed (the page would show the tag itself), got "Revd <b>Jane</b> Doe"`,
    ])
  })
})

describe("photo file names", () => {
  it("a photo named by a camera or phone (spaces, capitals) gets the name to use, and no second warning", async () => {
    const file = filesIn(root, "venues")[0]!
    const photo = (readJson(root, file).photos as { photo: string }[])[0]!.photo
    fs.renameSync(path.join(root, "data/venues", photo), path.join(root, "data/venues/Photo 1.JPG"))
    edit(root, file, venue => ((venue.photos as { photo: string }[])[0]!.photo = "Photo 1.JPG"))
    expect((await problemLines(root)).sort()).toEqual([
      'data/venues/Photo 1.JPG: "Photo 1.JPG" has spaces, capital letters or other signs that web addresses cannot rely on: rename the photo to "photo-1.jpg", and use that name in the entry that shows it',
      `${file} › photos[0].photo: "Photo 1.JPG" has spaces, capital letters or other signs that web addresses cannot rely on: rename the photo to "photo-1.jpg", and write that name here, got "Photo 1.JPG"`,
    ])
    expect(await warningLines(root)).toEqual([])
  })
})

describe("Markdown as the page shows it", () => {
  const html = (markdown: string) => markdownToHtml(markdown, { newTabNote: "(opens in a new tab)" })

  it("a link to another website opens in a new tab and says so; a link within the site does not", () => {
    const page = html("See [the ICO](https://ico.org.uk) or [contact us](/contact).")
    expect(page).toContain(
      '<a href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">the ICO<span class="visually-hidden"> (opens in a new tab)</span></a>',
    )
    expect(page).toContain('<a href="/contact">contact us</a>')
  })

  it("headings get ids from their words, so a section can be linked to", () => {
    expect(html("## Your rights & choices")).toBe('<h2 id="your-rights-and-choices">Your rights &amp; choices</h2>\n')
  })

  it("under a heading of the page's own, the text's headings step down a level", () => {
    expect(markdownToHtml("## Details", { newTabNote: "", headingLevel: 3 })).toBe('<h3 id="details">Details</h3>\n')
  })

  it("a '> ' note is a highlighted panel that says it is a note", () => {
    expect(html("> **Closed.** No longer running.")).toBe(
      '<div class="note" role="note">\n<p><strong>Closed.</strong> No longer running.</p>\n</div>\n',
    )
  })

  it("a table of a name and its text reads row by row on a narrow screen; a wider table keeps its columns", () => {
    const twoColumns = html("| Day | Time |\n|---|---|\n| Sunday | 10 a.m. |")
    const threeColumns = html("| Day | Time | Where |\n|---|---|---|\n| Sunday | 10 a.m. | Church |")
    expect(twoColumns).toContain(`<table class="${rowByRowTableClass}">`)
    expect(threeColumns).toContain("<table>")
  })

  it("HTML that reached it anyway is shown as text, never run", () => {
    expect(html("<script>alert(1)</script>")).not.toContain("<script>")
  })
})
