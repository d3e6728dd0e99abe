import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeamGrantInput } from "@shared/auth/team.schema";
import { api, unwrap } from "~/lib/api-client";

const teamKey = ["admin", "team"] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: () => unwrap(api.admin.team.$get()) });
}

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamGrantInput) => unwrap(api.admin.team.$put({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => unwrap(api.admin.team.$delete({ json: { email } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
