/**
 * `npm run cms`: the CMS on this computer. Starts Decap's local backend (decap-server, which reads and writes the
 * files of this checkout) beside `npm start` (gatsby develop); open http://localhost:8000/admin/. Ctrl+C stops both.
 * Nothing is sent anywhere: decap-server listens on this computer only (127.0.0.1:8081).
 */
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"

const root = path.resolve(__dirname, "..")
const bin = (name: string) => path.join(root, "node_modules", ".bin", name)

const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: root, PORT: "8081", BIND_HOST: "127.0.0.1" },
  }),
  spawn(bin("gatsby"), ["develop"], { cwd: root, stdio: "inherit" }),
]
console.log("The CMS will be at http://localhost:8000/admin/ once the site is ready (Ctrl+C stops it).")

let stopping = false
const stop = (code: number) => {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT")
  process.exitCode = code
}
for (const child of children) child.on("exit", code => stop(code ?? 0))
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
