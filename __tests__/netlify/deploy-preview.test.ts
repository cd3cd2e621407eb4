import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkedSocial, contentSecurityPolicy } from "../../gatsby/content-security-policy"
import { readHeaderRules } from "../../gatsby/netlify-headers"
import { netlifyStage } from "../../scripts/netlify-stage"
import { IDENTITY_WIDGET_PATH } from "../../src/cms/admin-page"

/**
 * What Netlify would publish for a deploy preview, as built offline by Netlify's own CLI from production
 * dependencies only (scripts/netlify-offline-build.ts, run first by `npm run test:netlify`).
 */
const root = path.resolve(__dirname, "../..")
const published = (file: string) => fs.readFileSync(path.join(netlifyStage.publicDir, file), "utf8")
const tomlRules = readHeaderRules(path.join(root, "netlify.toml"))

/** public/_headers: a path on its own line, then its indented `Name: value` lines. */
function parseHeadersFile(text: string): { path: string; headers: { name: string; value: string }[] }[] {
  const blocks: { path: string; headers: { name: string; value: string }[] }[] = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) blocks.push({ path: line.trim(), headers: [] })
    else {
      const separator = line.indexOf(":")
      blocks.at(-1)?.headers.push({ name: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim() })
    }
  }
  return blocks
}

describe("a deploy preview built as Netlify builds it", () => {
  it("built every page from production dependencies", () => {
    expect(published("index.html")).toContain("</html>")
    expect(published("contact.html")).toContain('name="from_email_address"')
  })

  it("tells search engines to stay away from the preview", () => {
    expect(published("robots.txt")).toMatch(/^User-agent: \*\nDisallow: \/$/m)
    expect(published("robots.txt")).not.toMatch(/^Allow:/m)
  })

  it("routes the contact endpoint to its Netlify function", () => {
    const rule = published("_redirects")
      .split("\n")
      .map(line => line.trim().split(/\s+/))
      .find(([from]) => from === "/api/v1/submit-contact-form-message")
    expect(rule?.[1]).toMatch(/^\/\.netlify\/functions\/[\w-]+$/)
    expect(rule?.[2]).toBe("200")
    const functionName = rule?.[1]?.split("/").pop()
    expect(fs.existsSync(path.join(netlifyStage.functionsDir, `${functionName}.zip`))).toBe(true)
  })

  it("publishes the CMS's script and bundles the function that serves /admin with the CMS's own headers", () => {
    expect(published("admin/cms.mjs")).toContain("DecapCmsApp")
    // No file at /admin: a page there would get netlify.toml's headers, the site's policy among them.
    expect(fs.existsSync(path.join(netlifyStage.publicDir, "admin", "index.html"))).toBe(false)
    const manifest = JSON.parse(fs.readFileSync(path.join(netlifyStage.functionsDir, "manifest.json"), "utf8")) as {
      functions: { name: string }[]
    }
    expect(manifest.functions.map(fn => fn.name)).toContain("cms-admin")
    expect(fs.existsSync(path.join(netlifyStage.functionsDir, "cms-admin.zip"))).toBe(true)
  })

  it("publishes Netlify Identity's widget beside it, and the bundled function's /admin names no localhost in its policy", () => {
    expect(published(IDENTITY_WIDGET_PATH.slice(1))).toContain("netlifyIdentity")
    // The function as Netlify zipped it, run in a process of its own at the live site's address.
    const unzipped = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-"))
    execFileSync("unzip", ["-q", path.join(netlifyStage.functionsDir, "cms-admin.zip"), "-d", unzipped])
    const answer = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { default: cmsAdmin } = await import(${JSON.stringify(path.join(unzipped, "cms-admin.mjs"))})
         const response = await cmsAdmin(new Request("https://parish.example/admin/"))
         console.log(JSON.stringify({ status: response.status, policy: response.headers.get("content-security-policy"), html: await response.text() }))`,
      ],
      { env: { PATH: process.env.PATH }, encoding: "utf8" },
    )
    fs.rmSync(unzipped, { recursive: true, force: true })
    const page = JSON.parse(answer) as { status: number; policy: string; html: string }
    expect(page.status).toBe(200)
    expect(page.policy).toMatch(/connect-src 'self'/)
    expect(page.policy).not.toMatch(/localhost|127\.0\.0\.1/)
    expect(page.html).toContain(`src="${IDENTITY_WIDGET_PATH}"`)
  })

  describe("public/_headers", () => {
    const blocks = fs.existsSync(path.join(netlifyStage.publicDir, "_headers"))
      ? parseHeadersFile(published("_headers"))
      : []
    const tomlNames = new Set(tomlRules.flatMap(rule => Object.keys(rule.values).map(name => name.toLowerCase())))

    it("sets nothing netlify.toml sets, so the two can never disagree", () => {
      const clashes = blocks.flatMap(block =>
        block.headers
          .filter(({ name }) => tomlNames.has(name.toLowerCase()))
          .map(({ name }) => `${block.path} ${name}`),
      )
      expect(clashes).toEqual([])
    })

    it("names no header twice in two letter cases, nor the deprecated X-XSS-Protection", () => {
      for (const block of blocks) {
        const names = block.headers.map(({ name }) => name.toLowerCase())
        expect(new Set(names).size).toBe(names.length)
        expect(names).not.toContain("x-xss-protection")
      }
    })

    it("leaves every security header to netlify.toml's rule for all paths but the policy, which the content makes", () => {
      const everything = tomlRules.find(rule => rule.for === "/*")
      expect(Object.keys(everything?.values ?? {})).toEqual(
        expect.arrayContaining(["Strict-Transport-Security", "Referrer-Policy", "X-Content-Type-Options"]),
      )
      const policies = blocks
        .filter(block => block.path === "/*")
        .flatMap(block => block.headers.filter(({ name }) => name === "Content-Security-Policy"))
      expect(policies.map(({ value }) => value)).toEqual([contentSecurityPolicy(checkedSocial(root))])
    })
  })

  it("runs the contact function on the Node major the site is built and tested with", () => {
    const nodeMajor = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()
    const manifest = JSON.parse(fs.readFileSync(path.join(netlifyStage.functionsDir, "manifest.json"), "utf8")) as {
      functions: { name: string; runtimeVersion?: string }[]
    }
    expect(manifest.functions.length).toBeGreaterThan(0)
    for (const fn of manifest.functions) expect(fn.runtimeVersion).toBe(`nodejs${nodeMajor}.x`)
  })

  it("retries kept contact messages every 15 minutes with a scheduled function", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(netlifyStage.functionsDir, "manifest.json"), "utf8")) as {
      functions: { name: string; schedule?: string }[]
    }
    const retry = manifest.functions.find(fn => fn.name === "deliver-pending")
    expect(retry?.schedule).toBe("*/15 * * * *")
    expect(fs.existsSync(path.join(netlifyStage.functionsDir, "deliver-pending.zip"))).toBe(true)
  })

  it("rewrites none of the committed files (e.g. the generated GraphQL types)", () => {
    expect(JSON.parse(fs.readFileSync(netlifyStage.rewrittenFiles, "utf8"))).toEqual([])
  })
})
