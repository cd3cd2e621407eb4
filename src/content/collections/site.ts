import { z } from "zod"
import { defineCollection } from "../collection"
import { externalUrl, imageFile, matching, text } from "../fields"

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
  address: z
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
    .meta({ title: "Address" }),
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
    .strictObject({
      facebook: externalUrl("the parish's Facebook page").meta({ title: "Facebook" }),
      twitter: externalUrl("the parish's Twitter/X account").meta({ title: "Twitter/X" }),
      twitterHandle: matching(/^[A-Za-z0-9_]{1,15}$/, "must be the account name without @")
        .describe("the account's name without @")
        .meta({ title: "Twitter/X name" }),
      youtube: externalUrl("the parish's YouTube channel").meta({ title: "YouTube" }),
    })
    .meta({ title: "Social media" }),
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

export const siteFacts = defineCollection({
  folder: "site",
  typeName: "SiteFacts",
  label: "Site details",
  labelSingular: "site details",
  description: "The parish's name, address, telephone, email and web addresses, used on every page.",
  shape: { kind: "single" },
  schema: siteFactsSchema,
})
