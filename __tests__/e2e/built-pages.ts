import fs from "node:fs"
import path from "node:path"

/** Every page of the built site, as its URL path ("/", "/worship", ...), read from public/. */
export function builtPagePaths(publicDir = path.resolve(__dirname, "../../public")): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory() && !["static", "page-data", "~partytown", "_gatsby"].includes(entry.name)) walk(full)
      else if (entry.name === "index.html") {
        const urlPath = `/${path.relative(publicDir, folder).split(path.sep).join("/")}`
        found.push(urlPath === "/" ? "/" : urlPath.replace(/\/$/, ""))
      }
    }
  }
  walk(publicDir)
  // Gatsby's 404 pages are served for unknown paths, not visited by their own address.
  return found.filter(urlPath => !urlPath.startsWith("/404")).sort()
}
