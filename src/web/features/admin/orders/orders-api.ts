import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrderList, OrderHistoryEntry, OrderStatusChangeResult } from "@shared/orders";
import type { OrderDto, OrderStatus } from "@shared/orders";
import { apiFetch } from "~/lib/api";

/** Query keys: everything under ['admin', 'orders'] is refetched when any order changes. */
export const orderKeys = {
  all: ["admin", "orders"] as const,
  list: (status: OrderStatus | "all", limit: number) => ["admin", "orders", "list", status, limit] as const,
  detail: (id: string) => ["admin", "orders", "detail", id] as const,
  history: (id: string) => ["admin", "orders", "history", id] as const,
};

export function useOrderList(status: OrderStatus | "all", limit: number) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (status !== "all") params.set("status", status);
  return useQuery({
    queryKey: orderKeys.list(status, limit),
    queryFn: () => apiFetch<AdminOrderList>(`/api/admin/orders?${params}`),
    // 'Show more' keeps the rows on screen while the longer list loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string | null, placeholder?: OrderDto) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ""),
    queryFn: () => apiFetch<OrderDto>(`/api/admin/orders/${id}`),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}

export function useOrderHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.history(id),
    queryFn: async () => (await apiFetch<{ history: OrderHistoryEntry[] }>(`/api/admin/orders/${id}/history`)).history,
    enabled,
  });
}

/** Sets an order's status; afterwards every order query (list, details, open history) and the dashboard refetch. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiFetch<OrderStatusChangeResult>(`/api/admin/orders/${id}/status`, { method: "PATCH", json: { status } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
