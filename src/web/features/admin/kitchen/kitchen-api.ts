import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { KitchenCateringDto } from "@shared/catering/catering";
import { KITCHEN_NEXT, type OrderDto, type OrderStatus } from "@shared/orders/orders";
import { api, unwrap } from "~/lib/api-client";
import { orderKeys } from "../orders/orders-api";

/** Under ['admin', 'orders'], so every status change made anywhere in the admin refetches it too. */
export const kitchenKey = [...orderKeys.all, "kitchen"] as const;

/** A fallback to the live stream: should an event be missed (a sleeping tablet, a dead proxy), the screen catches up within a minute. */
const KITCHEN_REFETCH_MS = 60_000;

export function useKitchenQueue() {
  return useQuery({
    queryKey: kitchenKey,
    queryFn: () => unwrap(api.admin.kitchen.$get()),
    refetchInterval: KITCHEN_REFETCH_MS,
    refetchIntervalInBackground: true,
  });
}

/** Whether an order stays on the kitchen screen with this status. */
const staysOnScreen = (status: OrderStatus) => KITCHEN_NEXT[status] !== undefined;

/**
 * One tap: the order to its next status, through PATCH /api/admin/orders/:id/status (the
 * lifecycle, which sends the customer's e-mail once per real change). The card takes the answer
 * at once (a completed order leaves); then the order queries and the dashboard refetch.
 */
export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      unwrap(api.admin.orders[":id"].status.$patch({ param: { id }, json: { status } })),
    onSuccess: ({ order }) => {
      queryClient.setQueryData<{ orders: OrderDto[]; catering: KitchenCateringDto[] }>(kitchenKey, (current) =>
        current
          ? {
              ...current,
              orders: staysOnScreen(order.status)
                ? current.orders.map((each) => (each.id === order.id ? order : each))
                : current.orders.filter((each) => each.id !== order.id),
            }
          : current,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
