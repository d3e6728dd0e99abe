import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import type { CateringEventDto, CateringStatus } from "@shared/catering/catering";
import type { OrderChange } from "@shared/orders/orders";
import { adminTexts } from "@shared/texts/admin";
import { cateringAdminTexts } from "@shared/texts/catering-admin";
import { cateringNoteTexts } from "@shared/texts/catering-errors";
import { cateringWordTexts } from "@shared/texts/catering-words";
import { adminTexts as adminTextsEs } from "@shared/texts/es/admin";
import { cateringAdminTexts as cateringAdminTextsEs } from "@shared/texts/es/catering-admin";
import { cateringNoteTexts as cateringNoteTextsEs } from "@shared/texts/es/catering-errors";
import { cateringWordTexts as cateringWordTextsEs } from "@shared/texts/es/catering-words";
import { offeredActions } from "~/features/admin/catering/catering-actions";
import { CateringEventActions } from "~/features/admin/catering/catering-event-actions";
import { CateringHistory } from "~/features/admin/catering/catering-history";
import { ShopProvider } from "~/lib/shop";
import { TextsProvider } from "~/lib/texts-provider";
import { dispatchChange } from "~/lib/use-order-events";
import { renderWithTexts } from "../setup/render-with-texts";

const shop = { ...createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused" })).shop, hasTextMessages: true };

const line = (index: number, pricedByWeight: boolean) => ({
  index,
  itemId: `a1b2c3d4-0000-4000-8000-00000000000${index}`,
  name: pricedByWeight ? "Carnitas" : "Tortillas",
  options: [],
  unit: pricedByWeight ? ("lb" as const) : ("each" as const),
  quantity: pricedByWeight ? 10 : 5,
  weighedQuantity: null,
  priceCents: pricedByWeight ? 1599 : 400,
  lineTotalCents: pricedByWeight ? 15990 : 2000,
  pricedByWeight,
});

const quote = {
  version: 1,
  lines: [line(0, true), line(1, false)],
  subtotalCents: 17990,
  serviceFeeCents: 5000,
  deliveryFeeCents: 0,
  taxCents: 1897,
  totalCents: 24887,
  depositCents: 7466,
  note: "",
  createdAt: "2026-11-20T18:00:00.000Z",
  expiresAt: "2026-11-27T18:00:00.000Z",
};

function event(status: CateringStatus, owedCents: number, extra: Partial<CateringEventDto> = {}): CateringEventDto {
  const quoted = status !== "requested";
  return {
    id: "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
    reference: "C-3F2A9C",
    status,
    tentative: status === "quoted" || status === "accepted",
    eventAt: "2026-12-12T20:00:00.000Z",
    fulfilment: "pickup",
    guests: 40,
    style: "taco_bar",
    customerName: "Doña Lupe",
    money: { totalCents: quoted ? 24887 : 0, depositCents: quoted ? 7466 : 0, paidCents: 24887 - owedCents, refundedCents: 0, owedCents },
    createdAt: "2026-11-19T18:00:00.000Z",
    address: "",
    wishes: [],
    dietaryNotes: "",
    customerPhone: "(323) 555-0142",
    customerEmail: "lupe@example.com",
    locale: "es",
    smsOptIn: true,
    quote: quoted ? quote : null,
    quotes: quoted ? [quote] : [],
    acceptedVersion: null,
    payments: [],
    history: [],
    quoteExpiresAt: null,
    balanceDueAt: null,
    weighedAt: null,
    pounds: 10,
    cancellation: { refundCents: 3733, refundPercent: 50 },
    ...extra,
  };
}

const english = { adminTexts, cateringAdminTexts, cateringWordTexts, cateringNoteTexts };
const spanish = {
  adminTexts: adminTextsEs,
  cateringAdminTexts: cateringAdminTextsEs,
  cateringWordTexts: cateringWordTextsEs,
  cateringNoteTexts: cateringNoteTextsEs,
};

function render(element: React.ReactElement, texts: typeof english | typeof spanish = english): string {
  return renderWithTexts(
    <QueryClientProvider client={new QueryClient()}>
      <ShopProvider shop={shop}>
        <TextsProvider texts={texts}>{element}</TextsProvider>
      </ShopProvider>
    </QueryClientProvider>,
    {},
    "/admin/catering/3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
  );
}

/** The actions the event page draws, in order (their data-action). */
function drawnActions(dto: CateringEventDto, isOwner: boolean): string[] {
  const html = render(<CateringEventActions event={dto} isOwner={isOwner} onQuote={() => {}} onWeigh={() => {}} />);
  return [...html.matchAll(/data-action="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * The event page offers what CATERING_MOVES allows from the status for the admin's role
 * (ADR 0023): the owner's money decisions are hidden from staff, handing over waits for the
 * balance and says why, weighing is offered once on a confirmed event.
 */
describe("the catering event page's actions", () => {
  it("offers the owner a quote or a decline on a new request, and staff nothing", () => {
    expect(drawnActions(event("requested", 0), true)).toEqual(["quote", "decline", "cancel"]);
    expect(drawnActions(event("requested", 0), false)).toEqual([]);
  });

  it("lets the owner revise a quote the customer has not paid yet", () => {
    expect(drawnActions(event("quoted", 24887), true)).toEqual(["quote", "decline", "cancel"]);
    expect(drawnActions(event("accepted", 24887), true)).toEqual(["quote", "decline", "cancel"]);
  });

  it("on a confirmed event: weighing and the counter for both, the balance link, no-show and cancel for the owner", () => {
    const confirmed = event("confirmed", 17421);
    expect(drawnActions(confirmed, true)).toEqual(["weigh", "counter", "fulfil", "balanceLink", "noShow", "cancel"]);
    expect(drawnActions(confirmed, false)).toEqual(["weigh", "counter", "fulfil"]);
  });

  it("keeps handing over disabled while money is owed, saying how much", () => {
    const html = render(<CateringEventActions event={event("balance_due", 17421)} isOwner={false} onQuote={() => {}} onWeigh={() => {}} />);
    expect(html).toContain("$174.21 is still owed: take the balance first.");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="[^"]+"[^>]*>.*Mark handed over/);
  });

  it("does not offer weighing twice", () => {
    expect(drawnActions(event("confirmed", 17421, { weighedAt: "2026-12-12T15:00:00.000Z" }), false)).toEqual(["counter", "fulfil"]);
  });

  it("hands a paid event over, then only the owner closes it", () => {
    expect(drawnActions(event("paid", 0), false)).toEqual(["weigh", "fulfil"]);
    expect(drawnActions(event("paid", 0, { weighedAt: "2026-12-12T15:00:00.000Z" }), true)).toEqual(["fulfil", "noShow", "cancel"]);
    expect(drawnActions(event("fulfilled", 0), true)).toEqual(["close"]);
    expect(drawnActions(event("fulfilled", 0), false)).toEqual([]);
  });

  it("offers nothing once an event has left by a side exit", () => {
    for (const status of ["declined", "expired", "cancelled", "no_show", "closed"] as const) {
      expect(offeredActions(event(status, 0), "owner")).toEqual([]);
    }
  });

  it("offers the balance link by text only to a customer who asked for texts", () => {
    const byText = (smsOptIn: boolean) =>
      render(<CateringEventActions event={event("confirmed", 17421, { smsOptIn })} isOwner onQuote={() => {}} onWeigh={() => {}} />);
    expect(byText(true)).toContain("Send the balance link by text");
    expect(byText(false)).not.toContain("Send the balance link by text");
  });

  it("in Spanish too", () => {
    const html = render(
      <CateringEventActions event={event("balance_due", 17421)} isOwner onQuote={() => {}} onWeigh={() => {}} />,
      spanish,
    );
    expect(html).toContain("Todavía se deben $174.21: cobra primero el saldo.");
    expect(html).toContain("Cobrar $174.21 en el mostrador");
  });
});

describe("the catering event's history", () => {
  it("says each note (a text key and its parameters) in the admin's language", () => {
    const history = [
      {
        at: "2026-11-20T18:00:00.000Z",
        from: "requested" as const,
        to: "quoted" as const,
        note: { key: "cateringNoteTexts.quoted", params: [1, "$248.87"] },
        by: "owner@example.com",
      },
      {
        at: "2026-11-21T18:00:00.000Z",
        from: "accepted" as const,
        to: "confirmed" as const,
        note: { key: "cateringNoteTexts.depositPaid", params: ["$74.66"] },
        by: "provider",
      },
    ];
    const html = render(<CateringHistory history={history} />);
    expect(html).toContain("Quote v1 sent: $248.87");
    expect(html).toContain("Deposit paid: $74.66");
    expect(html).toContain("by the payment service");
    expect(render(<CateringHistory history={history} />, spanish)).toContain("por owner@example.com");
  });
});

/** Catering's changes come on the admin's order stream (ADR 0023): the orders' pages never hear them. */
describe("the admin's live stream", () => {
  const order: OrderChange = { id: "o1", customerId: null, status: "pending", paymentStatus: "paid", op: "insert" };
  const catering: OrderChange = { ...order, id: "c1", kind: "catering" };

  it("gives an order's change to the orders and a catering change to catering only", () => {
    const heard: string[] = [];
    const handlers = {
      onChange: (change?: OrderChange) => heard.push(`orders:${change?.id ?? "resync"}`),
      onCateringChange: (change?: OrderChange) => heard.push(`catering:${change?.id ?? "resync"}`),
    };
    dispatchChange(order, handlers);
    dispatchChange(catering, handlers);
    dispatchChange(undefined, handlers);
    expect(heard).toEqual(["orders:o1", "catering:c1", "orders:resync", "catering:resync"]);
  });

  it("drops a catering change on a page that does not follow catering (no sound, no order refetch)", () => {
    const heard: (OrderChange | undefined)[] = [];
    dispatchChange(catering, { onChange: (change) => heard.push(change) });
    expect(heard).toEqual([]);
  });
});
