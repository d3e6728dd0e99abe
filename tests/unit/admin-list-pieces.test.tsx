import { Pencil } from "lucide";
import { describe, expect, it } from "vitest";
import { adminTexts } from "@shared/texts/admin";
import { AdminList, ShowMore } from "~/components/admin/admin-list";
import { RowAction } from "~/components/admin/admin-table";
import { ModalActions } from "~/components/admin/modal-actions";
import { renderWithTexts } from "../setup/render-with-texts";

/** The pieces every admin list page and modal is made of (components/admin), as the browser first draws them. */
const render = (element: React.ReactElement) => renderWithTexts(element, { adminTexts });

const texts = { loadFailed: "Failed to load posts", retry: "Try again" };
const query = (state: { isPending?: boolean; isError?: boolean; data?: string[] }) => ({
  isPending: false,
  isError: false,
  errorUpdatedAt: 0,
  refetch: () => undefined,
  ...state,
  data: state.data,
});
const list = (state: Parameters<typeof query>[0], live = false) =>
  render(
    <AdminList query={query(state)} live={live} texts={texts} isEmpty={state.data?.length === 0} emptyText="No posts yet">
      {(rows) => <ul data-testid="rows">{rows.join(",")}</ul>}
    </AdminList>,
  );

describe("an admin list", () => {
  it("shows the admin's loading words while it first loads, or the page's own", () => {
    expect(list({ isPending: true })).toMatch(/role="status".*<p>Loading\.\.\.<\/p>/);
    const own = render(
      <AdminList query={query({ isPending: true })} texts={texts} loadingLabel="Loading posts..." isEmpty={false} emptyText="">
        {() => null}
      </AdminList>,
    );
    expect(own).toContain("<p>Loading posts...</p>");
  });

  it("says it could not load, with Try again; a live list keeps what it had", () => {
    for (const html of [list({ isError: true }), list({ isError: true, data: ["a"] }), list({ isError: true }, true)]) {
      expect(html).toMatch(/role="alert".*Failed to load posts.*Try again/);
      expect(html).not.toContain("rows");
    }
    expect(list({ isError: true, data: ["a", "b"] }, true)).toContain('<ul data-testid="rows">a,b</ul>');
  });

  it("shows its empty words, or the list", () => {
    expect(list({ data: [] })).toContain("No posts yet");
    expect(list({ data: ["a"] })).toContain('<ul data-testid="rows">a</ul>');
  });

  it("offers Show more while there are more pages, and waits while it loads them", () => {
    const more = (hasNextPage: boolean, isFetching: boolean) =>
      render(<ShowMore list={{ hasNextPage, isFetching, fetchNextPage: () => undefined }} label="Show more" />);
    expect(more(false, false)).toBe("");
    expect(more(true, false)).toMatch(/<button type="button"[^>]*>Show more<\/button>/);
    expect(more(true, true)).toMatch(/<button[^>]* disabled=""[^>]*>Show more/);
  });
});

describe("a row's action", () => {
  it("names the row in its label, keeps its words as the title, and shows them on wide screens", () => {
    const html = render(<RowAction icon={Pencil} label="Edit" ariaLabel="Edit Carnitas" className="text-red-700" disabled />);
    expect(html).toMatch(/^<button type="button" class="[^"]* text-red-700" aria-label="Edit Carnitas" title="Edit" disabled="">/);
    expect(html).toContain('<span class="hidden xl:inline">Edit</span>');
  });
});

describe("a modal's Cancel and action", () => {
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*>[^<]*<\/button>/g)].map(([tag]) => tag);

  it("submits its form from a modal's footer", () => {
    const [cancel, save] = buttons(
      render(<ModalActions cancelLabel="Cancel" onCancel={() => {}} confirmLabel="Save" form="f1" disabled />),
    );
    expect(cancel).toMatch(/^<button type="button" class="[^"]*">Cancel<\/button>$/);
    expect(save).toMatch(/^<button type="submit" form="f1" class="[^"]*bg-brand-700[^"]*" disabled="">Save<\/button>$/);
  });

  it("runs its own action, in red for what cannot be undone, and says busy while it runs", () => {
    const [cancel, remove] = buttons(
      render(
        <ModalActions
          cancelLabel="Cancel"
          onCancel={() => {}}
          cancelDisabled
          confirmLabel="Delete"
          onConfirm={() => {}}
          danger
          busy
          describedBy="why"
        />,
      ),
    );
    expect(cancel).toContain('disabled=""');
    expect(remove).toMatch(/^<button type="button" class="[^"]*bg-red-700[^"]*" aria-busy="true" aria-describedby="why">Delete<\/button>$/);
  });
});
