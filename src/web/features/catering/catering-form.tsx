import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { CircleCheck } from "lucide";
import {
  CATERING_LIMITS,
  SERVICE_STYLES,
  leadHoursFor,
  meatGuide,
  type CateringFormDto,
  type CateringMenuItem,
  type ServiceStyle,
} from "@shared/catering/catering";
import { LOCALES, LOCALE_NAMES } from "@shared/core/i18n";
import { formatQuantityNumber } from "@shared/core/quantity";
import { formatClock, formatWeekdayDate } from "@shared/ordering/schedule";
import { phoneHref } from "@shared/shop/shop";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { useHydrated } from "~/lib/use-hydrated";
import {
  dateProblem,
  earliestEventDate,
  eventTimesOn,
  latestEventDate,
  partySize,
  wishStep,
  wishUnitOf,
  type CateringCalendar,
} from "./catering-calendar";
import { plainCall } from "~/lib/plain-call";

type Fulfilment = "pickup" | "delivery";
interface WishState {
  quantity: string;
  optionIds: string[];
}
/** Errors by field: the request's field names, and `wish:<itemId>` for an item of the menu. */
type Errors = Record<string, string>;

/** Where each field's error sends the focus, in the order the form shows them. */
const FIELD_ORDER = [
  "guests",
  "eventDate",
  "eventTime",
  "fulfilment",
  "address",
  "style",
  "wishes",
  "dietaryNotes",
  "name",
  "phone",
  "email",
  "locale",
];
const fieldId = (field: string) => `catering-${field.replace(":", "-")}`;

const card = "rounded-2xl border border-cream-200 bg-white p-5 shadow-sm sm:p-8";
const legendClass = "text-lg font-bold text-ink-900";

/** An item not asked for yet: none of it, with each group's defaults chosen (carnitas: maciza, when the shop marked it so). */
const untouched = (item: CateringMenuItem): WishState => ({
  quantity: "0",
  optionIds: item.optionGroups.flatMap((group) => group.options.filter((option) => option.isDefault).map((option) => option.id)),
});

/**
 * The catering request (docs/product.md 'Catering', ADR 0023): the event, the guests with the
 * guide's amounts, pickup or delivery, the style, what they would like from the catering menu,
 * and how to reach them. The browser checks what it can (native constraints, the shop's days and
 * hours); the server checks everything again and its messages are shown under their fields.
 */
export function CateringForm({ form }: { form: CateringFormDto }) {
  const t = useTexts("cateringTexts");
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  const hydrated = useHydrated();
  const f = t.form;

  const [guests, setGuests] = useState("");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [fulfilment, setFulfilment] = useState<Fulfilment>("pickup");
  const [style, setStyle] = useState<ServiceStyle | null>(null);
  const [wishes, setWishes] = useState<Record<string, WishState>>(() =>
    Object.fromEntries(form.items.map((item) => [item.id, untouched(item)])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  // State changes land on the next render: a second tap in the same frame must not send twice.
  const inFlight = useRef(false);

  const size = partySize(form, guests);
  const times = date ? eventTimesOn(form, date, size) : [];
  const chosenTime = times.includes(time) ? time : "";
  const problem = dateProblem(form, date, size);
  const problemText =
    problem === "closed"
      ? f.closedDate(formatWeekdayDate(date, locale))
      : problem === "tooSoon"
        ? f.tooSoon(formatWeekdayDate(earliestEventDate(form, size), locale))
        : problem === "tooFar"
          ? f.tooFar(formatWeekdayDate(latestEventDate(form), locale))
          : undefined;
  const meatPounds = form.items
    .filter((item) => item.role === "meat")
    .reduce((sum, item) => sum + (Number(wishes[item.id]?.quantity) || 0), 0);

  const clear = (...fields: string[]) =>
    setErrors((current) =>
      fields.some((field) => field in current)
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key)))
        : current,
    );

  // The first field in error takes the focus once its message is drawn, so it is read out with it.
  const [focusOn, setFocusOn] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (!focusOn) return;
    const element =
      document.getElementById(fieldId(focusOn.field)) ?? document.querySelector<HTMLElement>(`[data-field="${focusOn.field}"] input`);
    element?.focus();
  }, [focusOn]);

  const setWish = (item: CateringMenuItem, change: Partial<WishState>) => {
    setWishes((current) => ({ ...current, [item.id]: { ...(current[item.id] ?? untouched(item)), ...change } }));
    clear(`wish:${item.id}`, "wishes");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (problemText) {
      setErrors({ eventDate: problemText });
      setFocusOn({ field: "eventDate" });
      return;
    }
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? "");
    const sent = form.items.flatMap((item) => {
      const wish = wishes[item.id];
      const quantity = Number(wish?.quantity);
      return wish && quantity > 0 ? [{ itemId: item.id, optionIds: wish.optionIds, quantity }] : [];
    });
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setGeneral(null);
    try {
      const answer = await plainCall<{ reference: string }>("/api/catering/requests", {
        eventDate: date,
        eventTime: chosenTime,
        fulfilment,
        address: fulfilment === "delivery" ? text("address") : "",
        guests: Number(guests),
        style,
        wishes: sent,
        dietaryNotes: text("dietaryNotes"),
        name: text("name"),
        phone: text("phone"),
        email: text("email"),
        locale: text("locale") || locale,
        smsOptIn: fields.get("smsOptIn") === "on",
      });
      if (answer.ok) {
        setReference(answer.body.reference);
        return;
      }
      const byField = answer.status === 400 ? (answer.error?.fields ?? {}) : {};
      const found: Errors = {};
      const unplaced: string[] = [];
      for (const [key, message] of Object.entries(byField)) {
        // 'wishes.2.quantity' is about the third wish sent: shown under its item.
        const wish = /^wishes\.(\d+)/.exec(key);
        const field = wish ? (sent[Number(wish[1])] ? `wish:${sent[Number(wish[1])]!.itemId}` : "wishes") : key.split(".")[0]!;
        if (FIELD_ORDER.includes(field) || field.startsWith("wish:")) found[field] ??= message;
        else unplaced.push(message);
      }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setGeneral(unplaced[0] ?? f.fixFields);
        const order = [...FIELD_ORDER.slice(0, 7), ...form.items.map((item) => `wish:${item.id}`), ...FIELD_ORDER.slice(7)];
        const first = order.find((field) => field in found);
        if (first) setFocusOn({ field: first });
      } else {
        // 409/422: the rules refused it (its words say why); 429: too many requests.
        setGeneral(unplaced[0] ?? answer.error?.message ?? f.failure);
      }
    } catch {
      setGeneral(f.failure);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (reference) return <Thanks reference={reference} t={t} phone={shop.phone} />;

  const zipCodes = form.deliveryZipCodes.join(", ");
  return (
    <form onSubmit={onSubmit} method="post" className="space-y-6" aria-labelledby="catering-form-heading" aria-busy={sending}>
      <div>
        <h2 id="catering-form-heading" className="text-2xl font-bold">
          {f.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{f.requiredNote}</p>
      </div>

      <div className={card}>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{f.event}</legend>
          <TextField
            id={fieldId("guests")}
            label={f.guests}
            name="guests"
            type="number"
            inputMode="numeric"
            min={form.minGuests}
            max={CATERING_LIMITS.maxGuests}
            step={1}
            required
            value={guests}
            onChange={(event) => {
              setGuests(event.target.value);
              clear("guests", "eventDate");
            }}
            hint={f.guestsHint(form.minGuests)}
            error={errors.guests}
          />
          <CateringGuide form={form} guests={guests} meatPounds={meatPounds} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={fieldId("eventDate")}
              label={f.date}
              name="eventDate"
              type="date"
              required
              min={earliestEventDate(form, size)}
              max={latestEventDate(form)}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                clear("eventDate", "eventTime");
              }}
              error={errors.eventDate ?? problemText}
            />
            <Field id={fieldId("eventTime")} label={f.time} error={errors.eventTime} hint={f.timeHint(shop.hoursText.join(", "))}>
              {(control) => (
                <select
                  {...control}
                  name="eventTime"
                  required
                  disabled={times.length === 0}
                  value={chosenTime}
                  onChange={(event) => {
                    setTime(event.target.value);
                    clear("eventTime");
                  }}
                  className={`${control.className} min-h-11 disabled:bg-cream-100`}
                >
                  <option value="">{date ? f.chooseTime : f.chooseDateFirst}</option>
                  {times.map((slot) => (
                    <option key={slot} value={slot}>
                      {formatClock(slot, locale)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
      </div>

      <div className={card}>
        <fieldset className="space-y-4">
          <legend className={legendClass}>{f.fulfilment}</legend>
          <Choices
            field="fulfilment"
            className="grid grid-cols-2 gap-3"
            choices={(["pickup", "delivery"] as const).map((value) => ({ value, label: words.fulfilment[value] }))}
            value={fulfilment}
            onChange={(value) => {
              setFulfilment(value);
              clear("fulfilment", "address");
            }}
            error={errors.fulfilment}
          />
          {fulfilment === "delivery" && (
            <TextAreaField
              id={fieldId("address")}
              label={f.address}
              name="address"
              autoComplete="street-address"
              rows={2}
              required
              maxLength={CATERING_LIMITS.address}
              hint={form.deliveryZipCodes.length > 0 ? f.zipHint(zipCodes) : f.addressHint}
              onChange={() => clear("address")}
              error={errors.address}
            />
          )}
        </fieldset>
      </div>

      <div className={card}>
        <fieldset className="space-y-4">
          <legend className={legendClass}>{f.style}</legend>
          <Choices
            field="style"
            className="grid gap-3 sm:grid-cols-3"
            choices={SERVICE_STYLES.map((value) => ({ value, label: words.style[value], hint: f.styleHints[value] }))}
            value={style}
            onChange={(value) => {
              setStyle(value);
              clear("style");
            }}
            error={errors.style}
          />
        </fieldset>
      </div>

      <div className={card}>
        <fieldset className="space-y-4" aria-describedby="catering-wishes-hint">
          <legend className={legendClass}>{f.wishes}</legend>
          <p id="catering-wishes-hint" className="text-sm text-ink-700">
            {form.items.length > 0 ? f.wishesHint : f.noMenu}
          </p>
          {errors.wishes && (
            <p id={fieldId("wishes")} tabIndex={-1} role="alert" className="text-sm font-semibold text-brand-700">
              {errors.wishes}
            </p>
          )}
          <ul className="divide-y divide-cream-200">
            {form.items.map((item) => (
              <li key={item.id} className="py-4">
                <WishRow
                  item={item}
                  wish={wishes[item.id] ?? untouched(item)}
                  setWish={(change) => setWish(item, change)}
                  error={errors[`wish:${item.id}`]}
                  f={f}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      </div>

      <div className={card}>
        <TextAreaField
          id={fieldId("dietaryNotes")}
          label={f.dietaryNotes}
          name="dietaryNotes"
          rows={3}
          maxLength={CATERING_LIMITS.notes}
          hint={f.dietaryHint}
          onChange={() => clear("dietaryNotes")}
          error={errors.dietaryNotes}
        />
      </div>

      <div className={card}>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{f.contact}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={fieldId("name")}
              label={f.name}
              name="name"
              autoComplete="name"
              required
              maxLength={CATERING_LIMITS.name}
              onChange={() => clear("name")}
              error={errors.name}
            />
            <TextField
              id={fieldId("phone")}
              label={f.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={CATERING_LIMITS.phone}
              onChange={() => clear("phone")}
              error={errors.phone}
            />
          </div>
          <TextField
            id={fieldId("email")}
            label={f.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CATERING_LIMITS.email}
            onChange={() => clear("email")}
            error={errors.email}
          />
          <Field id={fieldId("locale")} label={f.language} error={errors.locale}>
            {(control) => (
              <select {...control} name="locale" defaultValue={locale} className={`${control.className} min-h-11`}>
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {/* Offered only where the shop can text (not in production without Twilio), as at checkout. */}
          {shop.hasTextMessages && (
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <input type="checkbox" name="smsOptIn" className="mt-0.5 size-5 shrink-0" />
              {f.smsOptIn}
            </label>
          )}
        </fieldset>
      </div>

      <div className="space-y-3">
        {general && (
          <p role="alert" className="rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-800">
            {general}
          </p>
        )}
        <button
          type="submit"
          disabled={!hydrated || sending}
          aria-disabled={!hydrated || sending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 font-bold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {sending ? f.sending : f.submit}
        </button>
        <Phone label={t.preferToTalk} phone={shop.phone} />
      </div>
    </form>
  );
}

/**
 * The live guide (docs/product.md 'Catering'): about ¼ to ½ lb of meat per guest, the notice the
 * party needs and its earliest date. Guidance, never a price: the form shows none.
 */
export function CateringGuide({ form, guests, meatPounds }: { form: CateringCalendar; guests: string; meatPounds: number }) {
  const g = useTexts("cateringTexts").guide;
  const locale = useLocale();
  const typed = Number(guests);
  const known = Number.isInteger(typed) && typed >= form.minGuests && typed <= CATERING_LIMITS.maxGuests;
  const size = partySize(form, guests);
  const { minPounds, maxPounds } = meatGuide(size);
  const earliest = earliestEventDate(form, size);
  return (
    <section aria-labelledby="catering-guide-heading" className="rounded-xl bg-cream-100 p-4" data-testid="catering-guide">
      <h3 id="catering-guide-heading" className="font-sans text-base font-bold">
        {g.heading}
      </h3>
      <div aria-live="polite" className="mt-1 space-y-1">
        <p className="font-semibold text-ink-900">
          {known ? g.meat(typed, formatQuantityNumber(minPounds), formatQuantityNumber(maxPounds)) : g.enterGuests}
        </p>
        {meatPounds > 0 && <p>{g.chosen(formatQuantityNumber(meatPounds))}</p>}
        <p>{g.earliest(size, g.notice(leadHoursFor(form, size)), formatWeekdayDate(earliest, locale))}</p>
      </div>
      <p className="mt-2 text-sm text-ink-700">{g.basis}</p>
      <p className="mt-3 text-sm font-semibold text-ink-900">{g.tiers}</p>
      <ul className="list-disc pl-5 text-sm text-ink-700">
        {form.leadTiers.map((tier) => (
          <li key={tier.minGuests}>{g.tier(tier.minGuests, g.notice(tier.hours))}</li>
        ))}
      </ul>
    </section>
  );
}

/** A group of radio choices drawn as cards; the fieldset around it names it. */
function Choices<V extends string>({
  field,
  choices,
  value,
  onChange,
  error,
  className,
}: {
  field: string;
  choices: { value: V; label: string; hint?: string }[];
  value: V | null;
  onChange: (value: V) => void;
  error: string | undefined;
  className: string;
}) {
  return (
    <div data-field={field}>
      <div className={className}>
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border-2 px-4 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-500 ${
                checked ? "border-brand-700 bg-brand-50" : "border-cream-200 bg-white"
              }`}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name={field}
                  value={choice.value}
                  checked={checked}
                  required
                  onChange={() => onChange(choice.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId(field)}-error` : undefined}
                  className="size-4 accent-brand-700"
                />
                {choice.label}
              </span>
              {choice.hint && <span className="mt-1 text-sm text-ink-700">{choice.hint}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${fieldId(field)}-error`} role="alert" className="mt-2 text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** An item of the catering menu: about how much (in its unit) and its choices. */
function WishRow({
  item,
  wish,
  setWish,
  error,
  f,
}: {
  item: CateringMenuItem;
  wish: WishState;
  setWish: (change: Partial<WishState>) => void;
  error: string | undefined;
  f: Texts<"cateringTexts">["form"];
}) {
  const id = fieldId(`wish:${item.id}`);
  const unit = wishUnitOf(item.role);
  const wanted = Number(wish.quantity) > 0;
  const describedBy = [`${id}-unit`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const toggle = (groupId: string, optionId: string, single: boolean, on: boolean) => {
    const group = item.optionGroups.find((candidate) => candidate.id === groupId);
    const inGroup = new Set(group?.options.map((option) => option.id));
    const others = wish.optionIds.filter((chosen) => (single ? !inGroup.has(chosen) : chosen !== optionId));
    setWish({ optionIds: on ? [...others, optionId] : others });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="space-y-3">
        <label htmlFor={id} className="block font-semibold text-ink-900">
          {item.name}
        </label>
        {item.optionGroups.map((group) => {
          const single = group.selection === "single";
          const picked = group.options.filter((option) => wish.optionIds.includes(option.id)).length;
          return (
            <fieldset key={group.id}>
              <legend className="text-sm font-semibold text-ink-700">{group.name}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {group.options.map((option) => {
                  const checked = wish.optionIds.includes(option.id);
                  return (
                    <label
                      key={option.id}
                      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 ${
                        checked ? "border-brand-700 bg-brand-50 text-brand-800" : "border-cream-200 bg-white text-ink-900"
                      }`}
                    >
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={`${id}-${group.id}`}
                        checked={checked}
                        // A choice is needed only for an item that is wanted.
                        required={single && wanted && group.minPicks > 0}
                        disabled={!single && !checked && picked >= group.maxPicks}
                        onChange={(event) => toggle(group.id, option.id, single, event.target.checked)}
                        className="size-4 accent-brand-700"
                      />
                      {option.name}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div>
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            max={CATERING_LIMITS.maxQuantity}
            step={wishStep(unit)}
            value={wish.quantity}
            onChange={(event) => setWish({ quantity: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="block min-h-11 w-28 rounded-lg border border-cream-200 bg-white px-3 text-base text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-brand-600"
          />
          <span id={`${id}-unit`} className="text-sm text-ink-700">
            <span aria-hidden="true">{f.units[unit].short}</span>
            <span className="sr-only">{f.units[unit].long}</span>
          </span>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-brand-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** The request went through: its reference, what happens next, and the shop's phone. */
function Thanks({ reference, t, phone }: { reference: string; t: Texts<"cateringTexts">; phone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: the acknowledgement takes it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="catering-thanks-heading" className={`${card} text-center`} data-testid="catering-thanks">
      <Icon node={CircleCheck} className="mx-auto h-14 w-14 text-green-700" />
      <h2 id="catering-thanks-heading" ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
        {t.thanks.heading}
      </h2>
      <p className="mt-3 text-lg font-semibold">{t.thanks.reference(reference)}</p>
      <p className="mt-2 text-ink-700">{t.thanks.body}</p>
      <Phone label={t.thanks.questions} phone={phone} />
    </section>
  );
}

/** 'Prefer to talk? Call us at (323) 555-0142': the shop's phone stays on the page (docs/product.md 'Catering'). */
function Phone({ label, phone }: { label: string; phone: string }): ReactNode {
  return (
    <p className="mt-4 text-ink-700">
      {label}{" "}
      <a
        href={phoneHref(phone)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {phone}
      </a>
    </p>
  );
}
