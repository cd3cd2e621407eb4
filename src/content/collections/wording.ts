import { z } from "zod"
import { defineCollection } from "../collection"
import { sentenceWith, text } from "../fields"
import { regularWords } from "./regular-words"

/**
 * The short words the site uses on many pages (labels, links, notes, the header and footer), in one file,
 * data/wording/wording.json: what a page says once lives in that page's file in data/pages/; what many pages or
 * cards say lives here.
 */
export const wordingSchema = z.strictObject({
  newTab: text("read out after a link that opens another website in a new tab").meta({
    title: "New tab note",
  }),
  pageTop: z
    .strictObject({
      skipLink: text(
        "the first link a keyboard user reaches on every page: it jumps past the menu to the page's own words",
      ).meta({ title: "Skip link" }),
      menuName: text('what screen readers call the menu bar (they add "navigation" after it)').meta({
        title: "Menu's spoken name",
      }),
      menuButton: text(
        "the button that opens and closes the menu on a phone (wording fixed by the parish's specification)",
      ).meta({ title: "Phone menu button", fixedWording: true }),
    })
    .meta({ title: "Top of every page" }),
  menuPanels: z
    .strictObject({
      readMore: text(
        "the link under each group in the menu's panel of groups (wording fixed by the parish's specification)",
      ).meta({ title: "Read More link", fixedWording: true }),
      readMoreAbout: sentenceWith(
        "read out after Read More to people who cannot see the panel, so that the link says which group it opens",
        { may: ["name"], must: ["name"] },
      ).meta({ title: "Read More link, read out" }),
    })
    .meta({ title: "Menu panels" }),
  socialLinks: z
    .strictObject({
      listName: sentenceWith(
        "what screen readers call the row of social media icons in the header and the footer; {name} is the church's everyday name from the site details (each icon is read out by its name there)",
        { may: ["name"] },
      ).meta({ title: "Spoken name of the icons" }),
    })
    .meta({ title: "Social media icons" }),
  footer: z
    .strictObject({
      visitUs: text("the heading over the address, telephone, email and service times").meta({
        title: "Visit us heading",
      }),
      mapLink: text("the link to the church on a map").meta({ title: "Map link" }),
      services: text("the heading over every regular service's day and time").meta({ title: "Services heading" }),
      followUs: text("the heading over the social media icons").meta({ title: "Social media heading" }),
      copyright: sentenceWith(
        "the copyright line at the very bottom; {year} is this year and {name} the website's name from the site details",
        { may: ["year", "name"], must: ["year"] },
      ).meta({ title: "Copyright line" }),
      backToTop: text("the link at the very bottom that goes back to the top of the page").meta({
        title: "Back to top link",
      }),
    })
    .meta({ title: "Footer" }),
  pageRail: z
    .strictObject({
      sectionName: sentenceWith(
        "what screen readers call the list of the other pages in the same part of the menu; {section} is that part's name",
        { may: ["section"] },
      ).meta({ title: "Section list's spoken name" }),
      joinUs: text("the heading over Sunday's service times").meta({ title: "Sunday heading" }),
      planVisit: text("the link to the Contact page under Sunday's service times").meta({ title: "Contact link" }),
    })
    .meta({ title: "Beside a page of text" }),
  tags: z
    .strictObject({
      listName: sentenceWith(
        "what screen readers call the tags of a service or an event; {name} is the service's or event's name",
        { may: ["name"] },
      ).meta({ title: "Spoken name of the tags" }),
    })
    .meta({ title: "Tags" }),
  events: z
    .strictObject({
      sundayClubs: text("on an event with Sunday Clubs (wording fixed by the parish's specification)").meta({
        title: "Sunday Clubs",
        fixedWording: true,
      }),
      noSundayClubs: text("on an event marked as having no Sunday Clubs").meta({ title: "No Sunday Clubs" }),
      teaAndCoffee: text("on an event followed by tea and coffee").meta({ title: "Tea and coffee" }),
    })
    .meta({ title: "Events" }),
  person: z
    .strictObject({
      contact: sentenceWith("the link on a person's card that opens the contact form", {
        may: ["name"],
        must: ["name"],
      }).meta({ title: "Contact link" }),
      website: text("the link on a person's card to their website").meta({ title: "Website link" }),
      websiteLabel: sentenceWith("what the website link says to people who cannot see the card", {
        may: ["name"],
        must: ["name"],
      }).meta({ title: "Website link, read out" }),
      sendToUnknown: sentenceWith(
        "by the contact form's list of people, when a Contact link asked for someone the list does not hold; {name} is the name the link gave",
        { may: ["name"], must: ["name"] },
      ).meta({ title: "Contact link to someone not in the list" }),
      email: text("the label over a person's email address").meta({ title: "Email label" }),
      phone: text("the label over a telephone number").meta({ title: "Telephone label" }),
    })
    .meta({ title: "People's cards" }),
  groupPanel: z
    .strictObject({
      whoToAsk: text('the heading over the person to ask, in a group\'s "at a glance" panel').meta({
        title: "Who to ask",
      }),
      person: sentenceWith("the person to ask, under that heading; {name} and {role} come from their card", {
        may: ["name", "role"],
        must: ["name"],
      }).meta({ title: "Person to ask" }),
      calendar: text("the link to a group's own calendar feed of its regular times").meta({ title: "Calendar link" }),
    })
    .meta({ title: "Group panels" }),
  sharing: z
    .strictObject({
      pictureAlt: sentenceWith(
        "what the picture shown with a shared link (static/images/share-card.png) shows, for people who cannot see it: change it if you change the picture; {parishName} and {locality} come from the site details",
        { may: ["parishName", "locality"] },
      ).meta({ title: "Shared picture's description" }),
    })
    .meta({ title: "Shared links" }),
  onThisPage: text(
    "the heading over the links to a long page's parts at its top (Who's Who, Children's Activities)",
  ).meta({
    title: "On this page",
  }),
  calendars: z
    .strictObject({
      services: sentenceWith(
        "the name a calendar program shows for the services feed (/services.ics); {title} is the website's name",
        { may: ["title"] },
      ).meta({ title: "Services calendar" }),
      events: sentenceWith(
        "the name a calendar program shows for the events feed (/events.ics); {title} is the website's name",
        { may: ["title"] },
      ).meta({ title: "Events calendar" }),
      regular: sentenceWith(
        "the name a calendar program shows for the feed of everything that happens regularly (/regular.ics)",
        { may: ["title"] },
      ).meta({ title: "Regular calendar" }),
      page: sentenceWith("the name of a group page's own feed; {page} is the page's title", {
        may: ["title", "page"],
        must: ["page"],
      }).meta({ title: "A group's calendar" }),
      termTimeNote: text(
        "said in a feed of a term-time activity on a day after the last term dates given: it happens if that day is in term",
      ).meta({ title: "Term time unknown" }),
    })
    .meta({ title: "Calendar feeds" }),
  regular: regularWords,
})

export type WordingEntry = z.infer<typeof wordingSchema>
/** The regular times' words, as the check or GraphQL (whose lists are read-only) hands them over. */
export type RegularWords = Readonly<Omit<WordingEntry["regular"], "weekNames">> & {
  readonly weekNames: readonly string[]
}

export const wording = defineCollection({
  folder: "wording",
  typeName: "Wording",
  label: "Words used on many pages",
  labelSingular: "wording",
  description:
    "Labels and short notes that appear on many pages: the header, the menus and the footer, the Contact link on people's cards, the notes on events, and so on.",
  shape: { kind: "single" },
  schema: wordingSchema,
})
