import { z } from "zod"
import { sentenceWith, text } from "../../fields"
import { body, heading, pageFields } from "./words"

/** Contact: the message form, the parish office, the map, then facilities, transport and parking. */
export const contactPage = z.strictObject({
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
      booking: z
        .strictObject({
          legend: text(
            "the heading of the hall booking questions; without JavaScript they are always on the form, so say to fill them in only to hire a hall",
          ).meta({ title: "Heading" }),
          hint: text("a sentence under the heading, e.g. what the Halls Manager will reply").meta({ title: "Hint" }),
          hall: text("the label of the choice of hall").meta({ title: "Hall label" }),
          chooseHall: text("the empty first choice of halls").meta({ title: "Empty hall choice" }),
          date: text("the label of the date box").meta({ title: "Date label" }),
          start: text("the label of the start time").meta({ title: "Start label" }),
          end: text("the label of the end time").meta({ title: "End label" }),
          people: text("the label of the number of people").meta({ title: "People label" }),
          layout: text("the label of the choice of how the people will be").meta({ title: "Layout label" }),
          chooseLayout: text("the empty first choice of layouts").meta({ title: "Empty layout choice" }),
          seated: text("the layout of people seated in rows facing the front").meta({ title: "Seated in rows" }),
          atTables: text("the layout of people seated at tables").meta({ title: "At tables" }),
          standing: text("the layout of people standing").meta({ title: "Standing" }),
          purpose: text("the label of what the hall is wanted for").meta({ title: "Purpose label" }),
          purposeHint: text("the hint under it, with an example").meta({ title: "Purpose hint" }),
        })
        .meta({ title: "Hall booking questions" }),
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
