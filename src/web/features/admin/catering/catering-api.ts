import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { CateringEventDto, CateringSettings, CateringStatus } from "@shared/catering/catering";
import type { CateringQuoteInput } from "@shared/catering/catering.schema";
import type { OrderChange } from "@shared/orders/orders";
import { api, unwrap } from "~/lib/api-client";
import { ADMIN_EVENTS_URL, useOrderEvents, type LiveConnection } from "~/lib/use-order-events";
import { orderKeys } from "../orders/orders-api";

/** What the list shows: the open events (the default), all of them, or one status. */
export type CateringFilter = CateringStatus | "open" | "all";

/** Query keys: everything under ['admin', 'catering'] is refetched when any catering event changes. */
export const cateringKeys = {
  all: ["admin", "catering"] as const,
  list: (status: CateringFilter) => ["admin", "catering", "list", status] as const,
  detail: (id: string) => ["admin", "catering", "detail", id] as const,
  settings: ["admin", "catering", "settings"] as const,
};

/** The events, soonest first (GET /api/admin/catering). */
export function useCateringList(status: CateringFilter) {
  return useQuery({
    queryKey: cateringKeys.list(status),
    queryFn: async () => (await unwrap(api.admin.catering.$get({ query: { status } }))).events,
    placeholderData: (previous) => previous,
  });
}

export function useCateringEvent(id: string) {
  return useQuery({
    queryKey: cateringKeys.detail(id),
    queryFn: () => unwrap(api.admin.catering[":id"].$get({ param: { id } })),
  });
}

/** The owner's settings (ADR 0023); staff never ask (the API is the owner's). */
export function useCateringSettings(enabled = true) {
  return useQuery({
    queryKey: cateringKeys.settings,
    queryFn: () => unwrap(api.admin.settings.catering.$get()),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveCateringSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CateringSettings) => unwrap(api.admin.settings.catering.$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(cateringKeys.settings, settings),
  });
}

/** Whether the signed-in admin is the owner: money decisions are the owner's (ADR 0016, ADR 0023). */
export function useIsOwner(): boolean {
  return useRouteLoaderData<{ isAdmin: boolean }>("routes/admin/layout")?.isAdmin === true;
}

/** The kitchen screen's query (kitchen-api.ts), which shows today's events. */
const kitchenKey = [...orderKeys.all, "kitchen"] as const;

/**
 * After any catering action: the answer is the event, shown at once; then the lists, the kitchen
 * screen and the dashboard, which show it too, refetch.
 */
function useEventMutation<Input>(call: (input: Input & { id: string }) => Promise<CateringEventDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (event) => queryClient.setQueryData(cateringKeys.detail(event.id), event),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cateringKeys.all }),
        queryClient.invalidateQueries({ queryKey: kitchenKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

const byId = (id: string) => ({ param: { id } });

export const useQuoteEvent = () =>
  useEventMutation(({ id, ...quote }: CateringQuoteInput & { id: string }) =>
    unwrap(api.admin.catering[":id"].quote.$post({ ...byId(id), json: quote })),
  );
export const useDeclineEvent = () =>
  useEventMutation(({ id }: { id: string }) => unwrap(api.admin.catering[":id"].decline.$post(byId(id))));
export const useSendBalanceLink = () =>
  useEventMutation(({ id, by }: { id: string; by: "email" | "sms" }) =>
    unwrap(api.admin.catering[":id"]["balance-link"].$post({ ...byId(id), json: { by } })),
  );
export const useWeighEvent = () =>
  useEventMutation(({ id, lines }: { id: string; lines: { index: number; weighedQuantity: number }[] }) =>
    unwrap(api.admin.catering[":id"].weigh.$post({ ...byId(id), json: { lines } })),
  );
export const useTakeAtCounter = () =>
  useEventMutation(({ id, method }: { id: string; method: "cash" | "card" }) =>
    unwrap(api.admin.catering[":id"].counter.$post({ ...byId(id), json: { method } })),
  );
export const useFulfilEvent = () => useEventMutation(({ id }: { id: string }) => unwrap(api.admin.catering[":id"].fulfil.$post(byId(id))));
export const useCloseEvent = () => useEventMutation(({ id }: { id: string }) => unwrap(api.admin.catering[":id"].close.$post(byId(id))));
export const useCancelEvent = () => useEventMutation(({ id }: { id: string }) => unwrap(api.admin.catering[":id"].cancel.$post(byId(id))));
export const useNoShowEvent = () =>
  useEventMutation(({ id }: { id: string }) => unwrap(api.admin.catering[":id"]["no-show"].$post(byId(id))));

const ignoreOrders = () => {};

/**
 * The catering pages follow the admin's stream (catering changes arrive there as kind
 * 'catering', ADR 0023): any change, or a reconnect, refetches every catering query.
 * `onChange` hears each change too (the list tells a new request).
 */
export function useCateringLive(onChange?: (change: OrderChange) => void): LiveConnection {
  const queryClient = useQueryClient();
  return useOrderEvents(ADMIN_EVENTS_URL, ignoreOrders, (change) => {
    void queryClient.invalidateQueries({ queryKey: cateringKeys.all });
    if (change) onChange?.(change);
  });
}
