import type { GatsbyNode } from "gatsby"
import { calendarFeedPaths, calendarFeeds } from "./calendar-feeds"
import { CONTENT_PROBLEMS_PATH, currentContentProblems, watchContent } from "./content-watch"

interface Response {
  type(t: string): { send(body: string): void }
  set(name: string, value: string): void
  json(body: unknown): void
}

/**
 * `npm start` serves the calendar feeds too, made fresh from the content on each request, and checks the content
 * again on every change: the terminal and every page show its messages (gatsby/content-watch.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType, getNode }) => {
  for (const feedPath of calendarFeedPaths) {
    app.get(feedPath, (_request: unknown, response: Response) => {
      response.type("text/calendar; charset=utf-8").send(calendarFeeds({ getNodesByType, getNode })[feedPath])
    })
  }
  watchContent()
  app.get(CONTENT_PROBLEMS_PATH, (_request: unknown, response: Response) => {
    void currentContentProblems().then(payload => {
      response.set("Cache-Control", "no-store")
      response.json(payload)
    })
  })
}
