import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { createElement } from "react"
import { isScriptElement, type HtmlComponent, type PagePathname } from "./gatsby-internals"

/**
 * Inline scripts in a page's head and around its body become files, so the Content-Security-Policy needs no
 * 'unsafe-inline'. The files are written in Node before any page renders (a file written while a page renders counts
 * as "unsafe builtin usage", and Gatsby would then render every page again on every build); `onPreRenderHTML` then
 * swaps each inline script for a `<script src>` with the same attributes, in the same place, so order and timing
 * are kept. Data blocks (JSON, JSON-LD) are never run and stay inline.
 */
export const inlineScriptsPath = "/static/inline-scripts/"

/** A script's hash as a Content-Security-Policy source, e.g. `'sha256-…'`. */
export const cspHashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

/** Writes each script into public/static/inline-scripts/, named by its content; returns each one's address by hash. */
export function writeScriptFiles(publicDir: string, texts: readonly string[]): Record<string, string> {
  const folder = path.join(publicDir, inlineScriptsPath)
  fs.mkdirSync(folder, { recursive: true })
  return Object.fromEntries(
    texts.map(text => {
      const fileName = `${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`
      fs.writeFileSync(path.join(folder, fileName), text)
      return [cspHashOf(text), `${inlineScriptsPath}${fileName}`]
    }),
  )
}

/** A script a browser runs: no type, a module, or a JavaScript MIME type. */
const runs = (type: string | undefined) =>
  !type || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type)

/**
 * The components with each inline script swapped for its file (`files`, by hash). An inline script with no file
 * stops the build, naming the page and the script: the policy would block it in the browser.
 */
export function withScriptFiles(
  components: readonly HtmlComponent[],
  files: Readonly<Record<string, string>>,
  pathname: PagePathname,
): HtmlComponent[] {
  return components.map(component => {
    if (!isScriptElement(component)) return component
    const { dangerouslySetInnerHTML, ...attributes } = component.props
    const text = dangerouslySetInnerHTML?.__html
    if (attributes.src || !text?.trim() || !runs(attributes.type)) return component
    const src = files[cspHashOf(text)]
    if (!src) {
      throw new Error(
        `gatsby-plugin-islands: ${pathname} has an inline script that the Content-Security-Policy will block ` +
          `(${cspHashOf(text)}: ${text.slice(0, 80)}…). Move it into a file, or have the plugin write it ahead ` +
          `(plugins/gatsby-plugin-islands/gatsby-node.ts, onPreBuild).`,
      )
    }
    return createElement("script", { ...attributes, key: component.key ?? src, src })
  })
}
