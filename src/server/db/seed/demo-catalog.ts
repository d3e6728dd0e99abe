import type { PriceUnit } from "@shared/menu";

/**
 * The demo menu: what a family carnicería in a western US city sells. Prices are per pound
 * for cuts sold at the counter, per plate or pack for the kitchen. Pictures are drawn by
 * scripts/demo-images/menu-*.ts and ship in public/images/menu.
 */

export interface DemoItem {
  name: string;
  description: string;
  priceCents: number;
  priceUnit: PriceUnit;
  image: string;
  isFeatured?: boolean;
  isAvailable?: boolean;
}

export const DEMO_CATALOG: { name: string; items: DemoItem[] }[] = [
  {
    name: "Carnitas",
    items: [
      {
        name: "Carnitas Maciza",
        description:
          "Lean pork shoulder slow-cooked for hours in a copper cazo until tender, then crisped at the edges. All meat, no skin.",
        priceCents: 1599,
        priceUnit: "lb",
        image: "carnitas-maciza",
        isFeatured: true,
      },
      {
        name: "Carnitas Mixed",
        description:
          "The traditional surtido: maciza with pieces of skin (cuero) and buche, cooked together in the cazo. Richer and juicier.",
        priceCents: 1399,
        priceUnit: "lb",
        image: "carnitas-mixed",
        isFeatured: true,
      },
      {
        name: "Chicharrón",
        description: "Pork skin fried in the cazo until it puffs and crackles. Salted while hot.",
        priceCents: 1099,
        priceUnit: "lb",
        image: "chicharron",
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
        isFeatured: true,
      },
      {
        name: "Carne Asada",
        description: "Flap meat sliced thin for asada, seasoned with salt and pepper only, so you can add your own.",
        priceCents: 1199,
        priceUnit: "lb",
        image: "carne-asada",
      },
      {
        name: "Diezmillo",
        description: "Chuck steak cut to order, thin or thick. Good for guisados, caldo and milanesa.",
        priceCents: 899,
        priceUnit: "lb",
        image: "diezmillo",
      },
      {
        name: "Costilla de Res",
        description: "Beef short ribs, flanken cut across the bone. For the grill or a slow caldo de res.",
        priceCents: 1049,
        priceUnit: "lb",
        image: "beef-short-ribs",
      },
      {
        name: "Carne Molida",
        description: "Ground beef, 85% lean, ground fresh at the counter every morning.",
        priceCents: 699,
        priceUnit: "lb",
        image: "ground-beef",
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
      },
      {
        name: "Tamales de Puerco",
        description: "A dozen pork tamales in red chile, steamed in corn husks. Reheat in a steamer for 15 minutes.",
        priceCents: 2400,
        priceUnit: "each",
        image: "tamales",
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
