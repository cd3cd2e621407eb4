import { z } from "zod"
import { describedPhoto, markdown, sentenceWith, text } from "../../fields"
import { daysWords, heading, pageFields } from "./words"

/** Home: the welcome, the Join us panel, the featured events, the social media box and the ways to help. */
export const homePage = z.strictObject({
  ...pageFields,
  welcomeQuote: z
    .strictObject({
      text: text("the words of the quotation, without quotation marks").meta({ title: "Quotation" }),
      source: text('where it comes from, e.g. "Matthew 11.28"').meta({ title: "Source" }),
    })
    .meta({ title: "Welcome quotation" }),
  heroPhoto: describedPhoto(
    "a wide photo beside the quotation (at least 1440 × 960 pixels), e.g. the church or a Sunday service; leave empty for the quotation alone",
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
  thisWeek: daysWords("This week at St Michael's", "the next seven days"),
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
  social: z
    .strictObject({
      heading: heading("the box of social media beside Get involved (left out when the site details list no accounts)"),
      follow: sentenceWith(
        "the link to each account the box shows; {network} is the account's name from the site details",
        { may: ["network"] },
      ).meta({ title: "Account link" }),
      show: text(
        "the button that loads an account's posts, for an account whose posts the site details show on Home (nothing loads from the network until it is pressed)",
      ).meta({ title: "Button" }),
      note: text("a sentence beside the button, e.g. about the network's cookies").meta({ title: "Note" }),
      timelineLink: sentenceWith(
        "the link the network's script turns into the posts, seen only if they fail to load; {handle} is the account's name from the site details",
        { may: ["handle"] },
      ).meta({ title: "Posts link" }),
    })
    .meta({ title: "Social media box" }),
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
