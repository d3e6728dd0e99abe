import "./reports.css";
import { useSearchParams } from "react-router";
import type { ReportDto } from "@shared/reports/reports";
import { AdminLoadError } from "~/components/admin/admin-table";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Spinner } from "~/components/ui/spinner";
import { ApiError, refusalWords } from "~/lib/api";
import { useTexts } from "~/lib/texts";
import { HeadlineCards } from "./headline-cards";
import { ItemsSection } from "./items-section";
import { ExtrasSection, MoneySection, WeighingSection } from "./money-sections";
import { CateringSection, CsvSection, CustomersSection, GiftCardsSection, PreordersSection, PromosSection } from "./more-sections";
import { RangeBar } from "./range-bar";
import { choiceFromSearch, reportRequest, searchForChoice, type ReportChoice } from "./report-choice";
import { useReport } from "./reports-api";
import { RevenueSection } from "./revenue-section";
import { SlotsSection } from "./slots-section";

/** Nothing sold, taken or given back in the range: the page says so, and still shows its zeros. */
export const isQuietReport = (report: ReportDto) =>
  report.orders.count === 0 &&
  report.revenue.capturedCents === 0 &&
  report.revenue.refundedCents === 0 &&
  report.giftCards.soldCount === 0 &&
  report.catering.events === 0;

/**
 * Why the report could not be drawn: a range the server refused names its reasons in its fields
 * (the schema's words, 'The first date must be on or before the last'); anything else is said as
 * the admin's other pages say it.
 */
export function reportErrorWords(error: unknown, fallback: string): string {
  const reasons = error instanceof ApiError && error.code === "validation_failed" ? Object.values(error.fields ?? {}) : [];
  return reasons.length > 0 ? [...new Set(reasons)].join(" ") : refusalWords(error, fallback);
}

/**
 * /admin/reports (ADR 0025), the owner's alone: the range bar (kept in the address), then the
 * headline figures, revenue over time, where the money came from, the extras, estimated against
 * weighed, best sellers, slot use, holiday prep, customers, gift cards, codes, catering and the
 * bookkeeper's CSV. Every figure is worked out on the server; this page only draws them.
 */
export function ReportsPage() {
  const t = useTexts("reportsAdminTexts");
  const adminTexts = useTexts("adminTexts");
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = choiceFromSearch(searchParams);
  const report = useReport(reportRequest(choice));
  // While another range loads, the previous report stays on screen (dimmed); its range is not said, nor put in the inputs.
  const current = report.isPlaceholderData ? undefined : report.data;
  const shown = !choice.pick && choice.from && choice.to ? { from: choice.from, to: choice.to } : (current?.range ?? null);

  const choose = (next: ReportChoice) => setSearchParams(searchForChoice(next), { replace: true, preventScrollReset: true });

  return (
    <>
      <AdminPageHeader title={t.title}>
        <p className="mt-1 max-w-2xl text-sm text-ink-500">{t.subtitle}</p>
      </AdminPageHeader>

      <RangeBar choice={choice} shown={shown} report={current} onChoose={choose} />

      {/* A range the server refuses comes back as a coded error, in words in the admin's language. */}
      {report.isError && (
        <div className="mb-6">
          <AdminLoadError
            message={reportErrorWords(report.error, t.loadFailed)}
            retryLabel={t.retry}
            onRetry={() => void report.refetch()}
          />
        </div>
      )}
      {report.isPending ? (
        <Spinner label={adminTexts.loading} />
      ) : (
        // A refresh that failed keeps the report it had on screen, under the error.
        report.data && <ReportFigures report={report.data} updating={report.isPlaceholderData} />
      )}
    </>
  );
}

/** Every figure of one report, in the order the owner reads them; two columns from a laptop's width. */
export function ReportFigures({ report, updating = false }: { report: ReportDto; updating?: boolean }) {
  const t = useTexts("reportsAdminTexts");
  return (
    <>
      {/* Always there, so the words are announced when they come; not dimmed with the figures they are about. */}
      <p role="status" className={updating ? "mb-4 text-sm font-semibold text-ink-700" : "sr-only"}>
        {updating ? t.updating : ""}
      </p>
      <div aria-busy={updating} className={`space-y-6 transition-opacity ${updating ? "opacity-60" : ""}`} data-testid="report-figures">
        {isQuietReport(report) && (
          <div role="status" className="rounded-2xl bg-cream-50 p-4 text-center shadow-sm" data-testid="report-empty">
            <p className="font-semibold text-ink-900">{t.empty}</p>
            <p className="mt-1 text-sm text-ink-500">{t.emptyHint}</p>
          </div>
        )}
        <HeadlineCards report={report} />
        <RevenueSection report={report} />
        <div className="grid gap-6 lg:grid-cols-2">
          <MoneySection report={report} />
          <ExtrasSection report={report} />
          <WeighingSection report={report} />
          <div className="min-w-0 lg:col-span-2">
            <ItemsSection items={report.items} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <SlotsSection slots={report.slots} />
          </div>
          <PreordersSection preorders={report.preorders} />
          <CustomersSection report={report} />
          <GiftCardsSection report={report} />
          <PromosSection report={report} />
          <CateringSection report={report} />
          <CsvSection range={report.range} />
        </div>
      </div>
    </>
  );
}
