import type { GatsbyNode } from "gatsby"
import { calendarFeedPaths, calendarFeeds } from "./calendar-feeds"

/** `npm start` serves the calendar feeds too, made fresh from the content on each request. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType, getNode }) => {
  for (const feedPath of calendarFeedPaths) {
    app.get(feedPath, (_request: unknown, response: { type(t: string): { send(body: string): void } }) => {
      response.type("text/calendar; charset=utf-8").send(calendarFeeds({ getNodesByType, getNode })[feedPath])
    })
  }
}
