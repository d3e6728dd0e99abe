import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrderingSettingsDto, OrderingSettings } from "@shared/ordering/ordering-settings";
import type { SpecialDayInput } from "@shared/ordering/ordering-settings.schema";
import { api, unwrap } from "~/lib/api-client";

/** The shop's ordering settings (ADR 0014), through /api/admin/settings. Every answer is the whole settings. */
export const orderingSettingsKey = ["admin", "settings", "ordering"] as const;

export function useOrderingSettings() {
  return useQuery({
    queryKey: orderingSettingsKey,
    queryFn: () => unwrap(api.admin.settings.ordering.$get()),
  });
}

function useSettingsMutation<Input>(call: (input: Input) => Promise<AdminOrderingSettingsDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => queryClient.setQueryData(orderingSettingsKey, settings),
  });
}

export function useSaveOrderingSettings() {
  return useSettingsMutation((input: OrderingSettings) => unwrap(api.admin.settings.ordering.$put({ json: input })));
}

export function useSaveSpecialDay() {
  return useSettingsMutation(({ date, input }: { date: string; input: SpecialDayInput }) =>
    unwrap(api.admin.settings["special-days"][":date"].$put({ param: { date }, json: input })),
  );
}

export function useDeleteSpecialDay() {
  return useSettingsMutation((date: string) => unwrap(api.admin.settings["special-days"][":date"].$delete({ param: { date } })));
}
