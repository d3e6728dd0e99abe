import type { OptionSelection, PriceUnit } from "@shared/menu/menu";

/**
 * The demo menu: what a family carnicería in a western US city sells. Prices are per pound
 * for cuts sold at the counter, per plate or pack for the kitchen. Pictures are drawn by
 * scripts/demo-images/menu-*.ts and ship in public/images/menu.
 */

/** A group of the butcher's choices; ids are made when seeding. */
export interface DemoOptionGroup {
  name: string;
  nameEs: string;
  selection: OptionSelection;
  isRequired: boolean;
  maxPicks?: number;
  options: { name: string; nameEs: string; priceDeltaCents: number; isDefault?: boolean }[];
}

/** Every text in English and in natural Mexican Spanish (ADR 0015); the food words stay as they are. */
export interface DemoItem {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  priceCents: number;
  priceUnit: PriceUnit;
  image: string;
  isFeatured?: boolean;
  isAvailable?: boolean;
  /** Pounds: from and in steps of (default 1 and 1, as before selling by weight, ADR 0013). */
  quantityMin?: number;
  quantityStep?: number;
  /** Raw cuts charged for what they weigh. */
  pricedByWeight?: boolean;
  optionGroups?: DemoOptionGroup[];
  /** Ordering ahead (ADR 0014): notice in minutes, stock per day, and a pre-order's dates relative to the season. */
  leadMinutes?: number;
  dailyStock?: number;
  /** Pickup December 22-24, orders close December 20 (of this year, or next once past). */
  christmasPreorder?: boolean;
  /** On the catering menu (ADR 0023). */
  cateringRole?: "meat" | "tortillas" | "salsa" | "side" | "tamales";
}

/** Steaks for the grill: how thin the butcher cuts them. */
const CUT: DemoOptionGroup = {
  name: "Cut",
  nameEs: "Corte",
  selection: "single",
  isRequired: true,
  options: [
    { name: "Thin for asada", nameEs: "Delgado para asada", priceDeltaCents: 0 },
    { name: "Regular", nameEs: "Normal", priceDeltaCents: 0, isDefault: true },
    { name: "Thick", nameEs: "Grueso", priceDeltaCents: 0 },
  ],
};

/** Carne preparada: our house marinade, a dollar a pound. */
const MARINATED: DemoOptionGroup = {
  name: "Marinated",
  nameEs: "Preparada",
  selection: "multiple",
  isRequired: false,
  maxPicks: 1,
  options: [{ name: "Marinated", nameEs: "Preparada (marinada de la casa)", priceDeltaCents: 100 }],
};

export const DEMO_CATALOG: { name: string; nameEs: string; items: DemoItem[] }[] = [
  {
    name: "Carnitas",
    nameEs: "Carnitas",
    items: [
      {
        name: "Carnitas",
        cateringRole: "meat",
        nameEs: "Carnitas",
        description:
          "Pork slow-cooked for hours in a copper cazo until tender, then crisped at the edges. Maciza is lean, all meat; mixed (surtida) comes with pieces of skin (cuero) and buche, richer and juicier.",
        descriptionEs:
          "Carne de puerco cocida por horas en un cazo de cobre hasta quedar suavecita, y luego dorada en las orillas. La maciza es magra, pura carne; la surtida lleva trozos de cuero y buche, más sabrosa y jugosa.",
        priceCents: 1599,
        priceUnit: "lb",
        image: "carnitas-maciza",
        isFeatured: true,
        quantityMin: 0.5,
        quantityStep: 0.5,
        optionGroups: [
          {
            name: "Style",
            nameEs: "Estilo",
            selection: "single",
            isRequired: true,
            options: [
              { name: "Maciza", nameEs: "Maciza", priceDeltaCents: 0, isDefault: true },
              { name: "Mixed, with skin and buche", nameEs: "Surtida, con cuero y buche", priceDeltaCents: -200 },
              { name: "Half and half", nameEs: "Mitad y mitad", priceDeltaCents: -100 },
            ],
          },
        ],
      },
      {
        name: "Chicharrón",
        nameEs: "Chicharrón",
        description: "Pork skin fried in the cazo until it puffs and crackles. Salted while hot.",
        descriptionEs: "Cuero de puerco frito en el cazo hasta que se infla y truena. Salado en caliente.",
        priceCents: 1099,
        priceUnit: "lb",
        image: "chicharron",
        quantityMin: 0.5,
        quantityStep: 0.5,
        dailyStock: 15,
      },
      {
        name: "Carnitas Family Pack",
        nameEs: "Paquete familiar de carnitas",
        description:
          "Two pounds of carnitas (maciza or mixed), two dozen corn tortillas, salsa roja and verde, onion, cilantro and limes. Feeds four to six.",
        descriptionEs:
          "Dos libras de carnitas (maciza o surtida), dos docenas de tortillas de maíz, salsa roja y verde, cebolla, cilantro y limones. Alcanza para cuatro a seis personas.",
        priceCents: 3999,
        priceUnit: "each",
        image: "carnitas-family-pack",
      },
    ],
  },
  {
    name: "Beef",
    nameEs: "Res",
    items: [
      {
        name: "Arrachera",
        nameEs: "Arrachera",
        description: "Skirt steak in our house marinade of citrus, garlic and spices. Ready for the grill; cook hot and fast.",
        descriptionEs:
          "Arrachera en nuestra marinada de la casa, con cítricos, ajo y especias. Lista para el asador: a fuego alto y rápido.",
        priceCents: 1499,
        priceUnit: "lb",
        image: "arrachera",
        quantityMin: 1,
        quantityStep: 0.5,
        pricedByWeight: true,
        optionGroups: [CUT],
        isFeatured: true,
      },
      {
        name: "Carne Asada",
        cateringRole: "meat",
        nameEs: "Carne asada",
        description: "Flap meat sliced thin for asada, seasoned with salt and pepper only, so you can add your own.",
        descriptionEs: "Falda de res cortada delgadita para asar, sazonada solo con sal y pimienta para que le pongas tu toque.",
        priceCents: 1199,
        priceUnit: "lb",
        image: "carne-asada",
        quantityMin: 1,
        quantityStep: 0.5,
        pricedByWeight: true,
        optionGroups: [CUT, MARINATED],
      },
      {
        name: "Diezmillo",
        nameEs: "Diezmillo",
        description: "Chuck steak cut to order, thin or thick. Good for guisados, caldo and milanesa.",
        descriptionEs: "Bistec de diezmillo cortado al momento, delgado o grueso. Bueno para guisados, caldo y milanesa.",
        priceCents: 899,
        priceUnit: "lb",
        image: "diezmillo",
        quantityMin: 1,
        quantityStep: 0.5,
        pricedByWeight: true,
        optionGroups: [CUT],
      },
      {
        name: "Costilla de Res",
        nameEs: "Costilla de res",
        description: "Beef short ribs, flanken cut across the bone. For the grill or a slow caldo de res.",
        descriptionEs: "Costilla de res cortada a lo ancho del hueso, estilo flanken. Para el asador o para un caldo de res a fuego lento.",
        priceCents: 1049,
        priceUnit: "lb",
        image: "beef-short-ribs",
        quantityMin: 1,
        quantityStep: 0.5,
        pricedByWeight: true,
      },
      {
        name: "Carne Molida",
        nameEs: "Carne molida",
        description: "Ground beef, 85% lean, ground fresh at the counter every morning.",
        descriptionEs: "Carne de res molida, 85% magra, molida fresca en el mostrador todas las mañanas.",
        priceCents: 699,
        priceUnit: "lb",
        image: "ground-beef",
        quantityMin: 1,
        quantityStep: 0.5,
        pricedByWeight: true,
      },
    ],
  },
  {
    name: "Chicken",
    nameEs: "Pollo",
    items: [
      {
        name: "Pollo Asado Marinado",
        cateringRole: "meat",
        nameEs: "Pollo asado marinado",
        description: "Chicken leg quarters in our achiote and orange marinade. Grill or roast.",
        descriptionEs: "Piernas con muslo de pollo en nuestra marinada de achiote y naranja. Para el asador o el horno.",
        priceCents: 399,
        priceUnit: "lb",
        image: "pollo-asado",
      },
      {
        name: "Pechuga de Pollo",
        nameEs: "Pechuga de pollo",
        description: "Boneless, skinless chicken breast. Ask us to butterfly it for milanesa.",
        descriptionEs: "Pechuga de pollo sin hueso y sin piel. Pídenos que te la abramos en mariposa para milanesa.",
        priceCents: 549,
        priceUnit: "lb",
        image: "chicken-breast",
      },
      {
        name: "Pollo Entero",
        nameEs: "Pollo entero",
        description: "Whole chicken, about four pounds. We cut it into pieces on request at no charge.",
        descriptionEs: "Pollo entero de unas cuatro libras. Si nos lo pides, te lo cortamos en piezas sin costo.",
        priceCents: 249,
        priceUnit: "lb",
        image: "whole-chicken",
      },
    ],
  },
  {
    name: "Pork",
    nameEs: "Puerco",
    items: [
      {
        name: "Carne al Pastor",
        cateringRole: "meat",
        nameEs: "Carne al pastor",
        description: "Thin pork shoulder in adobo of guajillo and achiote with a touch of pineapple. For tacos al pastor at home.",
        descriptionEs:
          "Pulpa de puerco en rebanadas delgadas, en adobo de guajillo y achiote con un toque de piña. Para tacos al pastor en casa.",
        priceCents: 799,
        priceUnit: "lb",
        image: "al-pastor",
        quantityMin: 1,
        quantityStep: 0.5,
      },
      {
        name: "Pierna de Puerco Entera",
        nameEs: "Pierna de puerco entera",
        description: "A whole bone-in pork shoulder, about 8 pounds, for roasting or your own carnitas. Needs two days' notice.",
        descriptionEs:
          "Una pierna de puerco entera con hueso, de unas 8 libras, para hornear o para hacer tus propias carnitas. Pídela con dos días de anticipación.",
        priceCents: 3499,
        priceUnit: "each",
        image: "al-pastor",
        leadMinutes: 48 * 60,
      },
      {
        name: "Chuleta de Puerco",
        nameEs: "Chuleta de puerco",
        description: "Bone-in pork chops, about three quarters of an inch thick.",
        descriptionEs: "Chuletas de puerco con hueso, de unos tres cuartos de pulgada de grueso.",
        priceCents: 599,
        priceUnit: "lb",
        image: "pork-chops",
      },
      {
        name: "Costilla de Puerco",
        nameEs: "Costilla de puerco",
        description: "Pork spare ribs, whole rack or cut in pieces for chile verde or rojo.",
        descriptionEs: "Costillas de puerco, el costillar entero o en trozos para chile verde o rojo.",
        priceCents: 549,
        priceUnit: "lb",
        image: "pork-spare-ribs",
      },
      {
        name: "Chorizo de la Casa",
        nameEs: "Chorizo de la casa",
        description: "Our own pork chorizo with dried chiles, vinegar and spices, made in small batches on Thursdays.",
        descriptionEs: "Nuestro propio chorizo de puerco con chiles secos, vinagre y especias, hecho en tandas pequeñas los jueves.",
        priceCents: 649,
        priceUnit: "lb",
        image: "chorizo",
        quantityMin: 0.5,
        quantityStep: 0.5,
        isAvailable: false,
      },
    ],
  },
  {
    name: "Prepared Dishes",
    nameEs: "Platillos preparados",
    items: [
      {
        name: "Carnitas Plate",
        nameEs: "Plato de carnitas",
        description: "Half a pound of carnitas with Mexican rice, frijoles de la olla, salsa and four warm tortillas.",
        descriptionEs: "Media libra de carnitas con arroz a la mexicana, frijoles de la olla, salsa y cuatro tortillas calientitas.",
        priceCents: 1499,
        priceUnit: "each",
        image: "carnitas-plate",
      },
      {
        name: "Birria de Res",
        nameEs: "Birria de res",
        description: "Beef slow-braised in a guajillo and ancho consomé. One quart, with onion, cilantro and limes.",
        descriptionEs:
          "Res cocida a fuego lento en un consomé de guajillo y chile ancho. Un cuarto de galón, con cebolla, cilantro y limones.",
        priceCents: 1699,
        priceUnit: "each",
        image: "birria",
        isFeatured: true,
      },
      {
        name: "Tamales de Puerco",
        cateringRole: "tamales",
        nameEs: "Tamales de puerco",
        description: "A dozen pork tamales in red chile, steamed in corn husks. Reheat in a steamer for 15 minutes.",
        descriptionEs:
          "Una docena de tamales de puerco en chile rojo, cocidos al vapor en hoja de maíz. Recaliéntalos en la vaporera 15 minutos.",
        priceCents: 2400,
        priceUnit: "each",
        image: "tamales",
      },
      {
        name: "Barbacoa de Res",
        cateringRole: "meat",
        nameEs: "Barbacoa de res",
        description: "Beef cheek steamed overnight in maguey leaves, the Sunday way. Sold by the pound with consomé; order a day ahead.",
        descriptionEs:
          "Cachete de res cocido al vapor toda la noche en pencas de maguey, como se hace los domingos. Por libra y con consomé; pídela con un día de anticipación.",
        priceCents: 1899,
        priceUnit: "lb",
        image: "birria",
        quantityMin: 1,
        quantityStep: 0.5,
        leadMinutes: 24 * 60,
        dailyStock: 25,
      },
      {
        name: "Tamales Navideños",
        nameEs: "Tamales navideños",
        description:
          "Our Christmas tamales by the dozen: pork in red chile, chicken in green, and rajas with cheese. Pre-order for pickup December 22-24.",
        descriptionEs:
          "Nuestros tamales de Navidad por docena: de puerco en chile rojo, de pollo en salsa verde y de rajas con queso. Pídelos con anticipación para recogerlos del 22 al 24 de diciembre.",
        priceCents: 3000,
        priceUnit: "each",
        image: "tamales",
        christmasPreorder: true,
        dailyStock: 60,
      },
      {
        name: "Chile Verde",
        nameEs: "Chile verde",
        description: "Pork stewed in tomatillo and green chile sauce. One quart; great with rice and tortillas.",
        descriptionEs: "Puerco guisado en salsa de tomate verde y chile verde. Un cuarto de galón; delicioso con arroz y tortillas.",
        priceCents: 1399,
        priceUnit: "each",
        image: "chile-verde",
      },
    ],
  },
  {
    name: "Sides & Drinks",
    nameEs: "Acompañamientos y bebidas",
    items: [
      {
        name: "Frijoles de la Olla",
        cateringRole: "side",
        nameEs: "Frijoles de la olla",
        description: "Pinto beans simmered with onion and garlic. One quart.",
        descriptionEs: "Frijoles pintos cocidos a fuego lento con cebolla y ajo. Un cuarto de galón.",
        priceCents: 599,
        priceUnit: "each",
        image: "frijoles",
      },
      {
        name: "Arroz Rojo",
        cateringRole: "side",
        nameEs: "Arroz rojo",
        description: "Mexican red rice cooked with tomato, garlic, peas and carrot. One quart.",
        descriptionEs: "Arroz a la mexicana con jitomate, ajo, chícharos y zanahoria. Un cuarto de galón.",
        priceCents: 599,
        priceUnit: "each",
        image: "arroz",
      },
      {
        name: "Tortillas de Maíz",
        cateringRole: "tortillas",
        nameEs: "Tortillas de maíz",
        description: "A dozen corn tortillas from the tortillería down the street, delivered fresh every morning.",
        descriptionEs: "Una docena de tortillas de maíz de la tortillería de aquí a la vuelta, que nos las trae frescas cada mañana.",
        priceCents: 350,
        priceUnit: "each",
        image: "tortillas",
      },
      {
        name: "Salsa Roja",
        cateringRole: "salsa",
        nameEs: "Salsa roja",
        description: "Roasted tomato, chile de árbol and garlic salsa. Sixteen ounces; medium heat.",
        descriptionEs: "Salsa de jitomate asado, chile de árbol y ajo. Dieciséis onzas; picor medio.",
        priceCents: 499,
        priceUnit: "each",
        image: "salsa-roja",
      },
      {
        name: "Horchata",
        nameEs: "Horchata",
        description: "Rice and cinnamon agua fresca, made in house. Thirty-two ounces.",
        descriptionEs: "Agua fresca de arroz y canela, hecha en casa. Treinta y dos onzas.",
        priceCents: 450,
        priceUnit: "each",
        image: "horchata",
      },
    ],
  },
];
