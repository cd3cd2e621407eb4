import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/**
 * The design system holds: lengths and weights come from src/theme's tokens, so a change of spacing, border or
 * weight is made once. This reads every style the site's code writes outside src/theme.
 */
const siteSource = path.join(__dirname, "../../src")
const themeFolder = path.join(siteSource, "theme")

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return full === themeFolder ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })
}

/** CSS properties whose bare numbers emotion turns into pixels. */
const lengthProperties =
  /^(margin|padding|gap|rowGap|columnGap|width|height|minWidth|maxWidth|minHeight|maxHeight|top|right|bottom|left|inset|fontSize|borderWidth|borderRadius|outlineOffset|outlineWidth)/

/** Inside a `css`/`style` prop or a value named as a style (an SVG's own coordinates and a share card's size are not). */
function isStyle(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return ["css", "style"].includes(at.name.getText())
    if (ts.isVariableDeclaration(at) || ts.isPropertyAssignment(at)) {
      if (/style|css/i.test(at.name.getText())) return true
    }
  }
  return false
}

/** Each raw pixel length or numeric font weight in a file's code (comments aside), as "file:line text". */
function rawStyleValues(file: string): string[] {
  const text = fs.readFileSync(file, "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push(`${path.relative(siteSource, file)}:${line} ${node.getText().slice(0, 60)}`)
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (/(^|[^\w-])-?\d*\.?\d+px\b/.test(node.text)) report(node)
    }
    if (ts.isPropertyAssignment(node) && ts.isNumericLiteral(node.initializer) && isStyle(node)) {
      const name = node.name.getText().replace(/["']/g, "")
      if (name === "fontWeight" || (lengthProperties.test(name) && Number(node.initializer.text) !== 0)) report(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("the design system's tokens", () => {
  it("are the only source of pixel lengths and font weights outside src/theme", () => {
    const files = sourceFiles(siteSource)
    expect(files.length).toBeGreaterThan(50)
    expect(files.flatMap(rawStyleValues)).toEqual([])
  })
})
