import React from "react"
import { borders, colors, fontSizes, layout, radii, space } from "../theme"
import { DATE_WIDGET } from "./config"
import { inWords, monthChoices, partsOf, valueOfParts, type DateParts } from "./date-parts"

/**
 * The CMS's date and time boxes, registered with Decap (`CMS.registerWidget`) for every `localDateTime()` field: a
 * day box, a month chosen by its English name, a year box and a time box, with the date in words beneath as the
 * site will show it. Decap's own `datetime` widget is the browser's picker, which follows the browser's language
 * (month and day swapped on a US computer); these boxes read the same on every computer and phone. What they store
 * is the London wall-clock text a file holds ("2026-12-24T16:00").
 */

export const dateBoxWords = {
  day: "Day",
  month: "Month",
  year: "Year",
  time: "Time",
  timeHint: "e.g. 18:30 or 6.30 pm",
  noMonth: "choose…",
}

/** The props Decap gives a widget's control (decap-cms's "Custom widgets" docs), as far as these boxes use them. */
interface ControlProps {
  value?: unknown
  onChange(value: string): void
  forID: string
  field: { get(key: string): unknown }
  classNameWrapper?: string
  setActiveStyle?: () => void
  setInactiveStyle?: () => void
  t?: (key: string) => string
}

interface ControlState {
  parts: DateParts
  /** the value these boxes last gave Decap, to tell an outside change (another entry) from our own */
  given: string
}

const boxStyle: React.CSSProperties = {
  // The root size (16px), so a phone does not zoom in on the box; tall enough for a finger.
  fontSize: fontSizes.small,
  minHeight: layout.minTarget,
  padding: `0 ${space.sm}`,
  border: `${borders.hairline} solid ${colors.ink}`,
  borderRadius: radii.sm,
  background: colors.paper,
  color: colors.ink,
}

const partStyle: React.CSSProperties = {
  display: "flex",
  flexDirection: "column",
  gap: space.xs,
  fontSize: fontSizes.small,
}

/** Decap calls `isValid` on its controls before a save: a class component, so that Decap's ref reaches it. */
export class LondonDateTimeControl extends React.Component<ControlProps, ControlState> {
  override state: ControlState = { parts: partsOf(this.props.value), given: String(this.props.value ?? "") }

  override componentDidUpdate() {
    const value = String(this.props.value ?? "")
    // Another entry opened, or the value changed outside these boxes: show it.
    if (value !== this.state.given) this.setState({ parts: partsOf(value), given: value })
  }

  /** A day alone: the field's `time` setting is false (`localDate()` fields), so there is no time box. */
  withTime() {
    return this.props.field.get("time") !== false
  }

  /** Decap's hook before a save: boxes half filled in, or a day the month does not have, stop it with the reason. */
  isValid = () => {
    const read = valueOfParts(this.state.parts, this.withTime())
    return "problem" in read ? { error: { message: `${this.label()}: ${read.problem}` } } : true
  }

  label() {
    return String(this.props.field.get("label") ?? this.props.field.get("name") ?? "")
  }

  change(part: keyof DateParts, text: string) {
    const parts = { ...this.state.parts, [part]: text }
    const read = valueOfParts(parts, this.withTime())
    // Until the boxes make a whole date, nothing is stored: the save stops, saying what is missing (isValid).
    const given = "value" in read ? read.value : ""
    this.setState({ parts, given })
    if (given !== String(this.props.value ?? "")) this.props.onChange(given)
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, t } = this.props
    const { parts } = this.state
    const read = valueOfParts(parts, this.withTime())
    const optional = field.get("required") === false && t ? ` (${t("editor.editorControl.field.optional")})` : ""
    const id = (part: string) => `${forID}-${part}`
    const words = "value" in read ? inWords(read.value) : "problem" in read && read.problem
    return (
      <div
        role="group"
        aria-label={`${this.label()}${optional}`}
        aria-describedby={id("words")}
        className={classNameWrapper}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        style={{ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "flex-end" }}
      >
        <label style={partStyle} htmlFor={forID}>
          {dateBoxWords.day}
          <input
            id={forID}
            inputMode="numeric"
            autoComplete="off"
            size={2}
            maxLength={2}
            value={parts.day}
            onChange={event => this.change("day", event.target.value)}
            style={{ ...boxStyle, width: "4ch" }}
          />
        </label>
        <label style={partStyle} htmlFor={id("month")}>
          {dateBoxWords.month}
          <select
            id={id("month")}
            value={parts.month}
            onChange={event => this.change("month", event.target.value)}
            style={boxStyle}
          >
            <option value="">{dateBoxWords.noMonth}</option>
            {monthChoices.map(({ value, name }) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label style={partStyle} htmlFor={id("year")}>
          {dateBoxWords.year}
          <input
            id={id("year")}
            inputMode="numeric"
            autoComplete="off"
            size={4}
            maxLength={4}
            value={parts.year}
            onChange={event => this.change("year", event.target.value)}
            style={{ ...boxStyle, width: "6ch" }}
          />
        </label>
        {this.withTime() && (
          <label style={partStyle} htmlFor={id("time")}>
            {dateBoxWords.time}
            <input
              id={id("time")}
              autoComplete="off"
              size={8}
              placeholder={dateBoxWords.timeHint}
              value={parts.time}
              onChange={event => this.change("time", event.target.value)}
              style={{ ...boxStyle, width: "11ch" }}
            />
          </label>
        )}
        <output id={id("words")} aria-live="polite" style={{ flexBasis: "100%", minHeight: "1.5em" }}>
          {words || ""}
        </output>
      </div>
    )
  }
}

/** Decap's registration of the boxes: `CMS.registerWidget(...dateWidget)`. */
export const dateWidget = [DATE_WIDGET, LondonDateTimeControl, LondonDateTimePreview] as const

/** What Decap's preview pane shows for the field: the date in words. */
export function LondonDateTimePreview({ value }: { value?: unknown }) {
  const read = valueOfParts(partsOf(value), partsOf(value).time !== "")
  return <span>{"value" in read ? inWords(read.value) : ""}</span>
}
