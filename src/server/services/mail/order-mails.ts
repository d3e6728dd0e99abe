import { formatCents, formatRate } from "@shared/money";
import { orderMailTexts } from "@shared/texts/mail";
import { shortOrderId, type OrderStatus } from "@shared/orders";
import { formatAddressLine, type ShopInfo } from "@shared/shop";
import { formatShopDateTime } from "@shared/time";
import { renderMail, type MailBlock, type MailContent } from "./layout";

export interface OrderForMail {
  id: string;
  customerName: string;
  orderType: "pickup" | "delivery";
  deliveryAddress: string | null;
  deliveryTime: Date;
  notes: string | null;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRate: number;
  lines: { name: string; quantity: number; priceCents: number; notes: string | null }[];
}

function orderBlocks(shop: ShopInfo, order: OrderForMail): MailBlock[] {
  const t = orderMailTexts;
  const when = formatShopDateTime(order.deliveryTime, shop.timeZone);
  return [
    {
      kind: "table",
      rows: [
        ...order.lines.map((line) => ({
          label: `${line.quantity} × ${line.name}${line.notes ? ` (${line.notes})` : ""}`,
          value: formatCents(line.priceCents * line.quantity),
        })),
        { label: t.subtotal, value: formatCents(order.subtotalCents) },
        { label: t.tax(formatRate(order.taxRate)), value: formatCents(order.taxCents) },
        { label: t.total, value: formatCents(order.totalCents), strong: true },
      ],
    },
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
  const t = orderMailTexts.confirmation;
  return renderMail(shop, {
    subject: t.subject(shortOrderId(order.id)),
    preheader: t.intro,
    heading: t.heading(order.customerName),
    blocks: [
      { kind: "paragraph", text: t.intro },
      ...orderBlocks(shop, order),
      { kind: "button", label: orderMailTexts.viewOrder, url: orderUrl },
    ],
  });
}

export function orderStatusMail(shop: ShopInfo, order: OrderForMail, status: OrderStatus, orderUrl: string): MailContent {
  const t = orderMailTexts.status;
  return renderMail(shop, {
    subject: t.subject(shortOrderId(order.id), t.label[status]),
    preheader: t.body[status],
    heading: t.heading(t.label[status]),
    blocks: [
      { kind: "paragraph", text: t.body[status] },
      ...orderBlocks(shop, order),
      { kind: "button", label: orderMailTexts.viewOrder, url: orderUrl },
    ],
  });
}
