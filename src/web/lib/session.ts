import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

export type SessionUser = { email: string; name: string; isAdmin: boolean; isStaff: boolean };

/** The signed-in user as the server saw them on this page load (null when signed out). */
export function useSessionUser(): SessionUser | null {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data?.user ?? null;
}
