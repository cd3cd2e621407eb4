import { eventWhen } from "../content/event-dates"
import { londonLocal } from "../content/london-time"

/**
 * Every word of /admin's site status panel (site-status-panel.tsx), in one place: plain, short, and each thing that
 * needs a person says what to do. Times are London's, written as the site writes them ("Sunday 22 November 2026,
 * 12 noon").
 */

/** An instant as the site writes times. */
export const inWords = (instant: string) => eventWhen({ startsAt: londonLocal(new Date(instant)) })

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

/** A full stop, unless the words already end with one (a time: "10.30 a.m."). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

export const siteStatusWords = {
  heading: "Site status",
  allWell: "all well, nothing needs you",
  needPeople: (count: number) => `${count} ${plural(count, "thing needs", "things need")} a person`,
  checking: "checking…",
  show: "Show",
  hide: "Hide",
  checkAgain: "Check again",
  checkedAt: (at: string) => sentence(`Checked ${inWords(at)}`),
  unavailable: "could not be checked just now",
  unavailableTodo: "Try “Check again” in a few minutes.",
  signInAgain: "Log out and log in again to see it.",
  onThisComputer: "on the live site",
  onThisComputerNote:
    "On this computer the CMS saves straight into data/. The site's status (contact messages waiting, the last " +
    "build, the content warnings) shows here on the live site to an editor who is logged in; `npm start` shows the " +
    "content warnings on every page.",

  messagesOverdue: (count: number, since: string) =>
    sentence(`${count} contact ${plural(count, "message has", "messages have")} been waiting since ${inWords(since)}`),
  lastTry: (at: string, reason: string) => sentence(`The last try, ${inWords(at)}, failed: ${reason}`),
  messagesTodo: "Please tell whoever looks after the website's e-mail settings.",
  addressTodo:
    "Please ask whoever holds the Netlify account to change CONTACT_ADDRESSES (CONTENT.md, “The contact form's delivery addresses”).",
  messagesWaiting: (count: number, since: string) =>
    `${count} contact ${plural(count, "message", "messages")} waiting since ${inWords(since)}; ` +
    "the next try is within 15 minutes.",
  noMessagesWaiting: "No contact messages waiting.",
  lastFailure: (at: string, reason: string) => `Last failed delivery: ${inWords(at)} (${reason}).`,

  buildFailed: (startedAt: string, error: string | undefined) =>
    `The last change did not reach the website: the build started ${inWords(startedAt)} failed.` +
    (error ? ` Netlify says: ${sentence(error)}` : ""),
  stillShows: (publishedAt: string) =>
    sentence(`The website still shows the version published ${inWords(publishedAt)}`),
  buildTodo: "Open that deploy's log in Netlify, or tell whoever looks after the website.",
  buildsOverdue: (since: string) =>
    `No build since ${inWords(since)}: the nightly rebuild may have stopped, so past events stay on the website.`,
  buildsOverdueTodo: "Please tell whoever looks after the website.",
  building: (startedAt: string) => `A build started ${inWords(startedAt)} and is still running.`,
  published: (startedAt: string) => `Last build: ${inWords(startedAt)}, published.`,
  notPublished: (startedAt: string) =>
    `Last build: ${inWords(startedAt)}, built but not published (publishing is stopped in Netlify).`,
  noBuildsRecorded: "Builds: Netlify has not reported any here yet.",

  contentChecked: (at: string, count: number) =>
    `Content checked ${inWords(at)}: ${count ? `${count} ${plural(count, "warning", "warnings")}` : "no warnings"}.`,
}
