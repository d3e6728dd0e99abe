import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportDto } from "@shared/reports/reports";
import { api, unwrap } from "~/lib/api-client";
import type { ReportRequest } from "./report-choice";

/** Query keys: one report per choice of range, bucket and comparison. */
export const reportKeys = {
  all: ["admin", "reports"] as const,
  report: (request: ReportRequest) => ["admin", "reports", request] as const,
};

/** GET /api/admin/reports: every figure for a range (the owner's alone; 400 with a coded error for a bad range). */
export function fetchReport(request: ReportRequest): Promise<ReportDto> {
  return unwrap(api.admin.reports.$get({ query: request }));
}

export function useReport(request: ReportRequest) {
  return useQuery({
    queryKey: reportKeys.report(request),
    queryFn: () => fetchReport(request),
    // Another range keeps the figures on screen, dimmed, while it loads.
    placeholderData: keepPreviousData,
    // A report sums the whole range: no need to redo it on every return to the tab.
    staleTime: 60_000,
  });
}
