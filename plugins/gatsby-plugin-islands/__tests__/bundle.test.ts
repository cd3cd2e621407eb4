import { transformSync, type TransformOptions } from "@babel/core"
import { siteSourceRule } from "../bundle"

/**
 * The visitor's scripts carry no style runtime: the island and standalone scripts are compiled with React's own
 * JSX runtime, so a `css` prop there would reach the page as a stray attribute and the element would be unstyled.
 * The build stops at one instead, saying what to do; the CMS script keeps emotion's css prop.
 */
const compile = (source: string, rule: ReturnType<typeof siteSourceRule>) =>
  transformSync(source, { ...(rule.options as TransformOptions), filename: "island.tsx" })?.code ?? ""

test("an island's JSX compiles to React's own runtime, with no emotion in it", () => {
  const code = compile(
    'export const Field = () => <p className="contact-hint">Hint</p>',
    siteSourceRule("from-the-page"),
  )
  expect(code).toContain("react/jsx-runtime")
  expect(code).not.toContain("@emotion")
})

test("a css prop in a script the plugin bundles stops the build, naming the fix", () => {
  expect(() =>
    compile('export const Field = () => <p css={{ color: "red" }}>Hint</p>', siteSourceRule("from-the-page")),
  ).toThrow(/no style runtime: give this element a class name styled in the page's critical CSS/)
})

test("the CMS script's previews keep emotion's css prop", () => {
  const code = compile('export const Field = () => <p css={{ color: "red" }}>Hint</p>', siteSourceRule())
  expect(code).toContain("@emotion/react/jsx-runtime")
})
