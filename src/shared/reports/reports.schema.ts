import { z } from "../core/zod";
import { keyedTexts } from "../core/said";
import { isValidDate } from "../ordering/schedule";
import { reportsAdminTexts as english } from "../texts/reports-admin";
import { daysInRange, MAX_REPORT_DAYS, REPORT_BUCKETS, REPORT_COMPARISONS, REPORT_CSV_ROWS, REPORT_QUICK_PICKS } from "./reports";

/** The reports' query (ADR 0025): a range of shop dates, at most ten years. Messages are text keys, said at the edge. */
const t = /* @__PURE__ */ keyedTexts("reportsAdminTexts", english);

const date = z.string({ error: t.errors.dateInvalid }).refine(isValidDate, t.errors.dateInvalid);

/** Either a quick pick (worked out on the server in the shop's time zone) or both dates. */
const range = z
  .object({ pick: z.enum(REPORT_QUICK_PICKS).optional(), from: date.optional(), to: date.optional() })
  .refine((value) => value.pick !== undefined || (value.from !== undefined && value.to !== undefined), {
    message: t.errors.dateInvalid,
    path: ["from"],
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: t.errors.rangeBackwards, path: ["to"] })
  .refine(
    (value) => !value.from || !value.to || value.from > value.to || daysInRange({ from: value.from, to: value.to }) <= MAX_REPORT_DAYS,
    {
      message: t.errors.rangeTooLong(MAX_REPORT_DAYS),
      path: ["from"],
    },
  );

export const reportQuerySchema = range.and(
  z.object({ bucket: z.enum(REPORT_BUCKETS).default("day"), compare: z.enum(REPORT_COMPARISONS).default("year") }),
);
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportCsvQuerySchema = range.and(z.object({ rows: z.enum(REPORT_CSV_ROWS).default("orders") }));
export type ReportCsvQuery = z.output<typeof reportCsvQuerySchema>;
