import { z } from "zod"
import { sentenceWith, text } from "../fields"

/** The words that say when and where a regular gathering happens (data/wording/wording.json, "regular"). */
export const regularWords = z
  .strictObject({
    everyWeek: sentenceWith('every week, e.g. "Every {day}"', { may: ["day"], must: ["day"] }).meta({
      title: "Every week",
    }),
    weeksOfMonth: sentenceWith('on given weeks, e.g. "The {weeks} {day} of the month"', {
      may: ["weeks", "day"],
      must: ["weeks", "day"],
    }).meta({ title: "Weeks of the month" }),
    weekNames: z
      .array(text("a week's name"))
      .length(5, { message: "needs five names, from the first week to the fifth" })
      .describe('the weeks of a month, in order: "first" to "fifth"')
      .meta({ title: "The weeks' names", itemTitle: "name" }),
    and: text('joins the last two of a list, e.g. "and"').meta({ title: "And" }),
    onDates: sentenceWith('on given dates, e.g. "On {dates}"', { may: ["dates"], must: ["dates"] }).meta({
      title: "On given dates",
    }),
    datesToBeConfirmed: text('when the dates are not yet known, e.g. "Dates to be confirmed"').meta({
      title: "Dates not known",
    }),
    timeToBeConfirmed: text('when the time is not yet known, e.g. "time to be confirmed"').meta({
      title: "Time not known",
    }),
    termTime: text('after the days, for term-time activities, e.g. "in term time"').meta({ title: "Term time" }),
    inChurch: text('the place, for something held in church, e.g. "In church"').meta({ title: "In church" }),
    placeToBeConfirmed: text('when the place is not yet known, e.g. "Place to be confirmed"').meta({
      title: "Place not known",
    }),
  })
  .meta({ title: "Regular times and places" })
