import path from "node:path"
import { domMarkers } from "../../src/dom-markers"
import { htmlFilesUnder } from "../../gatsby/html-files"

/** Every page of the built site, as its URL path ("/", "/worship", ...), read from public/. */
export function builtPagePaths(publicDir = path.resolve(__dirname, "../../public")): string[] {
  return (
    htmlFilesUnder(publicDir)
      .filter(file => path.basename(file) === "index.html")
      .map(file => `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join("/")}`)
      .map(urlPath => (urlPath === "/" ? "/" : urlPath.replace(/\/$/, "")))
      // Gatsby's 404 pages are served for unknown paths, not visited by their own address.
      .filter(urlPath => !urlPath.startsWith("/404"))
      .sort()
  )
}

/** Whether a built page has an island (src/islands/Island.tsx), and so runs React in the browser. */
export const hasIsland = (html: string) => html.includes(` ${domMarkers.island}="`)
