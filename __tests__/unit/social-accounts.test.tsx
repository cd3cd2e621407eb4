/** @jest-environment jsdom */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { useStaticQuery } from "gatsby"
import { contentSecurityPolicy } from "../../gatsby/content-security-policy"
import { menu } from "../../src/content/collections/menu"
import { fillIn } from "../../src/content/template"
import { parishGraph, type StructuredSite } from "../../src/seo/structured-data"
import { Seo } from "../../src/components/Seo"
import { SiteFooter } from "../../src/components/SiteFooter"
import { SiteHeader } from "../../src/components/SiteHeader"
import { SocialBox } from "../../src/components/SocialBox"
import { render, shippedNode, shippedPage, shippedWording } from "../support/render"
import { shippedSite, siteVariant } from "../support/site-variant"

/**
 * site.json's social accounts, an open list: a parish with Instagram alone gets no trace of X anywhere (icons, the
 * tags X reads, the JSON-LD, the policy, Home's box), and the shipped site, whose X entry shows its timeline, keeps it.
 */
const home = shippedPage<NonNullable<Queries.HomePageQuery["page"]>>("home")
const menuNode = shippedNode<Queries.SiteHeaderMenuFragment & Queries.SiteFooterMenuFragment>(
  menu,
  "data/menu/menu.json",
)
const instagram = { network: "instagram", name: "Instagram", url: "https://www.instagram.com/a.parish", inHeader: true }
const instagramOnly = siteVariant({ social: [instagram] })

type Facts = Queries.SiteHeaderFactsFragment &
  Queries.SiteFooterFactsFragment &
  Queries.SocialBoxAccountsFragment &
  StructuredSite
const facts = (site: ReturnType<typeof siteVariant>) => site.node<Facts>()

const twitterish = /twitter|twimg|x\.com/i

/** The page head as the build writes it, for a site.json. */
function headFor(site: ReturnType<typeof siteVariant>) {
  jest.mocked(useStaticQuery).mockReturnValue({ siteFacts: facts(site), wording: shippedWording() })
  return renderToStaticMarkup(<Seo title="Worship" pathname="/worship" />)
}

describe("a site with Instagram alone", () => {
  it("passes the check", () => {
    expect(instagramOnly.problems).toEqual([])
  })

  it("shows Instagram's icon in the header and the footer, opening in a new tab, and nothing of X", () => {
    const header = render(<SiteHeader menu={menuNode} facts={facts(instagramOnly)} />)
    const footer = render(<SiteFooter menu={menuNode} facts={facts(instagramOnly)} services={[]} buildYear={2031} />)
    for (const part of [header, footer]) {
      const links = [...part.querySelectorAll<HTMLAnchorElement>(`a[href="${instagram.url}"]`)]
      expect(links).toHaveLength(1)
      expect(links[0]?.textContent).toContain(instagram.name)
      expect(links[0]?.target).toBe("_blank")
      expect(part.innerHTML).not.toMatch(twitterish)
    }
  })

  it("tells X nothing (no twitter:site) and names Instagram in the JSON-LD's sameAs", () => {
    expect(headFor(instagramOnly)).not.toContain("twitter:site")
    const organization = parishGraph(facts(instagramOnly))["@graph"][1]
    expect(organization).toMatchObject({ sameAs: [instagram.url] })
    expect(JSON.stringify(parishGraph(facts(instagramOnly)))).not.toMatch(twitterish)
  })

  it("allows no twitter host in the Content-Security-Policy, and keeps the map's", () => {
    const policy = contentSecurityPolicy(instagramOnly.data?.social)
    expect(policy).not.toMatch(twitterish)
    expect(policy).toMatch(/frame-src https:\/\/www\.openstreetmap\.org;/)
  })

  it("gives Home's box a Follow us link to Instagram and no embed", () => {
    const box = render(<SocialBox accounts={facts(instagramOnly).social ?? []} words={home.social} />)
    const link = box.querySelector<HTMLAnchorElement>(`a[href="${instagram.url}"]`)
    expect(link?.textContent).toContain(fillIn(home.social.follow, { network: instagram.name }))
    expect(box.querySelector("[data-twitter-timeline]")).toBeNull()
    expect(box.querySelector("button")).toBeNull()
  })
})

describe("a site with no social accounts", () => {
  const none = siteVariant({ social: undefined })

  it("passes the check, and has no icons, no box on Home and no sameAs", () => {
    expect(none.problems).toEqual([])
    const listName = fillIn(shippedWording().socialLinks.listName, { name: facts(none).everydayName })
    const header = render(<SiteHeader menu={menuNode} facts={facts(none)} />)
    const footer = render(<SiteFooter menu={menuNode} facts={facts(none)} services={[]} buildYear={2031} />)
    for (const part of [header, footer]) expect(part.querySelector(`[aria-label="${listName}"]`)).toBeNull()
    // Nor the footer's heading over them.
    expect(footer.textContent).not.toContain(shippedWording().footer.followUs)
    expect(render(<SocialBox accounts={[]} words={home.social} />).innerHTML).toBe("")
    expect(parishGraph(facts(none))["@graph"][1]).not.toHaveProperty("sameAs")
  })
})

describe("the shipped site, whose X account shows its timeline", () => {
  const shipped = shippedSite()
  const xAccount = shipped.data?.social?.find(account => account.network === "x")

  it("keeps the timeline in Home's box, the X tag and the policy's twitter hosts", () => {
    expect(xAccount?.embed).toBe(true)
    const box = render(<SocialBox accounts={facts(shipped).social ?? []} words={home.social} />)
    expect(box.querySelector("[data-twitter-timeline]")?.getAttribute("data-handle")).toBe(xAccount?.account)
    expect(headFor(shipped)).toContain(`<meta name="twitter:site" content="@${xAccount?.account}"/>`)
    const policy = contentSecurityPolicy(shipped.data?.social)
    expect(/script-src ([^;]+)/.exec(policy)?.[1]).toContain("https://platform.twitter.com")
    expect(/frame-src ([^;]+)/.exec(policy)?.[1]).toContain("https://syndication.twitter.com")
  })

  it("without the embed, the X account is a Follow us link and the policy names no twitter host", () => {
    const withoutEmbed = siteVariant({
      social: shipped.data?.social?.map(account => ({ ...account, embed: undefined })),
    })
    const box = render(<SocialBox accounts={facts(withoutEmbed).social ?? []} words={home.social} />)
    expect(box.querySelector("[data-twitter-timeline]")).toBeNull()
    expect(box.querySelector(`a[href="${xAccount?.url}"]`)?.textContent).toContain(
      fillIn(home.social.follow, { network: xAccount?.name ?? "" }),
    )
    expect(contentSecurityPolicy(withoutEmbed.data?.social)).not.toMatch(twitterish)
  })
})

describe("the check of the social list", () => {
  it("asks an X account for its name, and refuses an embed a network does not have", () => {
    const x = { network: "x", name: "X", url: "https://x.com/a_parish" }
    expect(siteVariant({ social: [x] }).problems).toEqual([expect.stringMatching(/^social\[0\]\.account: /)])
    expect(siteVariant({ social: [{ ...instagram, embed: true }] }).problems).toEqual([
      expect.stringMatching(/^social\[0\]\.embed: .*leave "embed" out for instagram/),
    ])
  })

  it("names an unknown network and lists the ones to choose from", () => {
    expect(siteVariant({ social: [{ ...instagram, network: "myspace" }] }).problems).toEqual([
      expect.stringMatching(/^social\[0\]\.network: .*instagram/),
    ])
  })
})
