import os from "node:os"
import path from "node:path"

/** Where scripts/netlify-offline-build.ts stages its Netlify-style build, and what the checks read from it. */
const dir = process.env.NETLIFY_STAGE_DIR ?? path.join(os.tmpdir(), "parish-site-netlify-preview")

export const netlifyStage = {
  dir,
  publicDir: path.join(dir, "public"),
  functionsDir: path.join(dir, ".netlify", "functions"),
  /** JSON list of the copied files that the build changed */
  rewrittenFiles: path.join(dir, "rewritten-files.json"),
}
