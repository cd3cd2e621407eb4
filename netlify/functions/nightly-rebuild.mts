/**
 * A Netlify Scheduled Function: once a night it asks Netlify to build the site again, so that an event leaves News &
 * Events, Home, the JSON-LD and /events.ics the night after it ends, even when nobody has edited anything.
 *
 * It POSTs to a build hook whose address is in the environment variable NIGHTLY_BUILD_HOOK_URL (docs/deploying.md,
 * "The nightly rebuild": how to create the hook and set the variable). Netlify runs scheduled functions on the published
 * deploy only; "@daily" is midnight UTC, which is midnight or 1 a.m. in London.
 */
export const BUILD_HOOK_VARIABLE = "NIGHTLY_BUILD_HOOK_URL"

/** Shown in the deploy list, so the nightly builds are easy to tell from editors' changes. */
export const TRIGGER_TITLE = "Nightly rebuild: past events leave the site"

const answer = (status: number, text: string) => {
  ;(status === 200 ? console.log : console.error)(`nightly-rebuild: ${text}`)
  return new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } })
}

export default async function nightlyRebuild(_request: Request): Promise<Response> {
  const hook = process.env[BUILD_HOOK_VARIABLE]
  let url: URL
  try {
    url = new URL(hook ?? "")
  } catch {
    return answer(
      500,
      `${BUILD_HOOK_VARIABLE} is ${hook ? "not a web address" : "not set"}: create a build hook in Netlify (Site configuration › Build & deploy › Build hooks) and put its address in this variable`,
    )
  }
  url.searchParams.set("trigger_title", TRIGGER_TITLE)
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
    if (!response.ok) return answer(502, `the build hook answered ${response.status}; check ${BUILD_HOOK_VARIABLE}`)
  } catch (error) {
    return answer(502, `the build hook could not be reached (${(error as Error).message})`)
  }
  return answer(200, "rebuild requested")
}

export const config = { schedule: "@daily" }
