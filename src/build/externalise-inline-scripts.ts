import { createHash } from "node:crypto"

/**
 * Moves every inline <script> of a built page into a file of its own, named by
 * the hash of its content, so the Content-Security-Policy can be a fixed
 * `script-src 'self'` in netlify.toml, with no 'unsafe-inline' and no hashes to
 * recompute at each build. Gatsby writes a few such scripts on every page
 * (gatsby-plugin-image's loaders, the page path, the chunk map, the compilation
 * hash). Order and timing are kept: a classic external script without async
 * blocks the parser just as the inline one did, and module scripts are deferred
 * either way. JSON-LD and other data blocks are not scripts and stay inline.
 */

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const dataTypes = /\btype\s*=\s*["']?application\/(ld\+json|json)/i

export const scriptFileName = (content: string) =>
  `${createHash("sha256").update(content).digest("hex").slice(0, 20)}.js`

/**
 * Returns the page with its inline scripts replaced by `<script src>` tags, and
 * the scripts to write, keyed by file name.
 */
export function externaliseInlineScripts(
  html: string,
  publicPath: string,
): { html: string; scripts: Map<string, string> } {
  const scripts = new Map<string, string>()
  const rewritten = html.replace(inlineScript, (whole, attributes: string, content: string) => {
    if (/\bsrc\s*=/i.test(attributes) || dataTypes.test(attributes) || content.trim() === "") return whole
    const fileName = scriptFileName(content)
    scripts.set(fileName, content)
    return `<script${attributes} src="${publicPath}/${fileName}"></script>`
  })
  return { html: rewritten, scripts }
}
