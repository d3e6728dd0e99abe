import type { OptionSelection, PriceUnit } from "@shared/menu";

/**
 * The demo menu: what a family carnicería in a western US city sells. Prices are per pound
 * for cuts sold at the counter, per plate or pack for the kitchen. Pictures are drawn by
 * scripts/demo-images/menu-*.ts and ship in public/images/menu.
 */

/** A group of the butcher's choices; ids are made when seeding. */
export interface DemoOptionGroup {
  name: string;
  selection: OptionSelection;
  isRequired: boolean;
  maxPicks?: number;
  options: { name: string; priceDeltaCents: number; isDefault?: boolean }[];
}

export interface DemoItem {
  name: string;
  description: string;
  priceCents: number;
  priceUnit: PriceUnit;
  image: string;
  isFeatured?: boolean;
  isAvailable?: boolean;
  /** Pounds: from and in steps of (default 1 and 1, as before issue 13). */
  quantityMin?: number;
  quantityStep?: number;
  /** Raw cuts charged for what they weigh. */
  pricedByWeight?: boolean;
  optionGroups?: DemoOptionGroup[];
  /** Ordering ahead (issue 14): notice in minutes, stock per day, and a pre-order's dates relative to the season. */
  leadMinutes?: number;
  dailyStock?: number;
  /** Pickup December 22-24, orders close December 20 (of this year, or next once past). */
  christmasPreorder?: boolean;
}

/** Steaks for the grill: how thin the butcher cuts them. */
const CUT: DemoOptionGroup = {
  name: "Cut",
  selection: "single",
  isRequired: true,
  options: [
    { name: "Thin for asada", priceDeltaCents: 0 },
    { name: "Regular", priceDeltaCents: 0, isDefault: true },
    { name: "Thick", priceDeltaCents: 0 },
  ],
};

/** Carne preparada: our house marinade, a dollar a pound. */
const MARINATED: DemoOptionGroup = {
  name: "Marinated",
  selection: "multiple",
  isRequired: false,
  maxPicks: 1,
  options: [{ name: "Marinated", priceDeltaCents: 100 }],
};

export const DEMO_CATALOG: { name: string; items: DemoItem[] }[] = [
  {
    name: "Carnitas",
    items: [
      {
        name: "Carnitas",
        description:
          "Pork slow-cooked for hours in a copper cazo until tender, then crisped at the edges. Maciza is lean, all meat; mixed (surtida) comes with pieces of skin (cuero) and buche, richer and juicier.",
        priceCents: 1599,
        priceUnit: "lb",
        image: "carnitas-maciza",
        isFeatured: true,
        quantityMin: 0.5,
        quantityStep: 0.5,
        optionGroups: [
          {
            name: "Style",
            selection: "single",
            isRequired: true,
            options: [
              { name: "Maciza", priceDeltaCents: 0, isDefault: true },
              { name: "Mixed, with skin and buche", priceDeltaCents: -200 },
              { name: "Half and half", priceDeltaCents: -100 },
            ],
          },
        ],
      },
      {
        name: "Chicharrón",
        description: "Pork skin fried in the cazo until it puffs and crackles. Salted while hot.",
        priceCents: 1099,
        priceUnit: "lb",
        image: "chicharron",
        quantityMin: 0.5,
        quantityStep: 0.5,
        dailyStock: 15,
      },
      {
        name: "Carnitas Family Pack",
        description:
          "Two pounds of carnitas (maciza or mixed), two dozen corn tortillas, salsa roja and verde, onion, cilantro and limes. Feeds four to six.",
        priceCents: 3999,
        priceUnit: "each",
        image: "carnitas-family-pack",
      },
    ],
  },
  {
    name: "Beef",
    items: [
      {
        name: "Arrachera",
        description: "Skirt steak in our house marinade of citrus, garlic and spices. Ready for the grill; cook hot and fast.",
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
        description: "Flap meat sliced thin for asada, seasoned with salt and pepper only, so you can add your own.",
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
        description: "Chuck steak cut to order, thin or thick. Good for guisados, caldo and milanesa.",
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
        description: "Beef short ribs, flanken cut across the bone. For the grill or a slow caldo de res.",
        priceCents: 1049,
        priceUnit: "lb",
        image: "beef-short-ribs",
        quantityMin: 1,
        quantityStep: 0.5,
        pricedByWeight: true,
      },
      {
        name: "Carne Molida",
        description: "Ground beef, 85% lean, ground fresh at the counter every morning.",
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
    items: [
      {
        name: "Pollo Asado Marinado",
        description: "Chicken leg quarters in our achiote and orange marinade. Grill or roast.",
        priceCents: 399,
        priceUnit: "lb",
        image: "pollo-asado",
      },
      {
        name: "Pechuga de Pollo",
        description: "Boneless, skinless chicken breast. Ask us to butterfly it for milanesa.",
        priceCents: 549,
        priceUnit: "lb",
        image: "chicken-breast",
      },
      {
        name: "Pollo Entero",
        description: "Whole chicken, about four pounds. We cut it into pieces on request at no charge.",
        priceCents: 249,
        priceUnit: "lb",
        image: "whole-chicken",
      },
    ],
  },
  {
    name: "Pork",
    items: [
      {
        name: "Carne al Pastor",
        description: "Thin pork shoulder in adobo of guajillo and achiote with a touch of pineapple. For tacos al pastor at home.",
        priceCents: 799,
        priceUnit: "lb",
        image: "al-pastor",
        quantityMin: 1,
        quantityStep: 0.5,
      },
      {
        name: "Pierna de Puerco Entera",
        description: "A whole bone-in pork shoulder, about 8 pounds, for roasting or your own carnitas. Needs two days' notice.",
        priceCents: 3499,
        priceUnit: "each",
        image: "al-pastor",
        leadMinutes: 48 * 60,
      },
      {
        name: "Chuleta de Puerco",
        description: "Bone-in pork chops, about three quarters of an inch thick.",
        priceCents: 599,
        priceUnit: "lb",
        image: "pork-chops",
      },
      {
        name: "Costilla de Puerco",
        description: "Pork spare ribs, whole rack or cut in pieces for chile verde or rojo.",
        priceCents: 549,
        priceUnit: "lb",
        image: "pork-spare-ribs",
      },
      {
        name: "Chorizo de la Casa",
        description: "Our own pork chorizo with dried chiles, vinegar and spices, made in small batches on Thursdays.",
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
    items: [
      {
        name: "Carnitas Plate",
        description: "Half a pound of carnitas with Mexican rice, frijoles de la olla, salsa and four warm tortillas.",
        priceCents: 1499,
        priceUnit: "each",
        image: "carnitas-plate",
      },
      {
        name: "Birria de Res",
        description: "Beef slow-braised in a guajillo and ancho consomé. One quart, with onion, cilantro and limes.",
        priceCents: 1699,
        priceUnit: "each",
        image: "birria",
        isFeatured: true,
      },
      {
        name: "Tamales de Puerco",
        description: "A dozen pork tamales in red chile, steamed in corn husks. Reheat in a steamer for 15 minutes.",
        priceCents: 2400,
        priceUnit: "each",
        image: "tamales",
      },
      {
        name: "Barbacoa de Res",
        description: "Beef cheek steamed overnight in maguey leaves, the Sunday way. Sold by the pound with consomé; order a day ahead.",
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
        description:
          "Our Christmas tamales by the dozen: pork in red chile, chicken in green, and rajas with cheese. Pre-order for pickup December 22-24.",
        priceCents: 3000,
        priceUnit: "each",
        image: "tamales",
        christmasPreorder: true,
        dailyStock: 60,
      },
      {
        name: "Chile Verde",
        description: "Pork stewed in tomatillo and green chile sauce. One quart; great with rice and tortillas.",
        priceCents: 1399,
        priceUnit: "each",
        image: "chile-verde",
      },
    ],
  },
  {
    name: "Sides & Drinks",
    items: [
      {
        name: "Frijoles de la Olla",
        description: "Pinto beans simmered with onion and garlic. One quart.",
        priceCents: 599,
        priceUnit: "each",
        image: "frijoles",
      },
      {
        name: "Tortillas de Maíz",
        description: "A dozen corn tortillas from the tortillería down the street, delivered fresh every morning.",
        priceCents: 350,
        priceUnit: "each",
        image: "tortillas",
      },
      {
        name: "Salsa Roja",
        description: "Roasted tomato, chile de árbol and garlic salsa. Sixteen ounces; medium heat.",
        priceCents: 499,
        priceUnit: "each",
        image: "salsa-roja",
      },
      {
        name: "Horchata",
        description: "Rice and cinnamon agua fresca, made in house. Thirty-two ounces.",
        priceCents: 450,
        priceUnit: "each",
        image: "horchata",
      },
    ],
  },
];
