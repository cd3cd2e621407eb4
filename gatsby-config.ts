import type { GatsbyConfig } from "gatsby"
import { siteFacts as siteFactsCollection, type SiteFactsEntry } from "./src/content/collections/site"
import { checkEntrySource } from "./src/content/validate"
import { colors } from "./src/theme"
import { siteNow } from "./src/content/site-now"
import fs from "node:fs"
import { typeNameOfContentEntry } from "./gatsby/content-nodes"
import { siteIconPath } from "./gatsby/favicon-ico"
import { localRedirectsAdapter } from "./gatsby/local-redirects-adapter"
import { netlifyAdapterWithTomlHeaders } from "./gatsby/netlify-adapter"
import { shareSiteSecurityHeaders } from "./gatsby/netlify-headers"
import { siteHeaderRules } from "./gatsby/content-security-policy"

// Before Gatsby compiles the contact function: its own answers carry the site's security headers too.
shareSiteSecurityHeaders(siteHeaderRules(__dirname))

/**
 * site.json through the content check, as every page reads it. With a mistake in it there are no facts here: the
 * build's first step (gatsby/on-pre-bootstrap.ts) names the mistake and stops, and `npm start` shows it on the page.
 */
function readSiteFacts(): Partial<SiteFactsEntry> {
  const file = `data/${siteFactsCollection.folder}/site.json`
  const source = fs.existsSync(`${__dirname}/${file}`) ? fs.readFileSync(`${__dirname}/${file}`, "utf8") : ""
  return (checkEntrySource(siteFactsCollection, file, source).data as SiteFactsEntry | undefined) ?? {}
}
const siteFacts = readSiteFacts()

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteFacts.title,
    description: siteFacts.description,
    siteUrl: siteFacts.siteUrl,
    // The build's "now" (SITE_NOW pins it): the next start of each weekly service in the JSON-LD, the footer's year.
    builtAt: siteNow().toISOString(),
  },
  // Writes src/gatsby-types.d.ts (the Queries.* types) on `gatsby build` too, not only in develop. Not on Netlify:
  // there the adapter adds its own types, and a deploy must not rewrite committed files.
  graphqlTypegen: { generateOnBuild: !process.env.NETLIFY, typesOutputPath: "src/gatsby-types.d.ts" },
  trailingSlash: "never",
  // On Netlify the adapter runs the contact Function and writes public/_redirects and adds to public/_headers; every
  // header comes from netlify.toml or the build's policy (see gatsby/netlify-adapter.ts). Elsewhere a small adapter
  // writes the redirects alone, for the local preview to follow (gatsby/local-redirects-adapter.ts).
  adapter: process.env.NETLIFY
    ? netlifyAdapterWithTomlHeaders(__dirname)
    : localRedirectsAdapter(`${__dirname}/public`),
  plugins: [
    // Pages ship no Gatsby runtime: every page runs the standalone script, which loads the island script on a page
    // that renders an island and the page-load metrics once the page is idle (plugins/gatsby-plugin-islands/README.md).
    {
      resolve: "gatsby-plugin-islands",
      options: {
        standalone: "./src/standalone/entry.ts",
        islands: "./src/islands/entry.tsx",
        idle: "./src/page-metrics/entry.ts",
      },
    },
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-plugin-sitemap",
      // The thank-you page is only reached after a message; /parish-news is a copy of /news-and-events.
      options: { excludes: ["/contact/thank-you", "/parish-news"] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: siteFacts.title ?? "Parish church",
        short_name: siteFacts.shortTitle ?? "Parish",
        start_url: "/",
        display: "minimal-ui",
        background_color: colors.paper,
        theme_color: colors.primary,
        icon: siteIconPath,
        // iPhones' home screen takes the 180 px icon (an apple-touch-icon link each); Android and Chrome take 192 and
        // 512 px from the manifest. The plugin's default eight sizes put eight links into every page's first 14 KB.
        icons: [180, 192, 512].map(size => ({
          src: `icons/icon-${size}x${size}.png`,
          sizes: `${size}x${size}`,
          type: "image/png",
        })),
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // Every picture in AVIF and WebP beside its own format, its main colour showing until it arrives.
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor", quality: 80 } },
    },
    "gatsby-transformer-sharp",
    // The photos beside the entries, for gatsby-plugin-image. The entries themselves reach Gatsby only through the
    // content check (gatsby/content-nodes.ts), which gatsby-transformer-json turns into typed nodes.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/*.json", "**/*.md"] },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/src/images` } },
    { resolve: "gatsby-transformer-json", options: { typeName: typeNameOfContentEntry } },
  ],
}

export default config
