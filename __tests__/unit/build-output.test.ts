import path from "node:path"
import { gatsbyImageBodyScriptHash } from "../../plugins/gatsby-plugin-islands/gatsby-internals"
import { standaloneLoaderHash } from "../../plugins/gatsby-plugin-islands/standalone-loader"
import { headerRoutesLeftToGatsby } from "../../gatsby/netlify-adapter"
import { siteHeaderRules } from "../../gatsby/content-security-policy"
import { headersFor } from "../../gatsby/netlify-headers"

describe("the site's headers: netlify.toml's and the policy from the content", () => {
  const rules = siteHeaderRules(path.resolve(__dirname, "../.."))

  it("sends the security headers with every page", () => {
    const headers = headersFor(rules, "/worship")
    expect(headers["Content-Security-Policy"]).toMatch(/script-src 'self'/)
    expect(headers["Content-Security-Policy"]).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
    expect(headers["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
  })

  it("allows by their hashes exactly the inline scripts a built page keeps: the standalone script's loader and gatsby-plugin-image's after each image", () => {
    // The image loader's hash is checked against gatsby-plugin-image itself in plugins/gatsby-plugin-islands/__tests__.
    const scriptSources = /script-src ([^;]+)/.exec(headersFor(rules, "/worship")["Content-Security-Policy"] ?? "")?.[1]
    expect(scriptSources?.split(" ").filter(source => source.startsWith("'sha"))).toEqual([
      standaloneLoaderHash,
      gatsbyImageBodyScriptHash,
    ])
  })

  it("caches hashed assets for a year and page data never", () => {
    expect(headersFor(rules, "/app-5813fd25a517493eedaa.js")["Cache-Control"]).toContain("immutable")
    expect(headersFor(rules, "/static/abc/photo.avif")["Cache-Control"]).toContain("max-age=31536000")
    expect(headersFor(rules, "/page-data/worship/page-data.json")["Cache-Control"]).toBe(
      "public, max-age=0, must-revalidate",
    )
  })
})

describe("overlapping header rules, as Netlify's CDN treats them", () => {
  const policy = (source: string) => ({ "Content-Security-Policy": `default-src 'self'; script-src ${source}` })
  const site = { for: "/*", values: policy("'self'") }
  const admin = { for: "/admin/*", values: policy("'self' 'unsafe-eval'") }

  it("sends both values of one header when two matching rules differ, so a second policy cannot replace the first", () => {
    const csp = headersFor([site, admin], "/admin/index.html")["Content-Security-Policy"]
    // A comma separates policies: the browser enforces each, so the stricter site policy still applies.
    expect(csp?.split(", ")).toEqual([site.values["Content-Security-Policy"], admin.values["Content-Security-Policy"]])
  })

  it("sends a value once when two matching rules agree, and only the matching rule's elsewhere", () => {
    expect(headersFor([site, { ...site, for: "/admin/*" }], "/admin/x")["Content-Security-Policy"]).toBe(
      site.values["Content-Security-Policy"],
    )
    expect(headersFor([site, admin], "/worship")["Content-Security-Policy"]).toBe(
      site.values["Content-Security-Policy"],
    )
  })
})

describe("the headers Gatsby's Netlify adapter may still write to _headers", () => {
  const rules = siteHeaderRules(path.resolve(__dirname, "../.."))
  // What Gatsby 5 hands the adapter for a site like ours (its defaults, a page, a hashed script).
  const gatsbyHeaderRoutes = [
    {
      path: "/*",
      headers: [
        { key: "cache-control", value: "public, max-age=0, must-revalidate" },
        { key: "x-xss-protection", value: "1; mode=block" },
        { key: "x-content-type-options", value: "nosniff" },
        { key: "referrer-policy", value: "same-origin" },
        { key: "x-frame-options", value: "DENY" },
        { key: "content-security-policy", value: "default-src *" },
      ],
    },
    { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
    {
      path: "/worship",
      headers: [
        { key: "x-robots-tag", value: "noindex" },
        { key: "Referrer-Policy", value: "no-referrer" },
      ],
    },
  ]
  const left = headerRoutesLeftToGatsby(gatsbyHeaderRoutes, rules)
  const namesLeft = left.flatMap(route => route.headers.map(header => header.key.toLowerCase()))

  it("leaves out every header netlify.toml or the site's policy sets, in whatever letter case, so they can never disagree", () => {
    const namesInToml = rules.flatMap(rule => Object.keys(rule.values).map(name => name.toLowerCase()))
    expect(namesInToml).toEqual(
      expect.arrayContaining(["referrer-policy", "x-content-type-options", "cache-control", "content-security-policy"]),
    )
    for (const name of namesInToml) expect(namesLeft).not.toContain(name)
  })

  it("drops the deprecated X-XSS-Protection", () => {
    expect(namesLeft).not.toContain("x-xss-protection")
  })

  it("keeps a header netlify.toml does not speak of, and drops routes left empty", () => {
    expect(left).toEqual([{ path: "/worship", headers: [{ key: "x-robots-tag", value: "noindex" }] }])
  })
})
