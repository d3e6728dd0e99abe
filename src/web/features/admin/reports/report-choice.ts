import {
  daysInRange,
  MAX_REPORT_DAYS,
  REPORT_BUCKETS,
  REPORT_COMPARISONS,
  REPORT_QUICK_PICKS,
  type ReportBucket,
  type ReportComparison,
  type ReportCsvRows,
  type ReportQuickPick,
} from "@shared/reports/reports";
import type { Texts } from "~/lib/texts";

/**
 * What the owner chose above the report, as the address keeps it (ADR 0025): a quick pick or two
 * dates, the bucket and the comparison, so that a reload or a shared link shows the same report.
 * Only constants and daysInRange come from the shared module: its calendar arithmetic stays on the server.
 */
export interface ReportChoice {
  /** A quick pick, worked out on the server in the shop's time zone; null for a range of dates. */
  pick: ReportQuickPick | null;
  from: string | null;
  to: string | null;
  bucket: ReportBucket;
  compare: ReportComparison;
}

const DEFAULT_PICK: ReportQuickPick = "this_month";
export const DEFAULT_CHOICE: ReportChoice = { pick: DEFAULT_PICK, from: null, to: null, bucket: "day", compare: "year" };

/** The shape of a date input's value; whether the day exists is the server's to say (a coded 400). */
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is one of `values` (a select's or the address's word for a choice). */
export const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (isOneOf(values, value) ? value : null);

/** The choice in the address: a pick wins over dates; anything unreadable falls back to this month, by day, against a year before. */
export function choiceFromSearch(params: URLSearchParams): ReportChoice {
  const bucket = oneOf(REPORT_BUCKETS, params.get("bucket")) ?? DEFAULT_CHOICE.bucket;
  const compare = oneOf(REPORT_COMPARISONS, params.get("compare")) ?? DEFAULT_CHOICE.compare;
  const pick = oneOf(REPORT_QUICK_PICKS, params.get("pick"));
  const from = params.get("from");
  const to = params.get("to");
  if (!pick && from && to && DATE_SHAPE.test(from) && DATE_SHAPE.test(to)) return { pick: null, from, to, bucket, compare };
  return { pick: pick ?? DEFAULT_PICK, from: null, to: null, bucket, compare };
}

/** The address's search for a choice: every part written out, so a shared link does not depend on defaults. */
export function searchForChoice(choice: ReportChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.pick) params.set("pick", choice.pick);
  else if (choice.from && choice.to) {
    params.set("from", choice.from);
    params.set("to", choice.to);
  }
  params.set("bucket", choice.bucket);
  params.set("compare", choice.compare);
  return params;
}

/** The query GET /api/admin/reports takes (reportQuerySchema): a pick, or both dates. */
export type ReportRequest =
  | { pick: ReportQuickPick; bucket: ReportBucket; compare: ReportComparison }
  | { from: string; to: string; bucket: ReportBucket; compare: ReportComparison };

export function reportRequest(choice: ReportChoice): ReportRequest {
  const { bucket, compare } = choice;
  return choice.pick || !choice.from || !choice.to
    ? { pick: choice.pick ?? DEFAULT_PICK, bucket, compare }
    : { from: choice.from, to: choice.to, bucket, compare };
}

/** The bookkeeper's CSV for a range (the dates the report resolved, or its pick): a plain link, the answer names the file. */
export function csvHref(range: { from: string; to: string } | { pick: ReportQuickPick }, rows: ReportCsvRows): string {
  const params = new URLSearchParams("pick" in range ? { pick: range.pick } : { from: range.from, to: range.to });
  params.set("rows", rows);
  return `/api/admin/reports/csv?${params}`;
}

export type RangeProblem = { field: "from" | "to"; message: string };

/** The dates typed above the report, checked before they are sent, with the schema's own words (reports.schema.ts). */
export function rangeProblem(from: string, to: string, errors: Texts<"reportsAdminTexts">["errors"]): RangeProblem | null {
  if (!DATE_SHAPE.test(from)) return { field: "from", message: errors.dateInvalid };
  if (!DATE_SHAPE.test(to)) return { field: "to", message: errors.dateInvalid };
  if (from > to) return { field: "to", message: errors.rangeBackwards };
  if (daysInRange({ from, to }) > MAX_REPORT_DAYS) return { field: "from", message: errors.rangeTooLong(MAX_REPORT_DAYS) };
  return null;
}
