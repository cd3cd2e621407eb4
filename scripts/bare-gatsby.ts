/**
 * The yardstick for `npm run bench`: a bare Gatsby 5 + React page (one page component, no plugins), built in a
 * temporary folder with this project's node_modules, and its first-visit JavaScript measured as bench.ts measures
 * ours (the script files its HTML names, each counted once, and its inline scripts, gzip). The result is kept in bench-results/, keyed by the
 * gatsby, react and react-dom versions, and measured again when one of them changes.
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { islandScriptAttribute } from "../plugins/gatsby-plugin-islands/browser"
import { standaloneSourceAttribute } from "../plugins/gatsby-plugin-islands/standalone-loader"

/**
 * gzip bytes of the JavaScript a built page runs on a first visit: each script file it names, counted once, and its
 * inline scripts together (data blocks such as JSON-LD and island props are not scripts). The standalone script the
 * loader names counts, and so does the island script it names: a visitor who uses the form loads it.
 */
export function firstVisitJsBytes(publicDir: string, html: string): number {
  const files = [
    ...new Set(
      [...html.matchAll(/<script\b[^>]*>/g)].flatMap(([tag]) =>
        [
          ...tag.matchAll(
            new RegExp(`\\s(?:src|${standaloneSourceAttribute}|${islandScriptAttribute})="([^"]+\\.js)"`, "g"),
          ),
        ].map(match => match[1]!),
      ),
    ),
  ]
  const inline = [...html.matchAll(/<script((?:(?!\ssrc=)[^>])*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!)
    .join("")
  return (
    files.map(src => zlib.gzipSync(fs.readFileSync(path.join(publicDir, src))).length).reduce((sum, n) => sum + n, 0) +
    (inline ? zlib.gzipSync(inline).length : 0)
  )
}

const versionOf = (root: string, name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version

export function bareGatsbyFirstVisitJs(root: string): { bytes: number; versions: string } {
  const versions = ["gatsby", "react", "react-dom"].map(name => `${name}@${versionOf(root, name)}`).join(" ")
  const cacheFile = path.join(root, "bench-results/bare-gatsby-inline-counted.json")
  if (fs.existsSync(cacheFile)) {
    const cached = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as { bytes: number; versions: string }
    if (cached.versions === versions) return cached
  }
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "bare-gatsby-"))
  try {
    const dependencies = Object.fromEntries(["gatsby", "react", "react-dom"].map(name => [name, versionOf(root, name)]))
    fs.writeFileSync(
      path.join(site, "package.json"),
      JSON.stringify({ name: "bare-gatsby", private: true, dependencies }),
    )
    fs.writeFileSync(path.join(site, "gatsby-config.js"), "module.exports = {}\n")
    fs.mkdirSync(path.join(site, "src/pages"), { recursive: true })
    fs.writeFileSync(
      path.join(site, "src/pages/index.js"),
      'import * as React from "react"\nexport default function Index() {\n  return <h1>Hello</h1>\n}\n',
    )
    fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"))
    execSync("npx gatsby build", {
      cwd: site,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    const publicDir = path.join(site, "public")
    const bytes = firstVisitJsBytes(publicDir, fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
    fs.writeFileSync(cacheFile, JSON.stringify({ bytes, versions }, null, 2))
    return { bytes, versions }
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
}

if (require.main === module) {
  const { bytes, versions } = bareGatsbyFirstVisitJs(path.resolve(__dirname, ".."))
  console.log(`Bare Gatsby + React page (${versions}): ${(bytes / 1024).toFixed(1)} KB gzip first-visit JS`)
}
