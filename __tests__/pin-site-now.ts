// Every unit test sees the same "now" (SITE_NOW), so date-dependent answers do not change with the calendar.
import { pinSiteNow } from "../scripts/test-now"

pinSiteNow()
