import { formatCents, formatRate, formatUnitPrice } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import { formatQuantity } from "@shared/core/quantity";
import { textsFor } from "@shared/texts/registry.server";
import { ORDER_AMOUNT_FIELDS, shortOrderId, type OrderDto, type OrderLineDto, type OrderStatus } from "@shared/orders/orders";
import { formatAddressLine, type ShopInfo } from "@shared/shop/shop";
import { formatShopDateTime } from "@shared/core/time";
import { renderMail, type MailBlock, type MailContent } from "./layout";

/** The order e-mails' words in the order's language (ADR 0015). */
const mailTexts = (order: Pick<OrderForMail, "locale">) => textsFor(order.locale).orderMailTexts;

/** The delivery fee and the tip, each its own row when there is one (ADR 0014). */
function extraRows(order: Pick<OrderForMail, "deliveryFeeCents" | "tipCents" | "locale">) {
  const t = mailTexts(order);
  return [
    ...(order.deliveryFeeCents > 0 ? [{ label: t.deliveryFee, value: formatCents(order.deliveryFeeCents) }] : []),
    ...(order.tipCents > 0 ? [{ label: t.tip, value: formatCents(order.tipCents) }] : []),
  ];
}

/** A promo code's discount, as a row under the subtotal (ADR 0024). */
function discountRows(order: Pick<OrderForMail, "discountCents" | "promoCode" | "locale">) {
  return order.discountCents > 0
    ? [{ label: mailTexts(order).discount(order.promoCode ?? ""), value: `−${formatCents(order.discountCents)}` }]
    : [];
}

/** What each source paid (ADR 0024): the gift card first, then the card; only when a gift card had a part. */
function paidByRows(
  order: Pick<OrderForMail, "giftCardCents" | "giftCardLast4" | "capturedCents" | "totalCents" | "locale">,
  paid: boolean,
) {
  if (order.giftCardCents <= 0) return [];
  const t = mailTexts(order);
  const last4 = order.giftCardLast4 ?? "";
  const card = (order.capturedCents ?? order.totalCents) - order.giftCardCents;
  return [
    { label: paid ? t.giftCardPaid(last4) : t.giftCardHeld(last4), value: formatCents(order.giftCardCents) },
    ...(paid && card > 0 ? [{ label: t.cardPaid, value: formatCents(card) }] : []),
  ];
}

/** What an order's e-mails say of it: its language, who and when, the lines and the money. */
export const MAIL_ORDER_FIELDS = [
  "id",
  "locale",
  "customerName",
  "orderType",
  "deliveryAddress",
  "notes",
  "lines",
  ...ORDER_AMOUNT_FIELDS,
  "estimatedTotalCents",
  "capturedCents",
  "balanceDueCents",
  "promoCode",
  "giftCardCents",
  "giftCardLast4",
] as const satisfies readonly (keyof OrderDto)[];

/** The order as its e-mails see it; `locale` is the language it was placed in: its e-mails speak it. */
export interface OrderForMail extends Pick<OrderDto, Exclude<(typeof MAIL_ORDER_FIELDS)[number], "lines">> {
  deliveryTime: Date;
  lines: Pick<
    OrderLineDto,
    | "name"
    | "quantity"
    | "unit"
    | "priceCents"
    | "lineTotalCents"
    | "options"
    | "pricedByWeight"
    | "weighedQuantity"
    | "weighedTotalCents"
    | "notes"
  >[];
}

/** '1.5 lb × Carnitas (Half and half) · $15.99/lb': what was ordered, in its unit, with its choices. */
function lineLabel(line: OrderForMail["lines"][number], quantity = line.quantity): string {
  const options = describeOptions(line.options);
  const unit = line.unit === "lb" ? ` · ${formatUnitPrice(line.priceCents, line.unit)}` : "";
  return `${formatQuantity(quantity, line.unit)} × ${line.name}${options ? ` (${options})` : ""}${unit}${line.notes ? ` (${line.notes})` : ""}`;
}

function orderBlocks(shop: ShopInfo, order: OrderForMail): MailBlock[] {
  const t = mailTexts(order);
  const held = order.holdCents !== null;
  return [
    {
      kind: "table",
      rows: [
        ...order.lines.map((line) => ({ label: lineLabel(line), value: formatCents(line.lineTotalCents) })),
        { label: t.subtotal, value: formatCents(order.subtotalCents) },
        ...discountRows(order),
        { label: t.tax(formatRate(order.taxRate)), value: formatCents(order.taxCents) },
        ...extraRows(order),
        ...(held
          ? [
              { label: t.estimatedTotal, value: formatCents(order.totalCents), strong: true },
              { label: t.allowance, value: formatCents(order.allowanceCents) },
              { label: t.held, value: formatCents(order.holdCents!) },
            ]
          : [{ label: t.total, value: formatCents(order.totalCents), strong: true }]),
        ...paidByRows(order, order.capturedCents !== null),
      ],
    },
    ...whenBlocks(shop, order),
  ];
}

function whenBlocks(shop: ShopInfo, order: OrderForMail): MailBlock[] {
  const t = mailTexts(order);
  const when = formatShopDateTime(order.deliveryTime, shop.timeZone, order.locale);
  return [
    {
      kind: "table",
      rows: [
        { label: order.orderType === "pickup" ? t.pickupAt : t.deliveryAt, value: when },
        ...(order.orderType === "delivery" && order.deliveryAddress ? [{ label: t.address, value: order.deliveryAddress }] : []),
        ...(order.notes ? [{ label: t.notes, value: order.notes }] : []),
      ],
    },
    ...(order.orderType === "pickup"
      ? [{ kind: "paragraph" as const, text: t.pickupFrom(`${shop.name}, ${formatAddressLine(shop.address)}`) }]
      : []),
    { kind: "note", text: t.questions(shop.phone) },
  ];
}

export function orderConfirmationMail(shop: ShopInfo, order: OrderForMail, orderUrl: string): MailContent {
  const t = mailTexts(order).confirmation;
  const intro = order.holdCents !== null ? t.introHeld(formatCents(order.holdCents)) : t.intro;
  return renderMail(
    shop,
    {
      subject: t.subject(shortOrderId(order.id)),
      preheader: intro,
      heading: t.heading(order.customerName),
      blocks: [
        { kind: "paragraph", text: intro },
        ...orderBlocks(shop, order),
        { kind: "button", label: mailTexts(order).viewOrder, url: orderUrl },
      ],
    },
    order.locale,
  );
}

export function orderStatusMail(shop: ShopInfo, order: OrderForMail, status: OrderStatus, orderUrl: string): MailContent {
  const t = mailTexts(order).status;
  return renderMail(
    shop,
    {
      subject: t.subject(shortOrderId(order.id), t.label[status]),
      preheader: t.body[status],
      heading: t.heading(t.label[status]),
      blocks: [
        { kind: "paragraph", text: t.body[status] },
        ...orderBlocks(shop, order),
        { kind: "button", label: mailTexts(order).viewOrder, url: orderUrl },
      ],
    },
    order.locale,
  );
}

/**
 * The receipt after weighing (ADR 0013): each line as ordered and as weighed, the estimated and
 * final totals, what was charged and what of the hold was released.
 */
export function orderReceiptMail(shop: ShopInfo, order: OrderForMail, orderUrl: string): MailContent {
  const m = mailTexts(order);
  const t = m.receipt;
  // The card's part: what was taken less the gift card's (ADR 0024).
  const charged = (order.capturedCents ?? order.totalCents) - order.giftCardCents;
  const released = order.holdCents === null ? 0 : Math.max(0, order.holdCents - charged);
  const lineRows = order.lines.flatMap((line) =>
    line.weighedQuantity === null
      ? [{ label: lineLabel(line), value: formatCents(line.lineTotalCents) }]
      : [
          { label: `${t.ordered}: ${lineLabel(line)}`, value: formatCents(line.lineTotalCents) },
          {
            label: `${t.weighed}: ${lineLabel(line, line.weighedQuantity)}`,
            value: formatCents(line.weighedTotalCents ?? 0),
            strong: true,
          },
        ],
  );
  return renderMail(
    shop,
    {
      subject: t.subject(shortOrderId(order.id)),
      preheader: t.intro,
      heading: t.heading,
      blocks: [
        { kind: "paragraph", text: t.intro },
        {
          kind: "table",
          rows: [
            ...lineRows,
            { label: m.subtotal, value: formatCents(order.subtotalCents) },
            ...discountRows(order),
            { label: m.tax(formatRate(order.taxRate)), value: formatCents(order.taxCents) },
            ...extraRows(order),
            ...(order.estimatedTotalCents !== null ? [{ label: t.estimatedTotal, value: formatCents(order.estimatedTotalCents) }] : []),
            { label: t.finalTotal, value: formatCents(order.totalCents), strong: true },
            ...(order.giftCardCents > 0
              ? [{ label: m.giftCardPaid(order.giftCardLast4 ?? ""), value: formatCents(order.giftCardCents), strong: true }]
              : []),
            ...(charged > 0 || order.giftCardCents === 0 ? [{ label: t.charged, value: formatCents(charged), strong: true }] : []),
            ...(released > 0 ? [{ label: t.released, value: formatCents(released) }] : []),
            ...(order.balanceDueCents > 0 ? [{ label: t.balanceDue, value: formatCents(order.balanceDueCents), strong: true }] : []),
          ],
        },
        ...whenBlocks(shop, order),
        { kind: "button", label: m.viewOrder, url: orderUrl },
      ],
    },
    order.locale,
  );
}

/** A refund was sent (ADR 0016): how much now, and how much of the order has been given back. */
export function orderRefundMail(
  shop: ShopInfo,
  order: OrderForMail & { refundedCents: number },
  amountCents: number,
  orderUrl: string,
  /** Of `amountCents`, what went back on the gift card (ADR 0024); the rest went to the card. */
  giftCardCents = 0,
): MailContent {
  const m = mailTexts(order);
  const t = m.refund;
  const toCard = amountCents - giftCardCents;
  const intro = [
    ...(giftCardCents > 0 ? [t.giftCardIntro(formatCents(giftCardCents), order.giftCardLast4 ?? "")] : []),
    ...(toCard > 0 ? [t.intro(formatCents(toCard))] : []),
  ].join(" ");
  return renderMail(
    shop,
    {
      subject: t.subject(shortOrderId(order.id)),
      preheader: intro,
      heading: t.heading,
      blocks: [
        { kind: "paragraph", text: intro },
        {
          kind: "table",
          rows: [
            { label: t.refunded, value: formatCents(amountCents), strong: true },
            { label: t.totalRefunded, value: formatCents(order.refundedCents) },
            { label: m.total, value: formatCents(order.totalCents) },
          ],
        },
        { kind: "button", label: m.viewOrder, url: orderUrl },
      ],
    },
    order.locale,
  );
}

/** A link to the hosted pay page (ADR 0016): a phone order's payment, or money owed after an edit. */
export function paymentLinkMail(shop: ShopInfo, order: OrderForMail, amountCents: number, url: string, until: string): MailContent {
  const t = mailTexts(order).paymentLink;
  const intro = t.intro(formatCents(amountCents), until);
  return renderMail(
    shop,
    {
      subject: t.subject(shortOrderId(order.id)),
      preheader: intro,
      heading: t.heading,
      blocks: [
        { kind: "paragraph", text: intro },
        { kind: "table", rows: [{ label: t.amount, value: formatCents(amountCents), strong: true }] },
        { kind: "button", label: t.pay, url },
      ],
    },
    order.locale,
  );
}
