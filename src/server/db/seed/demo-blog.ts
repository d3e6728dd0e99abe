/**
 * Demo blog: three published posts (one of them the carnitas award post, whose slug comes
 * from the configuration) and one draft. Covers are drawn by scripts/demo-images/blog-covers.ts.
 */

type DemoShop = { name: string; foundedYear: number; awardArticleUrl: string };

/** Each post in English and in Mexican Spanish (ADR 0015), one slug for both. */
export interface DemoPost {
  /** Null: use the configured award post slug. */
  slug: string | null;
  title: string;
  titleEs: string;
  image: string | null;
  publishedAt: string | null;
  content: (shop: DemoShop) => string;
  contentEs: (shop: DemoShop) => string;
}

export const DEMO_AUTHOR = {
  fullName: "Rosa Hernández",
  email: "rosa@laesperanza.example",
};

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: null,
    title: "Our Carnitas Were Voted the Best in the City",
    titleEs: "Nuestras carnitas fueron elegidas las mejores de la ciudad",
    image: "carnitas-award",
    publishedAt: "2025-09-12T16:00:00Z",
    content: ({
      name,
      awardArticleUrl,
    }) => `We are still smiling. This month the readers and food writers of our city's weekly guide named **${name}** the home of the best carnitas in town.

You can read the [full article here](${awardArticleUrl}).

## What the judges tasted

They tried both of our styles:

- **Maciza**: lean pork shoulder, all meat, cooked until it falls apart and then crisped in the cazo.
- **Mixed (surtida)**: maciza together with *cuero* (skin) and *buche*, the way my grandfather sold it in Michoacán.

The judges wrote that the mixed carnitas "taste like a Sunday in Quiroga." We could not have said it better.

## Thank you

None of this happens without the families who have been coming to our counter every weekend since we opened, and without the team who starts the fire under the cazo at five in the morning.

Come by this weekend: the first taco is on us if you mention this post.`,
    contentEs: ({
      name,
      awardArticleUrl,
    }) => `Seguimos con una sonrisa de oreja a oreja. Este mes, los lectores y los críticos gastronómicos de la guía semanal de nuestra ciudad eligieron a **${name}** como el lugar de las mejores carnitas.

Puedes leer el [artículo completo aquí](${awardArticleUrl}).

## Lo que probaron los jueces

Probaron nuestros dos estilos:

- **Maciza**: espaldilla de puerco magra, pura carne, cocida hasta que se deshace y luego dorada en el cazo.
- **Surtida**: maciza junto con *cuero* y *buche*, como la vendía mi abuelo en Michoacán.

Los jueces escribieron que las carnitas surtidas "saben a domingo en Quiroga". No lo hubiéramos dicho mejor.

## Gracias

Nada de esto sería posible sin las familias que vienen a nuestro mostrador cada fin de semana desde que abrimos, ni sin el equipo que prende el fuego bajo el cazo a las cinco de la mañana.

Ven este fin de semana: si mencionas esta publicación, el primer taco va por nuestra cuenta.`,
  },
  {
    slug: "carnitas-maciza-or-mixed",
    title: "Maciza or Mixed? How to Order Carnitas Like a Regular",
    titleEs: "¿Maciza o surtida? Cómo pedir carnitas como cliente de siempre",
    image: "carnitas-guide",
    publishedAt: "2025-06-03T15:30:00Z",
    content: () => `The most common question at our counter is simple: *"What's the difference?"*

## Maciza

Maciza is the lean part of the shoulder. It is all meat, tender inside with crisp edges. Choose it if you are feeding kids, making burritos or just prefer your pork without surprises.

## Mixed

Mixed, or *surtida*, adds pieces of skin and buche (stomach) to the maciza. The skin turns soft and sticky in the lard; the buche is mild and chewy. It is the traditional way, and it is juicier.

## How much to buy

- **2 people:** 1 lb of carnitas and a dozen tortillas.
- **4 people:** 2 lb of carnitas and two dozen tortillas.
- **8 people:** 4 lb of carnitas and four dozen tortillas.

For parties of 15 or more, call us: we do catering by phone and can have everything ready for pickup.

## Keep it warm

Wrap the carnitas in foil and keep them in a 250 °F oven. Warm the tortillas on a dry comal, never in the microwave.`,
    contentEs: () => `La pregunta que más nos hacen en el mostrador es sencilla: *"¿Cuál es la diferencia?"*

## Maciza

La maciza es la parte magra de la espaldilla. Es pura carne, suave por dentro y dorada en las orillas. Escógela si vas a darles de comer a los niños, si vas a preparar burritos o si simplemente prefieres tu puerco sin sorpresas.

## Surtida

La surtida le agrega a la maciza trozos de cuero y buche (estómago). El cuero queda suave y pegajoso en la manteca; el buche tiene un sabor suave y se siente correoso al morderlo. Es la forma tradicional, y es más jugosa.

## Cuánto comprar

- **2 personas:** 1 lb de carnitas y una docena de tortillas.
- **4 personas:** 2 lb de carnitas y dos docenas de tortillas.
- **8 personas:** 4 lb de carnitas y cuatro docenas de tortillas.

Para fiestas de 15 personas o más, llámanos: tomamos pedidos para eventos por teléfono y te tenemos todo listo para recoger.

## Para mantenerlas calientitas

Envuelve las carnitas en papel aluminio y déjalas en el horno a 250 °F. Calienta las tortillas en un comal seco, nunca en el microondas.`,
  },
  {
    slug: "five-tips-for-carne-asada",
    title: "Five Tips for Better Carne Asada at Home",
    titleEs: "Cinco consejos para una mejor carne asada en casa",
    image: "asada-tips",
    publishedAt: "2025-04-18T17:00:00Z",
    content: () => `Summer means asada. Here is what we tell customers who ask for advice at the counter.

1. **Buy the right cut.** Flap meat or skirt steak (arrachera). Ask us to slice it thin.
2. **Salt early.** Salt the meat at least 40 minutes before grilling, or use our marinated arrachera.
3. **Get the grill very hot.** Thin cuts need one to two minutes a side. Don't walk away.
4. **Rest, then chop.** Let the meat rest five minutes, then chop it across the grain.
5. **Grill the extras.** Green onions, jalapeños and nopales take the same heat and time.

Serve with warm tortillas, salsa roja, limes and a cold horchata.`,
    contentEs:
      () => `El verano es temporada de carne asada. Esto es lo que les decimos a los clientes que nos piden consejo en el mostrador.

1. **Compra el corte correcto.** Falda o arrachera. Pídenos que te la cortemos delgada.
2. **Sala con tiempo.** Ponle sal a la carne por lo menos 40 minutos antes de asarla, o usa nuestra arrachera marinada.
3. **Calienta muy bien el asador.** Los cortes delgados necesitan de uno a dos minutos por lado. No te alejes.
4. **Deja reposar y luego pica.** Deja reposar la carne cinco minutos y luego pícala en contra de la fibra.
5. **Asa también los acompañantes.** Las cebollitas, los jalapeños y los nopales llevan el mismo fuego y el mismo tiempo.

Sirve con tortillas calientitas, salsa roja, limones y una horchata bien fría.`,
  },
  {
    slug: "our-story",
    title: "Our Story: Fifteen Years Behind the Counter",
    titleEs: "Nuestra historia: quince años detrás del mostrador",
    image: "family-story",
    publishedAt: "2025-01-05T18:00:00Z",
    content: ({ name, foundedYear }) => `${name} opened in ${foundedYear} with one display case, one cazo and a family recipe for carnitas.

My father cut the meat, my mother ran the register and we kids folded tortilla paper after school. Today the third generation works the counter, and the recipe has not changed: pork, lard, salt, orange and patience.

We still buy from the same ranchers, still cut every steak to order and still close the kitchen only when the last cazo is empty.

Thank you for fifteen years. *Gracias por su preferencia.*`,
    contentEs: ({ name, foundedYear }) => `${name} abrió en ${foundedYear} con una vitrina, un cazo y una receta familiar de carnitas.

Mi papá cortaba la carne, mi mamá atendía la caja y los niños doblábamos papel para tortillas después de la escuela. Hoy la tercera generación atiende el mostrador, y la receta no ha cambiado: puerco, manteca, sal, naranja y paciencia.

Les seguimos comprando a los mismos rancheros, seguimos cortando cada bistec al momento y seguimos cerrando la cocina solo cuando se vacía el último cazo.

Gracias por estos quince años. *Gracias por su preferencia.*`,
  },
  {
    slug: "weekend-birria-is-coming",
    title: "Weekend Birria Is Coming",
    titleEs: "Ya viene la birria de fin de semana",
    image: null,
    publishedAt: null,
    content: () => `We are testing a weekend birria de res with consomé. Details soon.`,
    contentEs: () => `Estamos probando una birria de res con consomé para los fines de semana. Pronto te daremos los detalles.`,
  },
];
