import { z } from "zod"
import { sentenceWith, text } from "../../fields"
import { body, heading, pageFields } from "./words"

/** Venues & Hall Hire: how to book, the table that compares the halls, and what each hall's card says. */
export const venuesPage = z.strictObject({
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
      capacity: text("the heading of the capacity column").meta({ title: "Capacity column" }),
      stepFree: text("the heading of the step-free access column").meta({ title: "Step-free access column" }),
      kitchen: text("the heading of the kitchen column").meta({ title: "Kitchen column" }),
      notGiven: text("in the size and capacity columns, for a hall whose file gives none").meta({ title: "Not given" }),
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
      capacity: sentenceWith(
        "the hall's capacity, under its size; {capacity} is how many it holds in each way its file gives",
        { may: ["capacity"], must: ["capacity"] },
      ).meta({ title: "Capacity" }),
      stepFree: text("under the name of a hall with step-free access").meta({ title: "Step-free access" }),
      noStepFree: text("under the name of a hall without step-free access").meta({ title: "No step-free access" }),
      features: text("the heading over the hall's features").meta({ title: "Features heading" }),
      ask: sentenceWith(
        "the link under a hall's facts that opens the contact form to the Halls Manager with that hall chosen; {hall} is its name",
        { may: ["hall"], must: ["hall"] },
      ).meta({ title: "Ask about hiring it link" }),
      regularUse: text(
        'the heading over what meets in the hall every week (from Regular activities and Services), e.g. "Regular use"',
      ).meta({ title: "Regular use heading" }),
    })
    .meta({ title: "Each hall" }),
  diary: z
    .strictObject({
      heading: heading("each hall's list of when it is in use in the next eight weeks"),
      booked: text('what a booking shows when its hirer is not named, e.g. "Booked"').meta({ title: "Booked" }),
      none: text("said when nothing takes the hall in the next eight weeks").meta({ title: "When free throughout" }),
      otherTimes: text('said under the list, e.g. "At every other time in these weeks it is free to hire."').meta({
        title: "Other times",
      }),
    })
    .meta({ title: "When each hall is in use" }),
  capacity: z
    .strictObject({
      seated: sentenceWith("how many it seats; {count} is the number", { may: ["count"], must: ["count"] }).meta({
        title: "Seated",
      }),
      atTables: sentenceWith("how many it seats at tables; {count} is the number", {
        may: ["count"],
        must: ["count"],
      }).meta({ title: "At tables" }),
      standing: sentenceWith("how many it holds standing; {count} is the number", {
        may: ["count"],
        must: ["count"],
      }).meta({ title: "Standing" }),
    })
    .meta({ title: "Capacity, in words" }),
})
