import { z } from "zod"
import { defineCollection } from "../collection"
import { describedPhoto, markdown, searchDescription, sentenceWith, slug, text } from "../fields"

/**
 * The words of the site's pages: one Markdown file per page in data/pages/, its fields at the top (title, summary,
 * search description and the page's own headings and sentences) and its text below. The page's layout (where the
 * events, people or halls go) is the site's; every word on it is here.
 */

const title = text("the page's main heading, at the top of the page and in the browser tab").meta({ title: "Title" })
const lead = text("one sentence under the title that sums the page up").meta({ title: "Summary" }).optional()
const heading = (where: string) => text(`the heading of ${where}`).meta({ title: "Heading" })

/** What every page has. */
const pageFields = { title, lead, description: searchDescription() }

/** The main text, written in Markdown. */
const body = (what: string) => markdown(what).meta({ title: "Text" })

const textPage = z.strictObject({ ...pageFields, body: body("the page's text") })

/** Spec §2: "Cookies (heading only)". */
const headingOnly = z.strictObject({ title, description: searchDescription() })

/** A page whose text comes after a list the site makes (events, halls, people): the text is optional. */
const listPage = z.strictObject({
  ...pageFields,
  body: body("a few words before the list; leave empty for none").optional(),
})

const home = z.strictObject({
  ...pageFields,
  welcomeQuote: z
    .strictObject({
      text: text("the words of the quotation, without quotation marks").meta({ title: "Quotation" }),
      source: text('where it comes from, e.g. "Matthew 11.28"').meta({ title: "Source" }),
    })
    .meta({ title: "Welcome quotation" }),
  heroPhoto: describedPhoto(
    "a wide photo beside the quotation (at least 1440 × 960 pixels), e.g. the church or a Sunday service; leave empty to show the drawing of the church",
  )
    .meta({ title: "Photo" })
    .optional(),
  joinUs: z
    .strictObject({
      heading: heading("the panel with the service times, the address and the telephone"),
      services: text("the heading over the service times").meta({ title: "Services heading" }),
      newHere: markdown(
        'under the service times: a line for someone coming for the first time, with a link to what to expect, e.g. "New here? [What to expect on your first visit](/worship#your-first-visit)"',
      ).meta({ title: "For newcomers" }),
      findUs: text("the heading over the address").meta({ title: "Address heading" }),
      mapLink: text("the link to the map").meta({ title: "Map link" }),
      ask: text("the heading over the telephone number").meta({ title: "Telephone heading" }),
      call: text("the words before the telephone number").meta({ title: "Telephone words" }),
      messageLink: text("the link to the contact form").meta({ title: "Message link" }),
    })
    .meta({ title: "Join us panel" }),
  upcomingEvents: z
    .strictObject({
      heading: heading("the list of featured events"),
      none: markdown("shown when no event is marked for the home page").meta({
        title: "When there are none",
        onlyWhenEmpty: true,
      }),
      allEvents: text("the button to News & Events").meta({ title: "Button" }),
    })
    .meta({ title: "Upcoming events" }),
  tweets: z
    .strictObject({
      heading: heading("the Twitter box"),
      show: text("the button that loads the tweets (nothing loads from Twitter until it is pressed)").meta({
        title: "Button",
      }),
      note: text("a sentence beside the button").meta({ title: "Note" }),
      follow: text("the link to the parish's Twitter account").meta({ title: "Account link" }),
      timelineLink: sentenceWith(
        "the link Twitter's script turns into the tweets, seen only if they fail to load; {handle} is the account's name from the site details",
        { may: ["handle"] },
      ).meta({ title: "Tweets link" }),
    })
    .meta({ title: "Latest tweets" }),
  getInvolved: z
    .strictObject({
      heading: heading("the ways to help"),
      text: markdown("the ways to help, as a list of links").meta({ title: "Text" }),
      qrCodeCaption: text("the words under the QR code (shown on larger screens only)").meta({
        title: "QR code caption",
      }),
      qrCodeAlt: text("what the QR code does, for people who cannot see it").meta({ title: "QR code description" }),
    })
    .meta({ title: "Get involved" }),
})

const newsAndEvents = z.strictObject({
  ...pageFields,
  body: body("a few words before the events, e.g. the link to the calendar file"),
  noEvents: markdown("shown instead of the events when none are coming up").meta({
    title: "When there are none",
    onlyWhenEmpty: true,
  }),
  readings: z
    .strictObject({
      heading: heading("this week's readings"),
      text: text("a sentence about the readings").meta({ title: "Text" }),
      link: text("the words of the link to the readings (PDF)").meta({ title: "Link" }),
    })
    .meta({ title: "This week's readings" }),
})

const venues = z.strictObject({
  ...pageFields,
  body: body("how to hire a hall, before the list of halls"),
  booking: text("the button that opens the contact form with the Halls Manager chosen").meta({
    title: "Booking button",
  }),
  comparison: z
    .strictObject({
      heading: heading("the table that compares the halls, beside the text"),
      hall: text("the heading of the first column, which names the halls").meta({ title: "Hall column" }),
      size: text("the heading of the sizes column").meta({ title: "Size column" }),
      stepFree: text("the heading of the step-free access column").meta({ title: "Step-free access column" }),
      kitchen: text("the heading of the kitchen column").meta({ title: "Kitchen column" }),
      notGiven: text("in the sizes column, for a hall whose file gives no size").meta({ title: "No size" }),
      yes: text("in the step-free access column, for a hall that has it").meta({ title: "Yes" }),
      no: text("in the step-free access and kitchen columns, for a hall without it").meta({ title: "No" }),
    })
    .meta({ title: "Comparison table" }),
  hall: z
    .strictObject({
      size: sentenceWith("the hall's size, under its name; {size} is its length by its width, from its file", {
        may: ["size"],
        must: ["size"],
      }).meta({ title: "Size" }),
      stepFree: text("under the name of a hall with step-free access").meta({ title: "Step-free access" }),
      noStepFree: text("under the name of a hall without step-free access").meta({ title: "No step-free access" }),
      features: text("the heading over the hall's features").meta({ title: "Features heading" }),
    })
    .meta({ title: "Each hall" }),
})

const children = z.strictObject({
  ...pageFields,
  weekly: z
    .strictObject({
      heading: heading("this week's sheets"),
      text: markdown("a few words before this week's sheets").meta({ title: "Text" }).optional(),
    })
    .meta({ title: "This week's sheets" }),
  extra: z
    .strictObject({
      heading: heading("the other sheets"),
      text: markdown("a few words before the other sheets").meta({ title: "Text" }).optional(),
    })
    .meta({ title: "More to download" }),
  sheets: z
    .strictObject({
      note: sentenceWith("under each sheet's name; {publisher} is the publisher's name from the list below", {
        may: ["publisher"],
      }).meta({ title: "Under each sheet" }),
      publishers: z
        .array(
          z.strictObject({
            folder: slug('the publisher\'s folder in static/files/children/, as the sheets name it, e.g. "roots"').meta(
              {
                title: "Folder",
              },
            ),
            name: text('the publisher\'s name as readers know it, e.g. "Pray & Play"').meta({ title: "Name" }),
          }),
        )
        .describe(
          'the publishers\' names as readers know them; a folder not listed is named after itself, e.g. "new-publisher" as "New publisher"',
        )
        .meta({ title: "Publishers", itemTitle: "publisher" }),
    })
    .meta({ title: "Sheets" }),
  body: body("the text after the sheets, e.g. further resources"),
  credit: markdown("the small print at the foot of the page: who owns the sheets").meta({ title: "Credit" }),
})

const contact = z.strictObject({
  ...pageFields,
  form: z
    .strictObject({
      heading: heading("the message form"),
      text: text("a sentence before the form").meta({ title: "Text" }),
      recipient: text("the label of the choice of whom the message is for").meta({ title: "Recipient label" }),
      choose: text("the empty first choice (wording fixed by the parish's specification)").meta({
        title: "Empty choice",
        fixedWording: true,
      }),
      passedOn: sentenceWith("shown when the person chosen by a Contact link has their messages passed on", {
        may: ["person", "recipient"],
        must: ["person", "recipient"],
      }).meta({ title: "Passed-on note" }),
      forLine: sentenceWith("the first line of such a message, so the one who passes it on knows whom it is for", {
        may: ["person"],
        must: ["person"],
      }).meta({ title: "First line of a passed-on message" }),
      name: text("the label of the name box").meta({ title: "Name label" }),
      email: text("the label of the email box").meta({ title: "Email label" }),
      emailHint: text("the hint under the email label").meta({ title: "Email hint" }),
      telephone: text("the label of the telephone box").meta({ title: "Telephone label" }),
      subject: text("the label of the subject box").meta({ title: "Subject label" }),
      message: text("the label of the message box").meta({ title: "Message label" }),
      privacy: sentenceWith("the sentence about privacy before the button; {link} is the link to the privacy policy", {
        may: ["link"],
        must: ["link"],
      }).meta({ title: "Privacy sentence" }),
      privacyLink: text("the words of the link to the privacy policy (it opens in a new tab)").meta({
        title: "Privacy link",
      }),
      send: text("the button").meta({ title: "Button" }),
      sending: text("the button while the message is on its way").meta({ title: "Button while sending" }),
      problem: text("the heading over the list of things to correct").meta({ title: "Problem heading" }),
      errorPrefix: text(
        'read out before each mistake, and put before the page\'s title while there are any, e.g. "Error:"',
      ).meta({
        title: "Error prefix",
      }),
      honeypot: text("the label of a box people never see, which catches robots").meta({ title: "Robot trap label" }),
    })
    .meta({ title: "Message form" }),
  office: z.strictObject({ heading: heading("the parish office's address") }).meta({ title: "Parish office" }),
  map: z
    .strictObject({
      heading: heading("the map"),
      text: text("a sentence before the map").meta({ title: "Text" }),
      show: text("the button that shows the map (nothing loads from the map website until it is pressed)").meta({
        title: "Show button",
      }),
      hide: text("the same button once the map is shown").meta({ title: "Hide button" }),
      open: text("the link that opens the map website instead").meta({ title: "Map website link" }),
      frameTitle: sentenceWith(
        "what screen readers call the map; {parishName} is the church's name and {street} the last line of its street address, from the site details",
        { may: ["parishName", "street"] },
      ).meta({ title: "Map's spoken name" }),
    })
    .meta({ title: "Map" }),
  body: body("facilities, public transport and parking, each under its own ## heading"),
})

const safeguarding = z.strictObject({
  ...pageFields,
  helpNow: markdown("the highlighted box at the top: where to get help at once").meta({ title: "Urgent help" }),
  body: body("the policy statement and commitments"),
  contacts: z
    .strictObject({
      heading: heading("the safeguarding contacts"),
      text: markdown("a few words before the two contact cards").meta({ title: "Text" }),
    })
    .meta({ title: "Who to contact" }),
})

const fundraising = z.strictObject({
  ...pageFields,
  budget: z
    .strictObject({
      year: z.number().int().min(2000).max(2100).describe("the year the projection is for").meta({ title: "Year" }),
      lines: z
        .array(
          z.strictObject({
            name: text('the kind of costs, e.g. "Fixed costs"').meta({ title: "Costs" }),
            income: z.number().nonnegative().describe("projected income, in whole pounds").meta({ title: "Income" }),
            spend: z.number().positive().describe("projected spending, in whole pounds").meta({ title: "Spend" }),
          }),
        )
        .min(1)
        .describe("one line per kind of costs, in the order of the table")
        .meta({ title: "Lines", itemTitle: "line" }),
    })
    .describe("the figures behind the table and the thermometer")
    .meta({ title: "Budget" }),
  body: body("the text before the budget table"),
  table: z
    .strictObject({
      caption: sentenceWith("the table's caption", { may: ["year"] }).meta({ title: "Caption" }),
      costs: text("the first column's heading").meta({ title: "Costs column" }),
      income: text("the income column's heading").meta({ title: "Income column" }),
      spend: text("the spending column's heading").meta({ title: "Spend column" }),
      total: text("the last row's name").meta({ title: "Total row" }),
    })
    .meta({ title: "Budget table" }),
  shortfall: sentenceWith("the sentence after the table when spending is more than income", {
    may: ["shortfall", "perMonth", "year"],
    must: ["shortfall"],
  }).meta({ title: "Shortfall sentence" }),
  covered: text("the sentence after the table when income covers spending").meta({ title: "Covered sentence" }),
  thermometer: z
    .strictObject({
      toGo: sentenceWith("the label beside the gap", { may: ["amount"], must: ["amount"] }).meta({
        title: "Gap label",
      }),
      goal: sentenceWith("the label at the top", { may: ["amount"], must: ["amount"] }).meta({ title: "Goal label" }),
      raised: sentenceWith("the label at the level reached", { may: ["amount"], must: ["amount"] }).meta({
        title: "Income label",
      }),
      description: sentenceWith(
        "what the thermometer shows, read to people who cannot see it (the shortfall sentence follows it)",
        { may: ["income", "spend", "percent"] },
      ).meta({ title: "Description" }),
    })
    .meta({ title: "Thermometer" }),
  after: body("the text after the budget: how to help").meta({ title: "How to help" }),
})

const thankYou = z.strictObject({
  ...pageFields,
  lead: text("the thank-you message under the title (wording fixed by the parish's specification)").meta({
    title: "Message",
    fixedWording: true,
  }),
  body: body("what follows the message, e.g. a link back to the home page"),
})

/**
 * The site's pages: each file in data/pages/, its address, and its schema. A page of plain text (`plain: true`) is
 * made from its file alone; the others have a layout of their own in src/pages/ that places their lists.
 */
export const sitePages = {
  home: { route: "/", label: "Home", schema: home },
  worship: { route: "/worship", label: "Services & Worship", schema: textPage },
  "news-and-events": { route: "/news-and-events", label: "News & Events", schema: newsAndEvents },
  "notice-board": { route: "/notice-board", label: "Community Notice Board", schema: listPage },
  venues: { route: "/venues", label: "Venues & Hall Hire", schema: venues },
  "whos-who": { route: "/whos-who", label: "Who's Who", schema: listPage },
  "school-admissions": { route: "/school-admissions", label: "School Admissions", schema: textPage, plain: true },
  history: { route: "/history", label: "History", schema: textPage, plain: true },
  children: { route: "/children", label: "Children's Activities", schema: children },
  contact: { route: "/contact", label: "Contact", schema: contact },
  "thank-you": {
    route: "/contact/thank-you",
    label: "Thank you (after a message)",
    schema: thankYou,
    plain: true,
    // Only reached after sending a message: nothing here for search engines (it is also left out of the sitemap).
    noindex: true,
  },
  safeguarding: { route: "/safeguarding", label: "Safeguarding", schema: safeguarding },
  "privacy-policy": { route: "/privacy-policy", label: "Privacy Policy", schema: textPage, plain: true },
  // Spec §2: "Cookies (heading only)".
  cookies: { route: "/cookies", label: "Cookies", schema: headingOnly, plain: true },
  fundraising: { route: "/fundraising", label: "Fundraising", schema: fundraising },
  "amazon-smile": { route: "/amazon-smile", label: "Amazon Smile", schema: textPage, plain: true },
  "not-found": { route: "/404", label: "Page not found", schema: textPage, plain: true, noindex: true },
} as const satisfies Record<
  string,
  { route: string; label: string; schema: z.ZodObject; plain?: boolean; noindex?: boolean }
>

export type SitePageName = keyof typeof sitePages

/** One page's words, typed by its own schema. */
export type PageWordsOf<Name extends SitePageName> = z.infer<(typeof sitePages)[Name]["schema"]>

/** Other addresses that show a page: the old address of News & Events. */
export const pageAliases: Readonly<Record<string, SitePageName>> = { "/parish-news": "news-and-events" }

/**
 * Every page's fields in one object type, for GraphQL: a field present on every page is required, the rest are
 * optional. A field two pages share must be the same kind on both (checked when this module loads).
 */
function everyPagesFields() {
  const shapes = Object.values(sitePages).map(page => page.schema.shape as Record<string, z.ZodType>)
  const names = [...new Set(shapes.flatMap(shape => Object.keys(shape)))]
  const fields = Object.fromEntries(
    names.map(name => {
      const owners = shapes.filter(shape => name in shape)
      const kinds = new Set(
        owners.map(shape => JSON.stringify(z.toJSONSchema(shape[name]!, { io: "input", unrepresentable: "any" }).type)),
      )
      if (kinds.size > 1) throw new Error(`Two pages give the field "${name}" different kinds of value; rename one`)
      const field = owners[0]![name]!
      return [name, owners.length === shapes.length ? field : field.optional()]
    }),
  )
  return z.object(fields)
}

export type PageEntry = z.infer<ReturnType<typeof everyPagesFields>>

export const pages = defineCollection({
  folder: "pages",
  typeName: "Page",
  label: "Pages",
  labelSingular: "page",
  description:
    "The words of each page: its title, summary, search description and text. The events, people, halls and other lists on a page come from their own folders.",
  format: "markdown",
  shape: {
    kind: "files",
    files: Object.fromEntries(
      Object.entries(sitePages).map(([name, page]) => [name, { label: page.label, schema: page.schema }]),
    ),
  },
  schema: everyPagesFields(),
  routesOf: fileName => {
    const page = sitePages[fileName as SitePageName]
    const aliases = Object.keys(pageAliases).filter(alias => pageAliases[alias] === fileName)
    return page ? [page.route, ...aliases] : []
  },
})
