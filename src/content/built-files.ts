/** The safeguarding poster, drawn from data/ at every build (gatsby/safeguarding-poster.ts). */
export const SAFEGUARDING_POSTER_PATH = "/files/safeguarding-poster.pdf"

/**
 * Files under /files/ that the build makes rather than static/ holds: a link to one in the content is sound though
 * static/ has no such file. The one list of them, for the content check; each is made by a module in gatsby/.
 */
export const filesTheBuildMakes: readonly string[] = [SAFEGUARDING_POSTER_PATH]
