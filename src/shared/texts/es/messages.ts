import type { Catalog } from "../../core/i18n";
import type { MessageFilter } from "../../messages/messages";
import type { messagesTexts as english } from "../messages";

/** Las palabras de la pantalla de mensajes en la administración. */
export const messagesTexts = {
  heading: "Mensajes",
  subtitle: "Mensajes del formulario de contacto y correos que envió la tienda, los más recientes primero.",
  loadFailed: "No se pudieron cargar los mensajes",
  retry: "Inténtalo de nuevo",
  filters: { all: "Todos", contact_form: "Formulario de contacto", email: "Correos" } satisfies Record<MessageFilter, string>,
  filterLabel: "Mostrar mensajes",
  empty: {
    all: "Todavía no hay mensajes.",
    contact_form: "Todavía no hay mensajes del formulario de contacto.",
    email: "Todavía no se ha enviado ningún correo.",
  } satisfies Record<MessageFilter, string>,
  type: { contact_form: "Formulario de contacto", email: "Correo" },
  unread: "Sin leer",
  from: "De",
  to: (email: string) => `Para ${email}`,
  noSubject: "(sin asunto)",
  aboutOrder: (shortId: string) => `Pedido #${shortId}`,
  markRead: "Marcar como leído",
  markUnread: "Marcar como no leído",
  markReadOf: (who: string) => `Marcar como leído el mensaje de ${who}`,
  markUnreadOf: (who: string) => `Marcar como no leído el mensaje de ${who}`,
  markedRead: "Mensaje marcado como leído",
  markedUnread: "Mensaje marcado como no leído",
  updateFailed: "No se pudo cambiar el estado del mensaje",
  showMore: "Ver más mensajes",
  expand: "Ver todo",
  collapse: "Ver menos",
  unknownSender: "Remitente desconocido",
  errors: {
    isReadBoolean: "isRead debe ser true o false.",
    notFound: "No se encontró el mensaje.",
  },
} as const satisfies Catalog<typeof english>;
