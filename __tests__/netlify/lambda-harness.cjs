/*
 * Runs a deployed function bundle the way AWS Lambda does: this process starts in the unzipped bundle (the task
 * directory, read-only), loads the entry module once, and calls its exported `handler(event, context)` for each
 * invocation, keeping the module (a warm instance) between calls.
 *
 * Protocol, one JSON object per line: the test writes {"entry", "env", "event"} to stdin; this writes back
 * {"result", "logs"} (or {"error"}). `env` replaces the function's environment for that call, as settings do on a
 * new deploy; `logs` are the lines the function wrote through console during the call.
 * Plain CommonJS: it runs outside the project, as the user Lambda runs functions as.
 */
const path = require("node:path")
const readline = require("node:readline")

const baseEnv = { ...process.env }
let logs = []
for (const level of ["log", "info", "warn", "error"]) {
  console[level] = (...parts) => logs.push(`${level}: ${parts.map(String).join(" ")}`)
}

const modules = new Map()
const lines = readline.createInterface({ input: process.stdin })
lines.on("line", async line => {
  const { entry, env, event } = JSON.parse(line)
  logs = []
  try {
    for (const name of Object.keys(process.env)) delete process.env[name]
    Object.assign(process.env, baseEnv, env)
    if (!modules.has(entry)) modules.set(entry, require(path.resolve(entry)))
    const result = await modules.get(entry).handler(event, { functionName: entry, awsRequestId: String(Date.now()) })
    process.stdout.write(`${JSON.stringify({ result, logs })}\n`)
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: String(error && error.stack ? error.stack : error), logs })}\n`)
  }
})
