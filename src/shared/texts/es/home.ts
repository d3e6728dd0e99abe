import type { Catalog } from "../../core/i18n";
import type { homeSectionTexts as englishSections, homeTexts as english } from "../home";

/** Las palabras de la página de inicio. */
export const homeTexts = {
  metaDescription: (brand: string) =>
    `${brand}: carnes de primera, carnitas por libra y platillos mexicanos, para recoger en tienda o con entrega a domicilio.`,
  featured: {
    heading: "Cortes y platillos destacados",
    intro: "Los favoritos de nuestros clientes, frescos del mostrador y de la cocina.",
    loading: "Cargando los destacados...",
    error: "No pudimos cargar los destacados. Inténtalo de nuevo más tarde.",
    empty: "Por ahora no hay destacados.",
    viewAll: "Ver el menú completo",
  },
} as const satisfies Catalog<typeof english>;

/** Las secciones de la página de inicio debajo de los destacados (el servidor las convierte en HTML). */
export const homeSectionTexts = {
  hero: {
    lead: "Cortes de primera, carnitas por libra y platillos mexicanos hechos frescos todos los días.",
    imageAlt: "Carnitas en un cazo de cobre con salsas, limones y tortillas calientitas",
    viewMenu: "Ver el menú",
    aboutUs: "Conócenos",
  },
  values: {
    heading: "Por qué las familias nos eligen",
    cards: [
      {
        icon: "quality",
        title: "Calidad de primera",
        body: "Carne de ganaderos de confianza desde hace años, cortada al momento en nuestro mostrador.",
      },
      {
        icon: "service",
        title: "Servicio rápido",
        body: "Ordena en línea y recoge en minutos, o deja que te lo llevemos hasta tu puerta.",
      },
      {
        icon: "delivery",
        title: "Envío gratis",
        body: "Envío gratis en pedidos de más de $30 dentro de un radio de 5 millas.",
      },
    ],
  },
  award: {
    eyebrow: "Carnitas premiadas",
    heading: "Elegidas las mejores carnitas de la ciudad",
    body: (year: number) =>
      `Nuestras carnitas, maciza y surtida, hechas a fuego lento en cazo de cobre como las hace nuestra familia desde ${year}, fueron nombradas las mejores de la ciudad.`,
    readArticle: "Leer el artículo",
    readPost: "Leer la entrada en nuestro blog",
    newTab: "(se abre en una pestaña nueva)",
  },
  testimonials: {
    heading: "Lo que dicen nuestros clientes",
    items: [
      {
        quote: "Las carnitas surtidas saben igualitas a las que compraba mi abuela en Michoacán. Pedimos cada domingo.",
        name: "Alejandra R.",
        detail: "Clienta desde 2012",
      },
      {
        quote:
          "Me cortaron la arrachera delgadita mientras esperaba y me explicaron cómo prepararla. La mejor carne asada que hemos hecho en casa.",
        name: "Marcus T.",
        detail: "Parrillero de fin de semana",
      },
      {
        quote: "Pedimos carnitas y tamales para 40 personas para los XV años de nuestra hija. Todo estuvo listo a tiempo y delicioso.",
        name: "Lupe y Daniel G.",
        detail: "Pedido para fiesta",
      },
    ],
  },
  catering: {
    heading: "Banquetes para tu fiesta",
    body: "Carnitas por libra, tortillas, salsas, arroz, frijoles y tamales para tus invitados. Pide tu cotización en línea o llámanos al",
    cta: "Planea tu banquete",
  },
  giftCards: {
    heading: "Regala una tarjeta de regalo",
    body: "Una tarjeta de regalo electrónica de $10 a $500, por correo hoy mismo o el día que elijas. Las tarjetas de regalo no vencen ni tienen comisiones.",
    cta: "Comprar una tarjeta de regalo",
  },
  orderBanner: {
    heading: "¿Listo para ordenar?",
    body: "Llena tu carrito desde el menú y recoge en el mostrador, o pide que te lo llevemos a domicilio.",
  },
} as const satisfies Catalog<typeof englishSections>;
