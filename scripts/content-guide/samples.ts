/**
 * The deliberate mistakes whose messages the guide shows: small sample files, each with one mistake, which the real
 * check is run on (sample-checks.ts).
 */

/** One deliberate mistake: the file that makes it (in the sample site) and, where a file has several, the field. */
export interface Sample {
  mistake: string
  file: string
  source: string
  field?: string
  /** the file or folder the check names, when not the sample's own file (a misspelt folder) */
  named?: string
  /** other files the sample needs beside it (the sample site's files aside) */
  alongside?: Record<string, string>
  /** the sample's file was typed since the last published deploy (a date already past is refused only then) */
  typedNow?: true
}

/** The sample site's "now", fixed so that the messages about dates never change with the calendar. */
export const SAMPLE_NOW = new Date("2026-11-22T12:00:00Z")

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`

const carolService = {
  order: 2,
  name: "Nine Lessons <em>and Carols</em>",
  serviceType: "eucharist",
  startsAt: "2026-12-20T18:00",
  endsAt: "2026-12-20T19:15",
  content: ["Our candlelit service of readings and carols, sung by the church choir."],
  tags: "Carols, Christmas, Choir",
  teaAndCoffee: false,
  eucharist: false,
  featured: true,
}
const david = {
  order: 1,
  name: "David Okafor",
  shortName: "david",
  role: "Churchwarden",
  description: "David looks after the church building and its safety.",
  contactFormRecipient: true,
}
const jane = {
  order: 10,
  name: "Jane Doe",
  shortName: "jane",
  role: "Assistant Warden",
  description: "Jane helps the Churchwardens with the sidespeople's rota and the flowers.",
  messagesVia: "david",
}
const page = (fields: string, text: string) => `---\n${fields}\n---\n\n${text}\n`
const historyFields =
  "title: History\nlead: A short account of our church.\ndescription: How St Michael and All Angels grew with its suburb."
const groupFields = (name: string) =>
  `title: ${name}\ndescription: ${name} at St Michael's.\npanelHeading: ${name} at a glance\nmeetings: []\ncontact: david`

/**
 * Files every sample site has, so that the samples are checked against a small but real site: one person who
 * receives the contact form's messages (CONTENT.md's examples name him too).
 */
export const sampleSite: Readonly<Record<string, string>> = {
  "data/people/david-okafor.json": json(david),
}

const eventFile = "data/events/carol-service.json"
const personFile = "data/people/jane-doe.json"
const groupFile = "data/groups/bell-ringers.md"
const pageFile = "data/pages/history.md"

/** The sample event with some fields changed (undefined leaves a field out). */
const eventWith = (mistake: string, changes: Record<string, unknown>, field?: string): Sample => ({
  mistake,
  file: eventFile,
  source: json({ ...carolService, ...changes }),
  ...(field ? { field } : {}),
})
const personWith = (mistake: string, changes: Record<string, unknown>): Sample => ({
  mistake,
  file: personFile,
  source: json({ ...jane, ...changes }),
})
export const historyWith = (mistake: string, text: string): Sample => ({
  mistake,
  file: pageFile,
  source: page(historyFields, text),
})
const bellRingersWith = (
  mistake: string,
  fields: (fields: string) => string,
  text = "We ring for Sunday services.",
): Sample => ({
  mistake,
  file: groupFile,
  source: page(fields(groupFields("Bell ringers")), text),
})

/** The mistake the report example shows. */
export const wrongChoice = eventWith("A choice that is not on the list", { serviceType: "bonfire" })

export const mistakes: Sample[] = [
  {
    mistake: "A comma after the last field",
    file: eventFile,
    source: json(carolService).replace('"featured": true', '"featured": true,'),
  },
  {
    mistake: "A comma missing between two fields",
    file: eventFile,
    source: json(carolService).replace('"eucharist": false,', '"eucharist": false'),
  },
  {
    mistake: "Curly quotes, as a word processor or phone types them",
    file: eventFile,
    source: json(carolService).replace('"tags"', "“tags”"),
  },
  eventWith("A required field left out", { tags: undefined }),
  eventWith("A misspelt field name", { featured: undefined, feautred: true }, "feautred"),
  wrongChoice,
  eventWith("Yes or no written in quotes", { featured: "yes" }),
  eventWith("A number written in quotes", { order: "2" }),
  eventWith("A day that does not exist", { startsAt: "2027-02-30T18:00", endsAt: undefined }),
  eventWith("An end before the start", { endsAt: "2026-12-20T17:00" }),
  eventWith("The date in words as well as a start time", { date: "Sunday 20 December" }),
  {
    ...eventWith("An event typed with a date already over (a year too early)", {
      startsAt: "2025-12-20T18:00",
      endsAt: "2025-12-20T19:15",
    }),
    typedNow: true,
  },
  {
    mistake: "A file name with capitals and spaces",
    file: "data/events/Carol Service.json",
    source: json(carolService),
  },
  {
    mistake: "A folder's name misspelt",
    file: "data/event/carol-service.json",
    named: "data/event",
    source: json(carolService),
  },
  { mistake: "A file saved by Notepad with .txt on the end", file: `${eventFile}.txt`, source: json(carolService) },
  { mistake: "A photo named with capitals and spaces", file: "data/venues/Gabriel Hall.JPG", source: "" },
  personWith("A photo's name written with capitals and spaces", { photo: "Jane Doe.JPG" }),
  personWith("A photo that is not in the folder", { photo: "jane-doe.jpg" }),
  personWith("Someone with a Contact link but no one to pass messages on", { messagesVia: undefined }),
  personWith("Two people with the same short name", { shortName: "david" }),
  bellRingersWith(
    "A link to a page that does not exist",
    fields => fields,
    "Come and see [the bell tower](/bell-tower) on a practice night.",
  ),
  bellRingersWith("A search description that is too long", fields =>
    fields.replace(
      /^description: .*$/m,
      "description: Our band of bell ringers rings for Sunday services, weddings and the great festivals of the year, and practises every Thursday evening in the tower. Everyone is welcome to learn.",
    ),
  ),
  bellRingersWith("A value with a colon in it, not in quotes", fields =>
    fields.replace("title: Bell ringers", "title: Bell ringers: all welcome"),
  ),
  {
    mistake: "The fields at the top never closed with ---",
    file: groupFile,
    source: `---\n${groupFields("Bell ringers")}\n\nWe ring for Sunday services.\n`,
  },
  bellRingersWith("A group page that names someone the contact form cannot reach", fields =>
    fields.replace("contact: david", "contact: peter"),
  ),
]

/** The warning the report example shows. */
export const sameOrder: Sample = {
  mistake: "Two entries in the same place",
  file: "data/notices/red-book-cart.json",
  source: json({ order: 1, title: "The Red Book Cart", body: ["Take a book, leave a book."] }),
}

export const warnings: Sample[] = [
  sameOrder,
  {
    mistake: "A file that cannot be read, which other files name",
    file: "data/people/david-okafor.json",
    source: json(david).replace('"role": "Churchwarden",', '"role": "Churchwarden"'),
    alongside: { [personFile]: json(jane) },
  },
  {
    mistake: "An event that is over",
    file: "data/events/harvest-supper.json",
    source: json({ ...carolService, name: "Harvest Supper", startsAt: "2026-10-03T19:00", endsAt: undefined }),
  },
  {
    mistake: "A photo that no entry names",
    file: "data/notices/old-poster.jpg",
    source: "",
  },
  {
    mistake: "A group page that no menu links to",
    file: groupFile,
    source: page(groupFields("Bell ringers"), "We ring for Sunday services."),
  },
  {
    mistake: "This week's readings left up after their week",
    file: "data/pages/news-and-events.md",
    source: page(
      [
        "title: News & Events",
        "description: What is coming up at St Michael's.",
        "noEvents: Nothing is coming up just now.",
        "eventsLink: Events coming up",
        "nextWeeks:",
        "  heading: The next four weeks",
        "  nothing: Nothing is on.",
        "  calendar: Add it all to your calendar",
        "readings:",
        "  heading: This week's readings",
        "  text: The readings for Sunday.",
        "  link: Download this week's readings (PDF)",
        "  weekOf: 2026-11-08",
      ].join("\n"),
      "Everyone is welcome.",
    ),
  },
  {
    mistake: "A policy past the date to look at it again",
    file: "data/pages/safeguarding.md",
    source: page(
      [
        "title: Safeguarding",
        "description: Keeping everyone at St Michael's safe.",
        "helpNow: In an emergency call 999.",
        "policyReviewBy: 2026-05-14",
        "contacts:",
        "  heading: Who to contact",
        "  text: Talk to one of these people.",
      ].join("\n"),
      "Our policy statement.",
    ),
  },
]

/** The site every warning sample shares a folder with: a second notice at the same place. */
export const warningSite: Record<string, string> = {
  "data/notices/brownies-and-guides.json": json({
    order: 1,
    title: "Brownies & Guides",
    body: ["We meet on Mondays."],
  }),
}

/**
 * What a volunteer may type in a page's text that the site cannot show, each as typed: the guide's list of what the
 * check refuses (section 3), with the check's own words beside each.
 */
export const markdownSlips: { typed: string; text: string }[] = [
  { typed: "Our church was <b>built in brick</b>", text: "Our church was <b>built in brick</b> in 1928." },
  { typed: "# Our halls", text: "# Our halls\n\nEach hall has its own story." },
  { typed: "#### Rehearsals", text: "#### Rehearsals\n\nOn Thursdays." },
  { typed: "##Who can join", text: "Our choir.\n\n##Who can join\n\nEveryone who likes to sing." },
  { typed: "![The church](church-1930.jpg)", text: "Our church in 1930:\n\n![The church](church-1930.jpg)" },
  { typed: "`Gabriel Hall`", text: "Ask for the `Gabriel Hall` when you book." },
  { typed: "    We meet on Thursdays.", text: "Our choir.\n\n    We meet on Thursdays." },
  { typed: "[our halls](venues)", text: "See [our halls](venues) for hire." },
  {
    typed: "[the diocese](http://www.london.anglican.org)",
    text: "Visit [the diocese](http://www.london.anglican.org).",
  },
  { typed: "http://www.london.anglican.org", text: "Visit http://www.london.anglican.org for more." },
  { typed: "[Pray with us](javascript:alert(1))", text: "[Pray with us](javascript:alert(1)) on Sundays." },
  {
    typed: "[the poster](data:text/html;base64,PGI+aGk8L2I+)",
    text: "See [the poster](data:text/html;base64,PGI+aGk8L2I+).",
  },
]
