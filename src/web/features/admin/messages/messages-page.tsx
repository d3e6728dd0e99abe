import { Mail, MailOpen } from "lucide";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MESSAGE_FILTERS, type MessageDto, type MessageFilter } from "@shared/messages/messages";
import { shortOrderId } from "@shared/orders/orders";
import { phoneHref } from "@shared/shop/shop";
import { formatShopShortDateTime } from "@shared/core/time";
import { buttonStyles } from "~/components/admin/button-styles";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useShop } from "~/lib/shop";
import { useMessageList, useSetMessageRead, useUnreadMessageCount } from "./messages-api";
import { AdminList, ShowMore } from "~/components/admin/admin-list";
import { useLocale, useTexts } from "~/lib/texts";

const isFilter = (value: string | null): value is MessageFilter => (MESSAGE_FILTERS as readonly string[]).includes(value ?? "");
/** Longer messages start folded to a few lines. */
const LONG_MESSAGE = 280;

function MessageCard({ message }: { message: MessageDto }) {
  const t = useTexts("messagesTexts");
  const locale = useLocale();
  const shop = useShop();
  const setRead = useSetMessageRead();
  const [expanded, setExpanded] = useState(false);
  const who = message.fromName || message.fromEmail || t.unknownSender;
  const isLong = message.content.length > LONG_MESSAGE || message.content.split("\n").length > 5;
  const isRead = setRead.isPending ? setRead.variables.isRead : message.isRead;

  const toggleRead = () =>
    setRead.mutate(
      { id: message.id, type: message.type, isRead: !message.isRead },
      {
        onSuccess: (result) => notify("success", result.isRead ? t.markedRead : t.markedUnread),
        onError: () => notify("error", t.updateFailed),
      },
    );

  return (
    <li
      data-testid="admin-message"
      data-message-id={message.id}
      data-read={isRead}
      className={`rounded-2xl border-l-4 bg-white p-4 shadow-sm sm:p-5 ${isRead ? "border-transparent" : "border-brand-600"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-cream-100 px-2 py-0.5 font-semibold text-ink-700">{t.type[message.type]}</span>
            {!isRead && <span className="rounded-full bg-brand-700 px-2 py-0.5 font-bold text-white">{t.unread}</span>}
            <time dateTime={message.createdAt} className="text-ink-500">
              {formatShopShortDateTime(message.createdAt, shop.timeZone, locale)}
            </time>
          </p>
          <h2 className={`mt-2 break-words font-sans text-base ${isRead ? "font-semibold" : "font-bold"}`}>
            {message.type === "email" ? (message.subject ?? t.noSubject) : who}
          </h2>
          <p className="break-words text-sm text-ink-700">
            {message.type === "email" ? (
              <>
                {message.toEmail && t.to(message.toEmail)}
                {message.relatedOrderId && (
                  <>
                    {" · "}
                    <Link className="text-brand-700 underline" to={`/admin/orders?order=${message.relatedOrderId}`}>
                      {t.aboutOrder(shortOrderId(message.relatedOrderId))}
                    </Link>
                  </>
                )}
              </>
            ) : (
              <>
                {message.fromEmail && (
                  <a className="text-brand-700 underline" href={`mailto:${message.fromEmail}`}>
                    {message.fromEmail}
                  </a>
                )}
                {message.phone && (
                  <>
                    {" · "}
                    <a className="text-brand-700 underline" href={phoneHref(message.phone)}>
                      {message.phone}
                    </a>
                  </>
                )}
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={toggleRead}
          disabled={setRead.isPending}
          aria-label={isRead ? t.markUnreadOf(who) : t.markReadOf(who)}
        >
          <Icon node={isRead ? Mail : MailOpen} className="h-4 w-4" />
          {isRead ? t.markUnread : t.markRead}
        </button>
      </div>
      <p className={`mt-3 whitespace-pre-line break-words text-sm text-ink-900 ${isLong && !expanded ? "line-clamp-4" : ""}`}>
        {message.content}
      </p>
      {isLong && (
        <button
          type="button"
          className={`${buttonStyles.ghost} -ml-3 mt-1`}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t.collapse : t.expand}
        </button>
      )}
    </li>
  );
}

/** docs/product.md 'Admin messages': combined_messages newest first, filtered, read and unread. */
export function MessagesPage() {
  const t = useTexts("messagesTexts");
  const adminTexts = useTexts("adminTexts");
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get("type");
  const filter: MessageFilter = isFilter(typeParam) ? typeParam : "all";
  const list = useMessageList(filter);
  const unread = useUnreadMessageCount();

  const messages = list.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <>
      <AdminPageHeader title={t.heading}>
        <p className="mt-1 text-sm text-ink-500">
          {t.subtitle}
          {unread ? ` ${adminTexts.unreadBadge(unread)}.` : ""}
        </p>
      </AdminPageHeader>

      <div role="group" aria-label={t.filterLabel} className="mb-4 flex flex-wrap gap-2">
        {MESSAGE_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setSearchParams(value === "all" ? {} : { type: value }, { replace: true, preventScrollReset: true });
            }}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
              filter === value ? "bg-brand-700 text-white" : "border border-cream-200 bg-white text-ink-900 hover:bg-cream-100"
            }`}
          >
            {t.filters[value]}
          </button>
        ))}
      </div>

      <AdminList query={list} live texts={t} isEmpty={messages.length === 0} emptyText={t.empty[filter]}>
        {() => (
          <ul className="space-y-3">
            {messages.map((message) => (
              <MessageCard key={`${message.type}:${message.id}`} message={message} />
            ))}
          </ul>
        )}
      </AdminList>

      <ShowMore list={list} label={t.showMore} />
    </>
  );
}
