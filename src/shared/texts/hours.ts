/**
 * Words about today's hours (ADR 0014), shown by the footer, the home page and the contact page.
 * Kept apart from layout.ts, whose words every page's first load carries: these are rendered on
 * the server (ADR 0008).
 */
export const hoursTexts = {
  heading: "Today",
  today: (hours: string) => `Today: ${hours}`,
  todaySpecial: (label: string, hours: string) => `Today (${label}): ${hours}`,
  closedToday: (label: string | null) => (label ? `Closed today (${label})` : "Closed today"),
  closedOn: (date: string, label: string) => (label ? `Closed ${date} (${label})` : `Closed ${date}`),
  weekly: "Opening hours",
  /** A weekday without hours in the weekly list. */
  closed: "Closed",
} as const;
