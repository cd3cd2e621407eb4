import { z } from "zod"
import { externalUrl, imageFile, paragraphs, text } from "../fields"

/** Site-wide facts: one file, data/site/site.json. */
export const siteFactsSchema = z.strictObject({
  parishName: text('the church\'s name, e.g. "St Michael and All Angels"'),
  locality: text('the suburb, e.g. "Ashgrove"'),
  everydayName: text("what people call the church day to day, used in the pages' text, e.g. \"St Michael's\""),
  title: text("site title shown in the header, footer and browser tab"),
  shortTitle: text("a name of at most 12 characters for a phone's home screen").pipe(
    z.string().max(12, { message: "must be at most 12 characters" }),
  ),
  description: text("one sentence describing the parish, used by search engines"),
  siteUrl: externalUrl("the live site's address, no trailing slash"),
  welcomeQuote: z.strictObject({ text: text("quotation"), source: text("who said it or where it is from") }),
  heroPhoto: z
    .strictObject({
      image: imageFile(
        "a landscape photo beside site.json (at least 1440 × 960 pixels), e.g. the church or a Sunday service",
      ),
      alt: text("what the photo shows, for people who cannot see it"),
    })
    .optional()
    .describe("Home's big photo beside the welcome quote; leave out to show the drawn placeholder"),
  address: z.strictObject({
    lines: z.array(text("one line")).min(1).describe("street address lines"),
    town: text("town or district"),
    postcode: z
      .string()
      .regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, { message: 'must be a UK postcode like "N21 3QE"' }),
  }),
  telephone: z.string().regex(/^\+?[0-9 ()-]{6,20}$/, { message: 'must be a telephone number like "020 8123 4567"' }),
  officeEmail: z.email({ message: "must be an email address like office@example.org" }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  social: z.strictObject({
    facebook: externalUrl("Facebook page"),
    twitter: externalUrl("Twitter/X account"),
    twitterHandle: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, { message: "must be the account name without @" }),
    youtube: externalUrl("YouTube channel"),
  }),
  donationUrl: externalUrl("donation campaign page at the giving service"),
  easyfundraisingUrl: externalUrl("the parish's easyfundraising cause page"),
  dioceseUrl: externalUrl("diocese website"),
  ecoChurchUrl: externalUrl("Eco Church award page"),
  schoolUrl: externalUrl("the parish school's website"),
  mapUrl: externalUrl("link to the church on a map site"),
  visiting: z
    .strictObject({
      facilities: z
        .array(text("one facility, as a short sentence"))
        .min(1, { message: "needs at least one facility" })
        .describe("what the church and halls offer visitors, one line each"),
      publicTransport: paragraphs("buses and trains near the church, one string per paragraph"),
      transportLink: z
        .strictObject({
          text: text('the link\'s words, e.g. "Bus routes and times from Transport for London"'),
          url: externalUrl("the journey planner or timetable page it opens"),
        })
        .describe("a link for planning the journey, shown after the public transport paragraphs"),
      parking: paragraphs("where visitors can park, one string per paragraph"),
    })
    .describe("the Contact page's practical details: facilities, public transport and parking"),
  budget: z
    .strictObject({
      year: z.number().int().min(2000).max(2100).describe("the year the projection is for, e.g. 2022"),
      incomeRisePercent: z.number().describe("how much higher income is assumed to be than the year before, in %"),
      spendRisePercent: z.number().describe("how much higher spending is assumed to be than the year before, in %"),
      lines: z
        .array(
          z.strictObject({
            name: text('the kind of costs, e.g. "Fixed costs"'),
            income: z.number().nonnegative().describe("projected income in whole pounds, e.g. 30000"),
            spend: z.number().positive().describe("projected spending in whole pounds, e.g. 30000"),
          }),
        )
        .min(1)
        .describe("one line per kind of costs, in the order of the table"),
    })
    .describe("the budget projection on the Fundraising page: the table, the thermometer and the shortfall"),
  // Optional so a new site can start without one; made by scripts/make-qr-code.mjs from easyfundraisingUrl.
  qrCode: imageFile("QR code image beside site.json for the easyfundraising page (home page)").optional(),
})

export type SiteFactsEntry = z.infer<typeof siteFactsSchema>
