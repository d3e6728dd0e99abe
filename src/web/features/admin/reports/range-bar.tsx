import { useState, type FormEvent } from "react";
import { REPORT_BUCKETS, REPORT_COMPARISONS, REPORT_QUICK_PICKS, type ReportDto } from "@shared/reports/reports";
import { buttonStyles } from "~/components/admin/button-styles";
import { Field } from "~/components/ui/field";
import { TextField } from "~/components/ui/text-field";
import { useLocale, useTexts } from "~/lib/texts";
import { isOneOf, rangeProblem, type RangeProblem, type ReportChoice } from "./report-choice";
import { reportFormat } from "./report-format";

/**
 * Above the report: the quick picks (the chosen one pressed), two dates with Apply, the bucket
 * and the comparison; then the range the report covers and the one it stands beside, in words.
 * `shown` is the range to put in the dates: the typed one, or what the server made of a quick pick.
 */
export function RangeBar({
  choice,
  shown,
  report,
  onChoose,
}: {
  choice: ReportChoice;
  shown: { from: string; to: string } | null;
  /** The report on screen, for its range in words; none while the first one loads. */
  report: ReportDto | undefined;
  onChoose: (choice: ReportChoice) => void;
}) {
  const t = useTexts("reportsAdminTexts");
  const format = reportFormat(useLocale());
  return (
    <section aria-label={t.range.label} className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-5" data-testid="report-range">
      <div role="group" aria-label={t.range.quickPicks} className="flex flex-wrap gap-2">
        {REPORT_QUICK_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={choice.pick === pick}
            data-pick={pick}
            className={`${choice.pick === pick ? buttonStyles.primary : buttonStyles.secondary} px-4`}
            onClick={() => onChoose({ ...choice, pick, from: null, to: null })}
          >
            {t.range.picks[pick]}
          </button>
        ))}
      </div>

      <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-4">
        <DatesForm
          key={shown ? `${shown.from}/${shown.to}` : "none"}
          initial={shown}
          onApply={(from, to) => onChoose({ ...choice, pick: null, from, to })}
        />
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <ChoiceSelect
            label={t.range.bucket}
            className="min-w-0 sm:w-36"
            options={REPORT_BUCKETS}
            value={choice.bucket}
            words={t.range.buckets}
            onPick={(bucket) => onChoose({ ...choice, bucket })}
          />
          <ChoiceSelect
            label={t.range.compare}
            className="min-w-0 sm:w-48"
            options={REPORT_COMPARISONS}
            value={choice.compare}
            words={t.range.comparisons}
            onPick={(compare) => onChoose({ ...choice, compare })}
          />
        </div>
      </div>

      {/* Said again when the range changes: the quick picks move it without moving the focus. */}
      <div aria-live="polite" className="mt-4 text-sm text-ink-700" data-testid="report-range-words">
        {report && (
          <>
            <p className="font-semibold text-ink-900">{t.range.showing(format.range(report.range.from, report.range.to))}</p>
            <p>{t.range.against(format.range(report.previous.from, report.previous.to), t.comparisons[report.compare])}</p>
            <p className="text-xs text-ink-500">{t.range.timeZone(report.timeZone)}</p>
          </>
        )}
      </div>
    </section>
  );
}

/** The two dates and Apply: checked here with the schema's words, then kept in the address. */
function DatesForm({ initial, onApply }: { initial: { from: string; to: string } | null; onApply: (from: string, to: string) => void }) {
  const t = useTexts("reportsAdminTexts");
  const [from, setFrom] = useState(initial?.from ?? "");
  const [to, setTo] = useState(initial?.to ?? "");
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  function apply(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(from, to, t.errors);
    setProblem(found);
    if (!found) onApply(from, to);
  }
  return (
    <form
      onSubmit={apply}
      noValidate
      className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-start"
      data-testid="report-dates"
    >
      <TextField
        label={t.range.from}
        type="date"
        name="from"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={problem?.field === "from" ? problem.message : undefined}
        className="min-w-0 sm:w-40"
      />
      <TextField
        label={t.range.to}
        type="date"
        name="to"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={problem?.field === "to" ? problem.message : undefined}
        className="min-w-0 sm:w-40"
      />
      {/* Beside the inputs on wider screens, lined up under their labels' height; its own row on a phone. */}
      <button type="submit" className={`${buttonStyles.secondary} col-span-2 sm:mt-6`}>
        {t.range.apply}
      </button>
    </form>
  );
}

/** A select of one of `options`, each said by `words`. */
function ChoiceSelect<T extends string>(props: {
  label: string;
  className: string;
  options: readonly T[];
  value: T;
  words: Record<T, string>;
  onPick: (value: T) => void;
}) {
  return (
    <Field label={props.label} className={props.className}>
      {(control) => (
        <select
          {...control}
          className={`${control.className} min-h-11`}
          value={props.value}
          onChange={(event) => isOneOf(props.options, event.target.value) && props.onPick(event.target.value)}
        >
          {props.options.map((option) => (
            <option key={option} value={option}>
              {props.words[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
