import type { SiteStatus } from "../site-status/answer"
import { siteStatusWords as words } from "./site-status-words"

/**
 * The site's status in lines: what needs a person (each with what to do), then the plain facts. The server decides
 * when messages or builds are overdue (src/site-status/status-handler.ts); the content warnings are the check's own
 * lines, which name the file and what to do.
 */
export interface StatusLines {
  needPerson: { what: string; todo?: string }[]
  facts: string[]
}

export function statusLines({ messages, builds, addresses, content }: SiteStatus): StatusLines {
  const needPerson: StatusLines["needPerson"] = []
  const facts: string[] = []

  if (messages.overdue && messages.oldest) {
    const lastTry = messages.lastFailure
      ? ` ${words.lastTry(messages.lastFailure.at, messages.lastFailure.reason)}`
      : ""
    needPerson.push({
      what: `${words.messagesOverdue(messages.waiting, messages.oldest)}${lastTry}`,
      todo: words.messagesTodo,
    })
  } else {
    facts.push(
      messages.waiting && messages.oldest
        ? words.messagesWaiting(messages.waiting, messages.oldest)
        : words.noMessagesWaiting,
    )
    if (messages.lastFailure) facts.push(words.lastFailure(messages.lastFailure.at, messages.lastFailure.reason))
  }

  for (const gap of addresses) needPerson.push({ what: gap, todo: words.addressTodo })

  const attempt = builds.lastAttempt
  if (attempt?.outcome === "failed") {
    const still = builds.lastPublished ? ` ${words.stillShows(builds.lastPublished)}` : ""
    needPerson.push({ what: `${words.buildFailed(attempt.startedAt, attempt.error)}${still}`, todo: words.buildTodo })
  } else if (builds.overdue) {
    const since = attempt?.startedAt ?? builds.lastPublished
    if (since) needPerson.push({ what: words.buildsOverdue(since), todo: words.buildsOverdueTodo })
  } else if (attempt) {
    const fact = { building: words.building, published: words.published, "not-published": words.notPublished }
    facts.push(fact[attempt.outcome](attempt.startedAt))
  } else if (!builds.recorded) {
    facts.push(words.noBuildsRecorded)
  }

  for (const warning of content.warnings) needPerson.push({ what: warning })
  facts.push(words.contentChecked(content.checkedAt, content.warnings.length))
  return { needPerson, facts }
}
