import { z } from "zod"
import { lookAgainBy } from "../../date-fields"
import { markdown } from "../../fields"
import { body, heading, pageFields } from "./words"

/** Safeguarding: where to get help at once, the policy, and the two contacts. */
export const safeguardingPage = z.strictObject({
  ...pageFields,
  helpNow: markdown("the highlighted box at the top: where to get help at once").meta({ title: "Urgent help" }),
  body: body("the policy statement and commitments"),
  policyReviewBy: lookAgainBy({ one: "the policy statement (the parish reviews it at least once a year)" }),
  contacts: z
    .strictObject({
      heading: heading("the safeguarding contacts"),
      text: markdown("a few words before the two contact cards").meta({ title: "Text" }),
    })
    .meta({ title: "Who to contact" }),
})
