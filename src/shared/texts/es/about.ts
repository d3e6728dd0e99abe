import type { Catalog } from "../../core/i18n";
import type { aboutTexts as english } from "../about";

/** Las palabras de la página Nosotros: la historia, los valores y la cocina. */
export const aboutTexts = {
  pageTitle: "Nosotros",
  heading: "Nosotros",
  metaDescription: (brand: string, year: number) =>
    `La historia de ${brand}: carnicería y cocina familiar desde ${year}, nuestros valores y la cocina donde hacemos nuestras carnitas.`,
  story: {
    heading: "Nuestra historia",
    paragraphs: (brand: string, year: number) => [
      `${brand} abrió sus puertas en ${year} con una vitrina, un cazo de cobre y la receta de carnitas de la familia.`,
      "Nuestro papá cortaba la carne, nuestra mamá atendía la caja y nosotros, los hijos, doblábamos el papel de las tortillas al salir de la escuela. Hoy la nueva generación atiende el mostrador y la receta sigue igual: puerco, manteca, sal, naranja y paciencia.",
      "Les seguimos comprando a los mismos ganaderos, seguimos cortando cada bistec al momento y todavía cerramos la cocina solo cuando se vacía el último cazo.",
    ],
    since: (year: number) => `Atendiendo a nuestros vecinos desde ${year}`,
  },
  values: {
    heading: "Lo que nos importa",
    items: [
      { title: "Recetas de familia", body: "Carnitas, birria y tamales hechos como siempre los ha hecho nuestra familia." },
      { title: "Cortes honestos", body: "Carne fresca, cortada al momento y con precio por libra, sin sorpresas." },
      { title: "Nuestro barrio", body: "Conocemos a nuestros clientes por su nombre y desde hace años ponemos la comida en sus fiestas." },
    ],
  },
  kitchen: {
    heading: "Nuestra cocina",
    body: [
      "Cada mañana, antes de que salga el sol, prendemos la lumbre bajo el cazo. El puerco se cocina despacio en su propia manteca durante horas, hasta que queda suavecito por dentro y doradito por las orillas.",
      "La maciza es la espaldilla magra, pura carne. La surtida lleva además cuero y buche, como se acostumbra. Las dos se venden por libra, igual que los cortes crudos.",
    ],
    imageAlt: "Carnitas cocinándose en un cazo de cobre sobre la lumbre en nuestra cocina",
  },
  catering: {
    heading: "Banquetes para 15 personas o más",
    body: "¿Vas a hacer una fiesta? Preparamos comida para 15 personas o más. Llámanos para planear tu pedido.",
    call: (phone: string) => `Llamar al ${phone}`,
  },
} as const satisfies Catalog<typeof english>;
