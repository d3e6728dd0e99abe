import { useEffect, type ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "~/components/ui/toaster";
import { useTexts } from "~/lib/texts";
import { AdminEmpty, AdminLoadError } from "./admin-table";
import { buttonStyles } from "./button-styles";

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  errorUpdatedAt: number;
  data: T | undefined;
  refetch: () => unknown;
}

interface AdminListProps<T> {
  query: ListQuery<T>;
  /**
   * The list refreshes by itself (live orders, the kitchen, messages, the team): a failed load
   * says so in a toast each time, and a failed refresh keeps what the list showed.
   */
  live?: boolean;
  /** The page's words for a list it could not load, and for trying again. */
  texts: { loadFailed: string; retry: string };
  /** While it first loads: the admin's 'Loading...' unless the page has its own words. */
  loadingLabel?: string;
  isEmpty: boolean;
  emptyText: ReactNode;
  /** The list itself, once its data is here. */
  children: (data: T) => ReactNode;
}

/**
 * An admin list page's list in its states, the same on every page: a spinner while it first
 * loads, the load error with Retry, its empty words, or the list.
 */
export function AdminList<T>({ query, live, texts, loadingLabel, isEmpty, emptyText, children }: AdminListProps<T>) {
  const adminTexts = useTexts("adminTexts");
  useEffect(() => {
    if (live && query.isError) notify("error", texts.loadFailed);
  }, [live, query.isError, query.errorUpdatedAt, texts.loadFailed]);

  if (query.isPending) return <Spinner label={loadingLabel ?? adminTexts.loading} />;
  if (query.isError && !(live && query.data)) {
    return <AdminLoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  }
  return isEmpty ? <AdminEmpty>{emptyText}</AdminEmpty> : children(query.data as T);
}

/** 'Show more' under a list that loads a page at a time, while there is more. */
export function ShowMore({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetching: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-4 text-center">
      <button type="button" className={buttonStyles.secondary} disabled={list.isFetching} onClick={() => void list.fetchNextPage()}>
        {label}
      </button>
    </div>
  );
}
