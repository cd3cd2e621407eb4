import { z } from "zod"
import { localDate, lookAgainBy } from "../../date-fields"
import { markdown, sentenceWith, text } from "../../fields"
import { body, heading, pageFields } from "./words"

/** The office's details the poster's sentences may name, from data/site. */
const officeSlots = ["telephone", "email"] as const

/**
 * The printable poster's own words (gatsby/safeguarding-poster.ts draws it at every build). Without them the poster
 * is made from the page's title, summary, urgent help and "Who to contact" heading, with no office or policy line.
 */
const poster = z
  .strictObject({
    heading: text('the poster\'s heading, e.g. "Safeguarding: keeping everyone safe"').meta({ title: "Heading" }),
    text: text("a sentence or two under the heading").meta({ title: "Text" }),
    contacts: text(
      'the line before the safeguarding contacts and whoever leads the parish, e.g. "If you are worried about a child or an adult, talk to:"',
    ).meta({ title: "Before the contacts" }),
    viaOffice: sentenceWith(
      "said for a contact with no telephone or email of their own on Who's Who; {telephone} and {email} are the parish office's (data/site)",
      { may: officeSlots },
    ).meta({ title: "Reaching someone through the office" }),
    office: sentenceWith(
      "the line with the parish office's details after the contacts; {telephone} and {email} are the office's (data/site)",
      { may: officeSlots },
    ).meta({ title: "The parish office" }),
    policy: sentenceWith("the line about the policy at the foot; {date} is the day it was agreed", {
      may: ["date"],
      must: ["date"],
    }).meta({ title: "The policy" }),
    policyAgreedOn: localDate("the day the parish council agreed the policy statement").meta({
      title: "Policy agreed on",
    }),
  })
  .optional()
  .meta({ title: "Poster" })

/** Safeguarding: where to get help at once, the policy, the safeguarding contacts, and the poster's words. */
export const safeguardingPage = z.strictObject({
  ...pageFields,
  helpNow: markdown("the highlighted box at the top: where to get help at once").meta({ title: "Urgent help" }),
  body: body("the policy statement and commitments"),
  policyReviewBy: lookAgainBy({ one: "the policy statement (the parish reviews it at least once a year)" }),
  contacts: z
    .strictObject({
      heading: heading("the safeguarding contacts"),
      text: markdown("a few words before the contact cards").meta({ title: "Text" }),
    })
    .meta({ title: "Who to contact" }),
  poster,
})
