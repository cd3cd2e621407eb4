import { z } from "zod"
import { body, heading, pageFields } from "./words"

/** Services & Worship: the words before the services, and the heading of the box that lists them all at a glance. */
export const worshipPage = z.strictObject({
  ...pageFields,
  body: body("the words before the services: what they are like, and what to expect on a first visit"),
  glance: z
    .strictObject({
      heading: heading("the box beside the text that lists every service with its day and time, and where to come"),
    })
    .meta({ title: "Services at a glance" }),
})
