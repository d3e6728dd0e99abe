import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GiftCardState } from "@shared/gift-cards/gift-cards";
import type { SlotsRequest } from "@shared/ordering/ordering";
import { ADMIN_ORDERS_MAX, ADMIN_ORDERS_PAGE_SIZE, type OrderDto, type OrderStatus, type OverHoldChoice } from "@shared/orders/orders";
import type { CollectBalanceInput, OrderEditInput, RefundOrderInput, StaffOrderInput, WeighOrderInput } from "@shared/orders/orders.schema";
import { api, unwrap } from "~/lib/api-client";
import { useLocale } from "~/lib/texts";

/** Query keys: everything under ['admin', 'orders'] is refetched when any order changes. */
export const orderKeys = {
  all: ["admin", "orders"] as const,
  list: (status: OrderStatus | "all") => ["admin", "orders", "list", status] as const,
  detail: (id: string) => ["admin", "orders", "detail", id] as const,
  history: (id: string) => ["admin", "orders", "history", id] as const,
};

/**
 * The order list a page at a time (ADR 0019): 'Show more' asks for the page after the last one
 * shown by its cursor, so each request costs one page whatever the shop's history. A live
 * event refetches the pages shown, the first one first.
 */
export function useOrderList(status: OrderStatus | "all") {
  return useInfiniteQuery({
    queryKey: orderKeys.list(status),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.admin.orders.$get({
          query: { limit: String(ADMIN_ORDERS_PAGE_SIZE), status: status === "all" ? undefined : status, cursor: pageParam ?? undefined },
        }),
      ),
    initialPageParam: null as string | null,
    // Another filter keeps the rows on screen while its first page loads.
    placeholderData: keepPreviousData,
    // Up to ADMIN_ORDERS_MAX on screen, as before: a live event refetches every page shown.
    getNextPageParam: (page, pages) => (pages.length * ADMIN_ORDERS_PAGE_SIZE < ADMIN_ORDERS_MAX ? page.nextCursor : null),
  });
}

export function useOrder(id: string | null, placeholder?: OrderDto) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ""),
    queryFn: () => unwrap(api.admin.orders[":id"].$get({ param: { id: id! } })),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}

export function useOrderHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.history(id),
    queryFn: async () => (await unwrap(api.admin.orders[":id"].history.$get({ param: { id } }))).history,
    enabled,
  });
}

/** Sets an order's status; afterwards every order query (list, details, open history) and the dashboard refetch. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      unwrap(api.admin.orders[":id"].status.$patch({ param: { id }, json: { status } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

/** A refund (ADR 0016): the order, its history and the dashboard refetch afterwards. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...refund }: RefundOrderInput & { id: string }) =>
      unwrap(api.admin.orders[":id"].refunds.$post({ param: { id }, json: refund })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

/**
 * 'Weigh and finish' (ADR 0013): the weighed quantities, and the admin's choice when the new
 * total is more than the hold; afterwards the order, its history and the dashboard refetch.
 */
export function useWeighOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, weights, overHold }: { id: string; weights: WeighOrderInput["weights"]; overHold?: OverHoldChoice }) =>
      unwrap(api.admin.orders[":id"].weigh.$post({ param: { id }, json: overHold ? { weights, overHold } : { weights } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

/** Refetched after an order is taken or edited: every order query, and the dashboard's figures. */
function refreshOrders(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
  ]);
}

/**
 * The item picker's menu (ADR 0016): the public menu's available items with their choices, units,
 * minimum and step, in the admin's language. The owner's item list is closed to staff, and
 * staff only sell what the website sells. Kept apart from ['admin', 'orders'], which every
 * order change refetches.
 */
export function useOrderMenu() {
  const locale = useLocale();
  return useQuery({
    queryKey: ["admin", "order-menu", locale],
    queryFn: async () => (await unwrap(api.menu.$get({ query: { lang: locale } }))).items,
    staleTime: 60_000,
  });
}

/** The next open 15-minute slots for these lines and order type (the checkout's quick picks). */
export function useOpenSlots(request: SlotsRequest, enabled = true) {
  return useQuery({
    queryKey: ["admin", "slots", request],
    queryFn: ({ signal }) => unwrap(api.checkout.slots.$post({ json: request }, { init: { signal } })),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** 'Take order' (ADR 0016): a phone or counter order; the key makes a double click or a retry take one order. */
export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffOrderInput) => unwrap(api.admin.orders.$post({ json: input })),
    onSettled: () => refreshOrders(queryClient),
  });
}

/** 'Save changes' of 'Edit order' (ADR 0016); afterwards the order, its history and the dashboard refetch. */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...edit }: OrderEditInput & { id: string }) =>
      unwrap(api.admin.orders[":id"].edit.$post({ param: { id }, json: edit })),
    onSettled: () => refreshOrders(queryClient),
  });
}

/** 'Taken in cash' / 'Taken by card': what is owed at pickup, taken once; afterwards the orders and the dashboard refetch. */
export function useCollectBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...balance }: CollectBalanceInput & { id: string }) =>
      unwrap(api.admin.orders[":id"].balance.$post({ param: { id }, json: balance })),
    onSettled: () => refreshOrders(queryClient),
  });
}

/** A gift card as the counter checked it (ADR 0024): what it can pay now. */
export interface CheckedGiftCard {
  /** The canonical code, sent with the order. */
  code: string;
  last4: string | null;
  state: GiftCardState;
  balanceCents: number;
}

/**
 * 'Check' on the staff order form: the code to its card (POST /api/admin/gift-cards/lookup), then
 * the card (GET /api/admin/gift-cards/:id) for its state and balance. The server checks the card
 * again when the order is taken.
 */
export function useCheckGiftCard() {
  return useMutation({
    mutationFn: async (code: string): Promise<CheckedGiftCard> => {
      const { id } = await unwrap(api.admin["gift-cards"].lookup.$post({ json: { code } }));
      const card = await unwrap(api.admin["gift-cards"][":id"].$get({ param: { id } }));
      return { code, last4: card.last4, state: card.state, balanceCents: card.balanceCents };
    },
  });
}
