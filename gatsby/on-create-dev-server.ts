import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { buildCmsScript } from "./cms-script"
import { CMS_SCRIPT_PATH, cmsPage } from "../src/cms/admin-page"
import { calendarFeeds } from "./calendar-feeds"
import { CONTENT_PROBLEMS_PATH, currentContentProblems } from "./content-watch"
import { siteRoot } from "./site-root"
import { SAFEGUARDING_POSTER_PATH } from "../src/content/built-files"
import { posterForDevServer } from "./safeguarding-poster"

interface Response {
  type(t: string): { send(body: string | Buffer): void }
  set(name: string, value: string): void
  json(body: unknown): void
  send(body: string | Buffer): void
  sendFile(file: string): void
  status(code: number): Response
}

/** The CMS's script for `npm start`, built once on the first visit to /admin (about 20 s) into .cache/. */
let cmsScriptBuild: Promise<string> | undefined
const cmsScriptDir = () => path.join(siteRoot(), ".cache", "cms-admin")

/**
 * `npm start` serves the calendar feeds and the safeguarding poster too, made fresh from the content on each request, and the content check's
 * latest messages for the box every page shows (gatsby/content-watch.ts). /admin serves the
 * CMS as Netlify does (`npm run cms` starts Decap's local backend beside it).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType }) => {
  app.get(/\.ics$/, (request: { path: string }, response: Response, next: () => void) => {
    const feed = calendarFeeds({ getNodesByType })[request.path]
    if (feed === undefined) return next()
    response.type("text/calendar; charset=utf-8").send(feed)
  })
  app.get(SAFEGUARDING_POSTER_PATH, (_request: unknown, response: Response, next: () => void) => {
    posterForDevServer({ getNodesByType }).then(
      poster => (poster ? response.type("application/pdf").send(poster) : next()),
      (error: Error) => response.status(500).send(`The safeguarding poster could not be drawn: ${error.message}`),
    )
  })
  app.get(CONTENT_PROBLEMS_PATH, (_request: unknown, response: Response) => {
    response.set("Cache-Control", "no-store")
    response.json(currentContentProblems())
  })
  app.get(["/admin", "/admin/"], (request: { originalUrl: string; headers: { host?: string } }, response: Response) => {
    const page = cmsPage(
      new URL(request.originalUrl, `http://${request.headers.host ?? "localhost"}`),
      process.env.CMS_BACKEND,
    )
    for (const [name, value] of Object.entries(page.headers)) response.set(name, value)
    response.status(page.status).send(page.body)
  })
  // The script, Netlify Identity's widget, and the parts of Decap it loads later from the same folder.
  app.get(
    `${path.posix.dirname(CMS_SCRIPT_PATH)}/:file`,
    (request: { params: { file: string } }, response: Response) => {
      cmsScriptBuild ??= buildCmsScript(siteRoot(), cmsScriptDir())
      cmsScriptBuild.then(
        () => response.sendFile(path.join(cmsScriptDir(), path.basename(request.params.file))),
        (error: Error) => response.status(500).send(`The CMS script did not build: ${error.message}`),
      )
    },
  )
}
