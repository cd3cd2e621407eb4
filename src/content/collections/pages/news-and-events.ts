import { z } from "zod"
import { weekOf } from "../../date-fields"
import { markdown, text } from "../../fields"
import { body, daysWords, heading, pageFields } from "./words"

/** News & Events: a few words before the events, and this week's readings. */
export const newsAndEventsPage = z.strictObject({
  ...pageFields,
  body: body("a few words before the events, e.g. the link to the calendar file"),
  noEvents: markdown("shown instead of the events when none are coming up").meta({
    title: "When there are none",
    onlyWhenEmpty: true,
  }),
  eventsLink: text('the words of the "On this page" link to the events').meta({ title: "Link to the events" }),
  nextWeeks: daysWords("The next four weeks", "the next four weeks"),
  readings: z
    .strictObject({
      heading: heading("this week's readings"),
      text: text("a sentence about the readings").meta({ title: "Text" }),
      link: text("the words of the link to the readings (PDF)").meta({ title: "Link" }),
      weekOf: weekOf({ many: "this week's readings" }),
    })
    .meta({ title: "This week's readings" }),
})
