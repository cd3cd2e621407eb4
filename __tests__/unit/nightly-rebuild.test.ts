import http from "node:http"
import type { AddressInfo } from "node:net"
import nightlyRebuild, { BUILD_HOOK_VARIABLE, config, TRIGGER_TITLE } from "../../netlify/functions/nightly-rebuild.mjs"

/**
 * The nightly rebuild (a Netlify Scheduled Function) against a stand-in for Netlify's build hook on 127.0.0.1:
 * what an operator sees in the function log, and what the hook receives.
 */
interface Received {
  method?: string
  url?: string
  body: string
}

async function withHook(status: number, run: (hookUrl: string, received: Received[]) => Promise<void>) {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    let body = ""
    request.on("data", chunk => (body += chunk))
    request.on("end", () => {
      received.push({ method: request.method, url: request.url, body })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  try {
    await run(`http://127.0.0.1:${port}/build_hooks/abc123`, received)
  } finally {
    await new Promise(resolve => server.close(resolve))
  }
}

const scheduledCall = () => new Request("http://localhost/.netlify/functions/nightly-rebuild", { method: "POST" })

describe("the nightly rebuild", () => {
  const saved = process.env[BUILD_HOOK_VARIABLE]
  afterEach(() => {
    if (saved === undefined) delete process.env[BUILD_HOOK_VARIABLE]
    else process.env[BUILD_HOOK_VARIABLE] = saved
    jest.restoreAllMocks()
  })
  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => undefined)
    jest.spyOn(console, "error").mockImplementation(() => undefined)
  })

  it("runs once a day", () => {
    expect(config).toEqual({ schedule: "@daily" })
  })

  it("POSTs once to the build hook from the environment, titled so the deploy list says why", async () => {
    await withHook(200, async (hookUrl, received) => {
      process.env[BUILD_HOOK_VARIABLE] = hookUrl
      const response = await nightlyRebuild(scheduledCall())
      expect(response.status).toBe(200)
      expect(received).toHaveLength(1)
      expect(received[0]?.method).toBe("POST")
      const url = new URL(received[0]!.url!, "http://127.0.0.1")
      expect(url.pathname).toBe("/build_hooks/abc123")
      expect(url.searchParams.get("trigger_title")).toBe(TRIGGER_TITLE)
    })
  })

  it("says in the log when the hook refuses, and answers 502", async () => {
    await withHook(404, async hookUrl => {
      process.env[BUILD_HOOK_VARIABLE] = hookUrl
      const response = await nightlyRebuild(scheduledCall())
      expect(response.status).toBe(502)
      expect(await response.text()).toContain("the build hook answered 404")
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining("answered 404"))
    })
  })

  it("says how to set it up when the variable is missing, and calls nothing", async () => {
    delete process.env[BUILD_HOOK_VARIABLE]
    const response = await nightlyRebuild(scheduledCall())
    expect(response.status).toBe(500)
    expect(await response.text()).toMatch(/NIGHTLY_BUILD_HOOK_URL is not set: create a build hook in Netlify/)
  })
})
