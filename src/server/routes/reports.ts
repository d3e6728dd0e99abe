import { Hono } from "hono";
import { reportCsvQuerySchema, reportQuerySchema } from "@shared/reports/reports.schema";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { validate } from "../http/validation";
import { reportCsvChunks, reportCsvFileName } from "../services/reports/report-csv";
import { buildReport } from "../services/reports/report-figures";

/**
 * The owner's reports (ADR 0025), mounted at /api/admin: the owner's alone (not a staff path,
 * http/guards.ts). GET /reports → ReportDto for a range of shop dates or a quick pick;
 * GET /reports/csv → the bookkeeper's CSV, one row per order or per payment, streamed a month
 * at a time (a byte-order mark first, so that a spreadsheet reads its accents as UTF-8).
 */
export const adminReportRoutes = new Hono<AppEnv>()
  .use("/reports", noStore)
  .use("/reports/*", noStore)
  .get("/reports", validate("query", reportQuerySchema), async (c) => c.json(await buildReport(c.var.ctx, c.req.valid("query")), 200))
  .get("/reports/csv", validate("query", reportCsvQuerySchema), (c) => {
    const query = c.req.valid("query");
    const chunks = reportCsvChunks(c.var.ctx, query);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("\uFEFF"));
      },
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${reportCsvFileName(c.var.ctx, query)}"`,
    });
  });
