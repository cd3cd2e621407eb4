/**
 * A phone number or postcode as one run that a line never ends inside ("N21 3QE", "020 7946 0130"): its spaces
 * become no-break spaces. Unlike `white-space: nowrap`, a run longer than a whole line (very large text on a narrow
 * phone) still breaks, through the page's overflow-wrap, instead of running off the screen.
 */
export const keepTogether = (text: string) => text.replace(/ /g, "\u00a0")
