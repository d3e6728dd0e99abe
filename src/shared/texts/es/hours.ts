import type { Catalog } from "../../core/i18n";
import type { hoursTexts as english } from "../hours";

/** Las palabras del horario de hoy: el pie de página, la página de inicio y la de contacto. */
export const hoursTexts = {
  heading: "Hoy",
  today: (hours: string) => `Hoy: ${hours}`,
  todaySpecial: (label: string, hours: string) => `Hoy (${label}): ${hours}`,
  closedToday: (label: string | null) => (label ? `Cerrado hoy (${label})` : "Cerrado hoy"),
  closedOn: (date: string, label: string) => (label ? `Cerrado el ${date} (${label})` : `Cerrado el ${date}`),
  weekly: "Horario",
  closed: "Cerrado",
} as const satisfies Catalog<typeof english>;
