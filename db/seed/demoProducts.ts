import { toEan13 } from '../../domain/demo/ean13';
import type { DemoRandom } from '../../domain/demo/random';
import { fromStored, money, moneyText, roundMoney } from '../../domain/common/money';
import { productStoreKey, type Param } from '../models/params/param';
import type { Product } from '../models/products/product';
import type { Provider } from '../models/products/provider';
import type { ProviderProduct } from '../models/products/providerProduct';
import { taxes, type Tax } from '../models/products/tax';
import { warehouseTypes, type Warehouse } from '../models/stores/warehouse';
import { DEMO_EPOCH_SECONDS } from './constants';
import { demoPhone, organizationRef } from './demoStores';

interface Family {
  familyKey: string;
  categoryName: string;
  skuPrefix: string;
  taxes: Tax[];
  providerId: string;
}

const families = {
  CERV: { familyKey: 'CERV', categoryName: 'Cervezas', skuPrefix: '10', taxes: [taxes.iva16, taxes.ieps265], providerId: 'PRV001' },
  BEB: { familyKey: 'BEB', categoryName: 'Bebidas', skuPrefix: '20', taxes: [taxes.iva16], providerId: 'PRV002' },
  BOT: { familyKey: 'BOT', categoryName: 'Botanas y dulces', skuPrefix: '30', taxes: [taxes.iva16, taxes.ieps8], providerId: 'PRV003' },
  ABA: { familyKey: 'ABA', categoryName: 'Abarrotes', skuPrefix: '40', taxes: [taxes.iva0], providerId: 'PRV004' },
  LAC: { familyKey: 'LAC', categoryName: 'Lácteos y huevo', skuPrefix: '50', taxes: [taxes.iva0], providerId: 'PRV005' },
  PAN: { familyKey: 'PAN', categoryName: 'Panadería y tortillería', skuPrefix: '60', taxes: [taxes.iva0], providerId: 'PRV005' },
  LIM: { familyKey: 'LIM', categoryName: 'Limpieza del hogar', skuPrefix: '70', taxes: [taxes.iva16], providerId: 'PRV004' },
  HIG: { familyKey: 'HIG', categoryName: 'Higiene personal', skuPrefix: '80', taxes: [taxes.iva16], providerId: 'PRV004' },
} satisfies Record<string, Family>;
type FamilyKey = keyof typeof families;

interface Article {
  family: FamilyKey;
  name: string;
  brand: string;
  price: number;
  perBox: number;
  unit?: 'PIEZA' | 'KG';
  returnable?: boolean;
  sellable?: boolean;
  purchable?: boolean;
  /** Replaces the family taxes (e.g. IVA 0 on 20 L water, IEPS 8 on sweet bread). */
  taxes?: Tax[];
}

// Fictional brands of the region; prices in MXN, shelf price with taxes.
const articles: Article[] = [
  { family: 'CERV', name: 'Cerveza Costa Clara lata 355 ml', brand: 'Costa Clara', price: 22, perBox: 24 },
  { family: 'CERV', name: 'Cerveza Costa Clara botella retornable 325 ml', brand: 'Costa Clara', price: 17.5, perBox: 12, returnable: true },
  { family: 'CERV', name: 'Cerveza Costa Clara caguama retornable 1.2 L', brand: 'Costa Clara', price: 45, perBox: 12, returnable: true },
  { family: 'CERV', name: 'Cerveza Costa Clara six pack lata 355 ml', brand: 'Costa Clara', price: 125, perBox: 4 },
  { family: 'CERV', name: 'Cerveza Costa Clara lata 710 ml', brand: 'Costa Clara', price: 38, perBox: 12, sellable: false },
  { family: 'CERV', name: 'Cerveza Istmo Oscura botella 355 ml', brand: 'Istmo', price: 24, perBox: 24 },
  { family: 'CERV', name: 'Cerveza Istmo Oscura lata 473 ml', brand: 'Istmo', price: 29, perBox: 24 },
  { family: 'CERV', name: 'Cerveza Istmo Oscura caguama retornable 1.2 L', brand: 'Istmo', price: 48, perBox: 12, returnable: true },
  { family: 'CERV', name: 'Cerveza Olmeca Ligera lata 355 ml', brand: 'Olmeca', price: 21, perBox: 24 },
  { family: 'CERV', name: 'Cerveza Olmeca Ligera botella retornable 325 ml', brand: 'Olmeca', price: 16.5, perBox: 12, returnable: true },
  { family: 'CERV', name: 'Cerveza Tuxtla Ámbar botella 355 ml', brand: 'Tuxtla', price: 26, perBox: 24 },
  { family: 'CERV', name: 'Cerveza Tuxtla Ámbar media retornable 325 ml', brand: 'Tuxtla', price: 18, perBox: 12, returnable: true },
  { family: 'BEB', name: 'Refresco Golfo Cola 600 ml', brand: 'Golfo Cola', price: 18, perBox: 24 },
  { family: 'BEB', name: 'Refresco Golfo Cola lata 355 ml', brand: 'Golfo Cola', price: 16, perBox: 24 },
  { family: 'BEB', name: 'Refresco Golfo Cola 2 L', brand: 'Golfo Cola', price: 38, perBox: 8 },
  { family: 'BEB', name: 'Refresco Golfo Cola retornable 2.5 L', brand: 'Golfo Cola', price: 35, perBox: 8 },
  { family: 'BEB', name: 'Refresco Tropical sabor naranja 600 ml', brand: 'Tropical', price: 16, perBox: 24 },
  { family: 'BEB', name: 'Refresco Tropical sabor limón 2 L', brand: 'Tropical', price: 32, perBox: 8 },
  { family: 'BEB', name: 'Agua purificada Manantial 1 L', brand: 'Manantial del Sureste', price: 11, perBox: 12 },
  { family: 'BEB', name: 'Agua purificada Manantial garrafón 20 L', brand: 'Manantial del Sureste', price: 42, perBox: 1, taxes: [taxes.iva0] },
  { family: 'BEB', name: 'Bebida isotónica Energía Azul 600 ml', brand: 'Energía', price: 20, perBox: 24 },
  { family: 'BEB', name: 'Jugo de naranja Huerta Veracruzana 1 L', brand: 'Huerta Veracruzana', price: 32, perBox: 12 },
  { family: 'BEB', name: 'Hielo en bolsa 5 kg', brand: 'Hielo Polar', price: 25, perBox: 1 },
  { family: 'BOT', name: 'Papas fritas sal de mar 45 g', brand: 'Crujis', price: 17, perBox: 30 },
  { family: 'BOT', name: 'Papas fritas limón y chile 45 g', brand: 'Crujis', price: 17, perBox: 30 },
  { family: 'BOT', name: 'Papas fritas adobadas 170 g', brand: 'Crujis', price: 48, perBox: 12 },
  { family: 'BOT', name: 'Totopos de maíz 200 g', brand: 'Doña Tota', price: 32, perBox: 20 },
  { family: 'BOT', name: 'Cacahuates japoneses 100 g', brand: 'Crujis', price: 18, perBox: 24 },
  { family: 'BOT', name: 'Chicharrón de harina picante 80 g', brand: 'Doña Tota', price: 14, perBox: 24 },
  { family: 'BOT', name: 'Palomitas de maíz mantequilla 90 g', brand: 'Pop Golfo', price: 16, perBox: 24 },
  { family: 'BOT', name: 'Galletas con chispas de chocolate 120 g', brand: 'Horneados Istmo', price: 19, perBox: 24, taxes: [taxes.iva0, taxes.ieps8] },
  { family: 'BOT', name: 'Galletas marías 170 g', brand: 'Horneados Istmo', price: 16, perBox: 24, taxes: [taxes.iva0, taxes.ieps8] },
  { family: 'BOT', name: 'Chocolate con cacahuate 40 g', brand: 'Cacao Tabasco', price: 15, perBox: 30 },
  { family: 'BOT', name: 'Dulce de tamarindo enchilado 24 piezas', brand: 'Dulces Jarochos', price: 45, perBox: 12 },
  { family: 'ABA', name: 'Arroz blanco súper extra 1 kg', brand: 'Valle Dorado', price: 32, perBox: 20 },
  { family: 'ABA', name: 'Arroz blanco a granel', brand: 'Valle Dorado', price: 28, perBox: 25, unit: 'KG', purchable: false },
  { family: 'ABA', name: 'Frijol negro 1 kg', brand: 'Valle Dorado', price: 38, perBox: 20 },
  { family: 'ABA', name: 'Frijol negro a granel', brand: 'Valle Dorado', price: 34, perBox: 25, unit: 'KG', purchable: false },
  { family: 'ABA', name: 'Azúcar estándar 1 kg', brand: 'Ingenio del Golfo', price: 33, perBox: 20 },
  { family: 'ABA', name: 'Aceite vegetal comestible 1 L', brand: 'Cocina Real', price: 45, perBox: 12 },
  { family: 'ABA', name: 'Harina de maíz nixtamalizado 1 kg', brand: 'Maíz de Oro', price: 24, perBox: 10 },
  { family: 'ABA', name: 'Sal de mesa yodatada 1 kg', brand: 'Salinas del Golfo', price: 12, perBox: 24 },
  { family: 'ABA', name: 'Pasta para sopa fideo 200 g', brand: 'La Sopera', price: 9, perBox: 40 },
  { family: 'ABA', name: 'Atún en agua 140 g', brand: 'Mar de Alvarado', price: 22, perBox: 48 },
  { family: 'ABA', name: 'Sardinas en salsa de tomate 425 g', brand: 'Mar de Alvarado', price: 30, perBox: 24 },
  { family: 'ABA', name: 'Café soluble Altura 200 g', brand: 'Altura Veracruz', price: 95, perBox: 12 },
  { family: 'ABA', name: 'Chiles jalapeños en escabeche 220 g', brand: 'Huerta Veracruzana', price: 19, perBox: 24 },
  { family: 'ABA', name: 'Mayonesa con limón 390 g', brand: 'Cocina Real', price: 42, perBox: 12 },
  { family: 'ABA', name: 'Puré de tomate 210 g', brand: 'Huerta Veracruzana', price: 11, perBox: 24 },
  { family: 'ABA', name: 'Consomé de pollo 12 cubos', brand: 'La Sopera', price: 24, perBox: 24 },
  { family: 'ABA', name: 'Avena en hojuelas 400 g', brand: 'Valle Dorado', price: 26, perBox: 20 },
  { family: 'LAC', name: 'Leche entera ultrapasteurizada 1 L', brand: 'Lácteos Olmeca', price: 28, perBox: 12 },
  { family: 'LAC', name: 'Leche deslactosada 1 L', brand: 'Lácteos Olmeca', price: 30, perBox: 12 },
  { family: 'LAC', name: 'Yogur bebible fresa 250 g', brand: 'Lácteos Olmeca', price: 12, perBox: 24 },
  { family: 'LAC', name: 'Queso fresco 400 g', brand: 'Lácteos Olmeca', price: 62, perBox: 10 },
  { family: 'LAC', name: 'Crema ácida 450 ml', brand: 'Lácteos Olmeca', price: 38, perBox: 12 },
  { family: 'LAC', name: 'Mantequilla con sal 90 g', brand: 'Lácteos Olmeca', price: 24, perBox: 24 },
  { family: 'LAC', name: 'Huevo blanco 12 piezas', brand: 'Granja El Palmar', price: 48, perBox: 15 },
  { family: 'LAC', name: 'Huevo blanco a granel', brand: 'Granja El Palmar', price: 42, perBox: 20, unit: 'KG', purchable: false },
  { family: 'PAN', name: 'Pan blanco de caja grande 680 g', brand: 'Panificadora Istmo', price: 52, perBox: 10 },
  { family: 'PAN', name: 'Pan integral de caja 620 g', brand: 'Panificadora Istmo', price: 56, perBox: 10 },
  { family: 'PAN', name: 'Tortillas de harina 10 piezas', brand: 'Panificadora Istmo', price: 28, perBox: 12 },
  { family: 'PAN', name: 'Tostadas de maíz 30 piezas', brand: 'Maíz de Oro', price: 30, perBox: 12 },
  { family: 'PAN', name: 'Pan dulce conchas 4 piezas', brand: 'Panificadora Istmo', price: 34, perBox: 12, taxes: [taxes.iva0, taxes.ieps8] },
  { family: 'PAN', name: 'Pastelillos de chocolate 2 piezas', brand: 'Panificadora Istmo', price: 22, perBox: 24, taxes: [taxes.iva0, taxes.ieps8] },
  { family: 'LIM', name: 'Detergente en polvo 1 kg', brand: 'Blancura', price: 42, perBox: 12 },
  { family: 'LIM', name: 'Jabón de barra para ropa 400 g', brand: 'Blancura', price: 22, perBox: 25 },
  { family: 'LIM', name: 'Cloro blanqueador 1 L', brand: 'Blancura', price: 19, perBox: 15 },
  { family: 'LIM', name: 'Limpiador multiusos lavanda 1 L', brand: 'Frescura', price: 28, perBox: 12 },
  { family: 'LIM', name: 'Lavatrastes líquido 750 ml', brand: 'Frescura', price: 33, perBox: 12 },
  { family: 'LIM', name: 'Suavizante de telas 850 ml', brand: 'Frescura', price: 36, perBox: 12 },
  { family: 'HIG', name: 'Papel higiénico 4 rollos', brand: 'Suavecito', price: 32, perBox: 12 },
  { family: 'HIG', name: 'Jabón de tocador avena 150 g', brand: 'Frescura', price: 18, perBox: 36 },
  { family: 'HIG', name: 'Shampoo familiar 750 ml', brand: 'Frescura', price: 56, perBox: 12 },
  { family: 'HIG', name: 'Pasta dental 100 ml', brand: 'Sonrisa', price: 29, perBox: 24 },
  { family: 'HIG', name: 'Desodorante en aerosol 150 ml', brand: 'Frescura', price: 58, perBox: 12, sellable: false },
  { family: 'HIG', name: 'Toallas femeninas 10 piezas', brand: 'Suavecito', price: 34, perBox: 24, taxes: [taxes.iva0] },
  { family: 'HIG', name: 'Pañal etapa 3 40 piezas', brand: 'Bebé Feliz', price: 219, perBox: 4 },
];

/** The returnable-container articles of the empty-container report (spec 001). */
export const EMPTY_CONTAINER_SKUS = { bottle: 'E0101', crate: 'E0201' } as const;

/** Pieces in one returnable crate (spec 001 section 9). */
export const RETURNABLE_BOX_SIZE = 12;

const emptyContainerArticles = [
  { sku: EMPTY_CONTAINER_SKUS.bottle, name: 'Envase vacío cerveza retornable 325 ml', price: 2.5, perBox: RETURNABLE_BOX_SIZE },
  { sku: EMPTY_CONTAINER_SKUS.crate, name: 'Caja plástica vacía para 12 envases', price: 55, perBox: 1 },
];

/** The pieces of a catalogue article shared by both companies. */
export interface CatalogueArticle {
  sku: string;
  name: string;
  familyKey: string;
  categoryName: string;
  brandName: string;
  saleUnitName: string;
  price: number;
  perBox: number;
  returnable: boolean;
  sellable: boolean;
  purchable: boolean;
  taxes: Tax[];
  barcodes: string[];
  providerFamily: string;
}

function buildCatalogue(random: DemoRandom): CatalogueArticle[] {
  const manufacturerCodes = new Map<string, string>();
  const manufacturerOf = (brand: string): string => {
    let code = manufacturerCodes.get(brand);
    if (!code) {
      code = String(1000 + manufacturerCodes.size * 37 + random.int(0, 30)).padStart(4, '0');
      manufacturerCodes.set(brand, code);
    }
    return code;
  };
  const counters = new Map<string, number>();
  const catalogue: CatalogueArticle[] = articles.map((article) => {
    const family: Family = families[article.family];
    const sequence = (counters.get(article.family) ?? 0) + 1;
    counters.set(article.family, sequence);
    const sku = `${family.skuPrefix}${String(sequence).padStart(3, '0')}`;
    // GS1 Mexico prefix 750, a manufacturer code per brand, then the item.
    const barcodes = [toEan13(`750${manufacturerOf(article.brand)}${sku}`)];
    // Some articles keep the code of a second plant of the same brand (older packaging).
    if (random.chance(0.15)) {
      const secondPlant = String(Number(manufacturerOf(article.brand)) + 1).padStart(4, '0');
      barcodes.push(toEan13(`750${secondPlant}${sku}`));
    }
    return {
      sku,
      name: article.name,
      familyKey: family.familyKey,
      categoryName: family.categoryName,
      brandName: article.brand,
      saleUnitName: article.unit ?? 'PIEZA',
      price: article.price,
      perBox: article.perBox,
      returnable: article.returnable ?? false,
      sellable: article.sellable ?? true,
      purchable: article.purchable ?? true,
      taxes: (article.taxes ?? family.taxes).map((tax) => ({ ...tax })),
      barcodes,
      providerFamily: article.family,
    };
  });
  for (const [index, container] of emptyContainerArticles.entries()) {
    catalogue.push({
      sku: container.sku,
      name: container.name,
      familyKey: 'ENV',
      categoryName: 'Envases',
      brandName: 'Cervecería del Golfo',
      saleUnitName: 'PIEZA',
      price: container.price,
      perBox: container.perBox,
      returnable: true,
      // The store charges and refunds the deposit; containers are never bought on a purchase order.
      sellable: true,
      purchable: false,
      taxes: [{ ...taxes.iva0 }],
      // In-store codes (prefix 200) rather than GS1 manufacturer codes.
      barcodes: [toEan13(`20000000${String(index + 1).padStart(4, '0')}`)],
      providerFamily: 'ENV',
    });
  }
  return catalogue;
}

/** Articles TCO carries: a seeded subset of the catalogue plus both empty containers. */
const TCO_ARTICLE_COUNT = 28;

export interface DemoCatalogue {
  catalogue: CatalogueArticle[];
  products: Product[];
}

export function generateDemoProducts(random: DemoRandom): DemoCatalogue {
  const catalogue = buildCatalogue(random);
  const regular = catalogue.filter((article) => article.familyKey !== 'ENV');
  const tcoSkus = new Set([
    ...random
      .shuffle(regular.filter((article) => article.sellable && article.purchable))
      .slice(0, TCO_ARTICLE_COUNT)
      .map((article) => article.sku),
    EMPTY_CONTAINER_SKUS.bottle,
    EMPTY_CONTAINER_SKUS.crate,
  ]);
  const promoted = new Set(
    random
      .shuffle(regular)
      .slice(0, 6)
      .map((article) => article.sku),
  );
  const products: Product[] = [];
  for (const organizationId of ['01', '02']) {
    for (const article of catalogue) {
      if (organizationId === '02' && !tcoSkus.has(article.sku)) continue;
      // TCO prices run 2 % above BAMA's, rounded to 50 cents like a shelf label.
      const price = organizationId === '01' ? money(article.price) : roundMoney(money(article.price).times('1.02').times(2), 0).dividedBy(2);
      products.push({
        productId: `P${article.sku}`,
        productName: article.name,
        sku: article.sku,
        barcodes: [...article.barcodes],
        brand: { brandName: article.brandName },
        category: { categoryName: article.categoryName },
        saleUnit: { saleUnitName: article.saleUnitName },
        familyKey: article.familyKey,
        // Decimal texts: the models store them as Decimal128 (docs/money.md).
        currentSellPrice: moneyText(roundMoney(price)),
        s3keyImage: null,
        sellable: article.sellable,
        purchable: article.purchable,
        taxes: article.taxes.map((tax) => ({ ...tax })),
        organization: organizationRef(organizationId),
        pricings:
          article.sellable && article.familyKey !== 'ENV'
            ? [
                { customerTypeId: 'CJ', price: moneyText(roundMoney(price.times('0.97'))) },
                { customerTypeId: 'CM', price: moneyText(roundMoney(price.times('0.95'))) },
              ]
            : [],
        discounts: promoted.has(article.sku)
          ? [{ discountName: 'Temporada de calor', percent: 10, startDate: DEMO_EPOCH_SECONDS, endDate: DEMO_EPOCH_SECONDS + 90 * 86_400 }]
          : [],
        quantityPerBox: article.perBox,
        returnable: article.returnable,
      });
    }
  }
  return { catalogue, products };
}

interface ProviderSeed {
  providerId: string;
  providerName: string;
  organizationId: string;
  families: string[];
  rfc: string;
  email: string;
  areaCode: string;
  city: string;
  state: string;
  postalCode: string;
  cronVisits: string;
  giveCredit: boolean;
}

const providerSeeds: ProviderSeed[] = [
  {
    providerId: 'PRV001',
    providerName: 'Cervecería del Golfo, S.A. de C.V.',
    organizationId: '01',
    families: ['CERV'],
    rfc: 'CGO850312KT1',
    email: 'pedidos@cerveceriadelgolfo.example',
    areaCode: '921',
    city: 'Coatzacoalcos',
    state: 'Veracruz',
    postalCode: '96536',
    cronVisits: '0 7 * * 1,4',
    giveCredit: true,
  },
  {
    providerId: 'PRV002',
    providerName: 'Embotelladora del Sureste, S.A. de C.V.',
    organizationId: '01',
    families: ['BEB'],
    rfc: 'ESU920518HB4',
    email: 'ventas@embotelladorasureste.example',
    areaCode: '922',
    city: 'Minatitlán',
    state: 'Veracruz',
    postalCode: '96700',
    cronVisits: '0 8 * * 2,5',
    giveCredit: true,
  },
  {
    providerId: 'PRV003',
    providerName: 'Botanas La Huasteca, S.A. de C.V.',
    organizationId: '01',
    families: ['BOT'],
    rfc: 'BHU010730QW2',
    email: 'pedidos@botanaslahuasteca.example',
    areaCode: '921',
    city: 'Coatzacoalcos',
    state: 'Veracruz',
    postalCode: '96400',
    cronVisits: '0 9 * * 3',
    giveCredit: false,
  },
  {
    providerId: 'PRV004',
    providerName: 'Abarrotes Mayoristas del Istmo, S.A. de C.V.',
    organizationId: '01',
    families: ['ABA', 'LIM', 'HIG'],
    rfc: 'AMI980101RT7',
    email: 'compras@abarrotesistmo.example',
    areaCode: '924',
    city: 'Acayucan',
    state: 'Veracruz',
    postalCode: '96000',
    cronVisits: '0 7 * * 1,3,5',
    giveCredit: true,
  },
  {
    providerId: 'PRV005',
    providerName: 'Lácteos y Panificados Olmeca, S.A. de C.V.',
    organizationId: '01',
    families: ['LAC', 'PAN'],
    rfc: 'LPO071122MN5',
    email: 'pedidos@lacteosolmeca.example',
    areaCode: '922',
    city: 'Cosoleacaque',
    state: 'Veracruz',
    postalCode: '96340',
    cronVisits: '0 6 * * *',
    giveCredit: false,
  },
  {
    providerId: 'PRV006',
    providerName: 'Comercializadora Cervecera de Tabasco, S.A. de C.V.',
    organizationId: '02',
    families: ['CERV'],
    rfc: 'CCT110405AB9',
    email: 'pedidos@cerveceratabasco.example',
    areaCode: '937',
    city: 'Cárdenas',
    state: 'Tabasco',
    postalCode: '86500',
    cronVisits: '0 7 * * 2,5',
    giveCredit: true,
  },
  {
    providerId: 'PRV007',
    providerName: 'Distribuidora Tabasqueña de Consumo, S.A. de C.V.',
    organizationId: '02',
    families: ['BEB', 'BOT', 'ABA', 'LAC', 'PAN', 'LIM', 'HIG'],
    rfc: 'DTC030918PL3',
    email: 'ventas@distribuidoratabasquena.example',
    areaCode: '933',
    city: 'Comalcalco',
    state: 'Tabasco',
    postalCode: '86300',
    cronVisits: '0 8 * * 1,4',
    giveCredit: true,
  },
];

export interface DemoProviders {
  providers: Provider[];
  providerProducts: ProviderProduct[];
}

export function generateDemoProviders(random: DemoRandom, catalogue: DemoCatalogue): DemoProviders {
  const familyOf = new Map(catalogue.catalogue.map((article) => [article.sku, article.providerFamily]));
  const providers: Provider[] = providerSeeds.map((seed) => ({
    providerId: seed.providerId,
    providerName: seed.providerName,
    cronVisits: seed.cronVisits,
    phones: [demoPhone(random, seed.areaCode, 'office'), demoPhone(random, seed.areaCode, 'mobile')],
    address: {
      street: `Carretera Costera del Golfo km ${random.int(1, 40)}`,
      neighborhood: 'Zona Industrial',
      city: seed.city,
      state: seed.state,
      postalCode: seed.postalCode,
      country: 'MX',
    },
    email: seed.email,
    giveCredit: seed.giveCredit,
    taxpayer: { taxpayerName: seed.providerName, identification: seed.rfc },
    organization: organizationRef(seed.organizationId),
    active: true,
  }));
  const providerProducts: ProviderProduct[] = [];
  for (const seed of providerSeeds) {
    for (const product of catalogue.products) {
      if (product.organization.organizationId !== seed.organizationId || !product.purchable) continue;
      if (!seed.families.includes(familyOf.get(product.sku) ?? '')) continue;
      // Cost before taxes: the shelf price less taxes and a 20-32 % margin, kept to 4 decimals.
      const taxFactor = 1 + product.taxes.reduce((sum, tax) => sum + tax.rate, 0) / 100;
      const margin = random.float(0.68, 0.8, 4);
      providerProducts.push({
        providerId: seed.providerId,
        productId: product.productId,
        sku: product.sku,
        organizationId: seed.organizationId,
        purchasePrice: moneyText(roundMoney(fromStored(product.currentSellPrice).dividedBy(taxFactor).times(margin))),
        unitsPerPackage: product.quantityPerBox,
        taxes: product.taxes.map((tax) => ({ ...tax })),
      });
    }
  }
  return { providers, providerProducts };
}

/** Empty-container equivalences with the beverage partner: sap is the partner's material code. */
export function equivalenceEmptyContainer(catalogue: CatalogueArticle[]): { sap: string; sku: string; description: string }[] {
  const returnableBeers = catalogue.filter((article) => article.returnable && article.familyKey === 'CERV');
  return [
    { sap: '3000101', sku: EMPTY_CONTAINER_SKUS.bottle, description: 'AGRUPADOR ENVASE CERVEZA RETORNABLE 325 ML' },
    { sap: '3000201', sku: EMPTY_CONTAINER_SKUS.crate, description: 'AGRUPADOR CAJA PLASTICA 12 ENVASES' },
    ...returnableBeers.map((article, index) => ({
      sap: String(3_000_300 + index),
      sku: article.sku,
      description: `ENVASE ${article.name.toUpperCase()}`,
    })),
  ];
}

/** Parameters: pieces per package, min/max stock per store and product, and cloud settings. */
export function generateDemoParams(random: DemoRandom, catalogue: DemoCatalogue, warehouses: Warehouse[]): Param[] {
  const params: Param[] = [];
  const dated = { startDate: DEMO_EPOCH_SECONDS, endDate: null };
  for (const article of catalogue.catalogue) {
    params.push({ param: 'display', value: String(article.perBox), paramType: 'product', keyFilter: article.sku, ...dated });
  }
  const stores = warehouses.filter((warehouse) => warehouse.warehouseType === warehouseTypes.store);
  for (const store of stores) {
    const assortment = catalogue.products.filter(
      (product) => product.organization.organizationId === store.organization.organizationId && product.sellable && product.purchable,
    );
    for (const product of assortment) {
      const minimum = product.quantityPerBox * random.int(1, 3);
      const maximum = minimum + product.quantityPerBox * random.int(2, 6);
      const keyFilter = productStoreKey(store.warehouseId, product.sku);
      params.push({ param: 'minProduct', value: String(minimum), paramType: 'product', keyFilter, ...dated });
      params.push({ param: 'maxProduct', value: String(maximum), paramType: 'product', keyFilter, ...dated });
    }
  }
  params.push({
    param: 'equivalenceEmptyContainer',
    value: JSON.stringify(equivalenceEmptyContainer(catalogue.catalogue)),
    paramType: 'cloud',
    keyFilter: null,
    ...dated,
  });
  // Organization-card severity by the ratio of vacancies to template positions (headcount).
  params.push({
    param: 'headcountVacantSemaphore',
    value: JSON.stringify({
      error: { min: 0.25, max: 1 },
      warning: { min: 0.1, max: 0.25 },
      success: { min: 0, max: 0.1 },
    }),
    paramType: 'cloud',
    keyFilter: null,
    ...dated,
  });
  return params;
}
