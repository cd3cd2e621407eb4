import { z } from "zod"
import { defineCollection } from "../collection"
import { externalUrl, imageFile, matching, text } from "../fields"
import { embeds, hasEmbed, needsAccount, socialNetworks } from "../social-networks"

/** A postal address: its lines, town and postcode. */
const postalAddress = (description: string) =>
  z
    .strictObject({
      lines: z
        .array(text("one line"))
        .min(1)
        .describe("the street address, one line each")
        .meta({ title: "Street address", itemTitle: "line" }),
      town: text("the town or district").meta({ title: "Town" }),
      postcode: matching(
        /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
        'must be a UK postcode in capitals, like "N21 3QE"',
      ).meta({ title: "Postcode" }),
    })
    .describe(description)

/** One account on a social network (or any other site, `link`), shown as an icon in the footer. */
const socialEntry = z
  .strictObject({
    network: z
      .enum(socialNetworks)
      .describe(
        "which network, for its icon (whatsapp: a WhatsApp channel; link: any other website, with a plain link icon)",
      )
      .meta({ title: "Network" }),
    name: text(
      'what the icon is called when read out, and in "Follow us on …" on Home, e.g. "Instagram"; for a link, its own label',
    ).meta({ title: "Name" }),
    url: externalUrl("the address of the parish's page or account there").meta({ title: "Address" }),
    account: matching(/^[A-Za-z0-9_]{1,15}$/, 'must be the account name without @, like "StMichaelsN21"')
      .describe("X only: the account's name without @, which X and search engines are told and the timeline shows")
      .meta({ title: "Account name" })
      .optional(),
    embed: z
      .boolean()
      .describe("X only: show the account's latest posts in Home's box (loaded only when a visitor asks)")
      .meta({ title: "Show its posts on Home" })
      .optional(),
    inHeader: z
      .boolean()
      .describe("also show its icon in the header on larger screens (the footer shows every account)")
      .meta({ title: "In the header too" })
      .optional(),
  })
  .superRefine((entry, context) => {
    if (needsAccount.includes(entry.network) && !entry.account)
      context.addIssue({
        code: "custom",
        path: ["account"],
        message: `${entry.name} needs the account's name without @ (the part after x.com/ in its address)`,
      })
    if (entry.account && !needsAccount.includes(entry.network))
      context.addIssue({
        code: "custom",
        path: ["account"],
        message: `only ${needsAccount.join(", ")} needs an account name: leave it out for ${entry.network}`,
      })
    if (entry.embed && !hasEmbed(entry.network))
      context.addIssue({
        code: "custom",
        path: ["embed"],
        message: `the site can show posts from ${Object.keys(embeds).join(", ")} only: leave "embed" out for ${entry.network}`,
      })
  })

export type SocialEntry = z.infer<typeof socialEntry>

/** Site-wide facts: one file, data/site/site.json. Every page's header, footer and search-engine data read it. */
export const siteFactsSchema = z.strictObject({
  parishName: text('the church\'s name, e.g. "St Michael and All Angels"').meta({ title: "Church's name" }),
  locality: text('the suburb, e.g. "Ashgrove"').meta({ title: "Place" }),
  everydayName: text('what people call the church day to day, e.g. "St Michael\'s"').meta({
    title: "Everyday name",
  }),
  title: text("the website's name, in the header, the footer and the browser tab").meta({ title: "Website name" }),
  shortTitle: text("a name of at most 12 characters, under the icon on a phone's home screen")
    .pipe(z.string().max(12, { message: "must be at most 12 characters" }))
    .meta({ title: "Short name" }),
  description: text("one sentence about the parish, which search engines show for the website as a whole").meta({
    title: "Description",
  }),
  siteUrl: externalUrl("the live website's address, without a / at the end").meta({ title: "Website address" }),
  address: postalAddress(
    'where the church is and services are held: Home\'s "where to find us", the footer, the map, the calendar feeds and what search engines read about the church and its events',
  ).meta({ title: "Church's address" }),
  officeAddress: postalAddress(
    "where post for the parish office goes, shown on the Contact page; leave it out while the office is at the church",
  )
    .meta({ title: "Parish office's address" })
    .optional(),
  telephone: matching(/^\+?[0-9 ()-]{6,20}$/, 'must be a telephone number like "020 8123 4567"')
    .describe("the parish office's number")
    .meta({ title: "Telephone" }),
  officeEmail: z
    .email({ message: "must be an email address like office@example.org" })
    .describe("the parish office's email address")
    .meta({ title: "Office email" }),
  geo: z
    .strictObject({
      latitude: z.number().min(-90).max(90).meta({ title: "Latitude" }),
      longitude: z.number().min(-180).max(180).meta({ title: "Longitude" }),
    })
    .describe("where the church is, for the map on the Contact page (from any map site's 'share' or 'what's here')")
    .meta({ title: "Map position" }),
  social: z
    .array(socialEntry)
    .describe(
      "the parish's accounts on social networks and similar sites, in the order the icons show; leave it out, or empty, if there are none",
    )
    .meta({ title: "Social media", itemTitle: "account" })
    .optional(),
  donationUrl: externalUrl("the donation page at the giving service").meta({ title: "Donation page" }),
  easyfundraisingUrl: externalUrl("the parish's cause page on easyfundraising").meta({
    title: "easyfundraising page",
  }),
  dioceseUrl: externalUrl("the diocese's website").meta({ title: "Diocese website" }),
  ecoChurchUrl: externalUrl("the Eco Church award's page").meta({ title: "Eco Church page" }),
  schoolUrl: externalUrl("the parish school's website").meta({ title: "School website" }),
  mapUrl: externalUrl("the church on a map website, for the Map links").meta({ title: "Map link" }),
  // Optional so a new site can start without one; `npm run qr-code` draws it from easyfundraisingUrl.
  qrCode: imageFile("a QR code for the easyfundraising page, on the home page beside Get involved")
    .meta({ title: "QR code" })
    .optional(),
})

export type SiteFactsEntry = z.infer<typeof siteFactsSchema>

/** Where post and the parish office are: the office's own address, or the church's while it has none. */
export const officeAddressOf = <Address>(site: { address: Address; officeAddress?: Address | null }): Address =>
  site.officeAddress ?? site.address

export const siteFacts = defineCollection({
  folder: "site",
  typeName: "SiteFacts",
  label: "Site details",
  labelSingular: "site details",
  description: "The parish's name, address, telephone, email and web addresses, used on every page.",
  shape: { kind: "single" },
  schema: siteFactsSchema,
})
