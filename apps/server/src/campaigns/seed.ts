import { eq, inArray } from 'drizzle-orm';
import { CAMPAIGN_ACTIONS } from '@croupier/contract/constants';
import type { Executor } from '../db/client.ts';
import { cmsPages, games, skins, type CampaignTextJson } from '../db/schema.ts';
import { insertCampaigns, type NewCampaignRow } from './repository.ts';

const DAY_MS = 86_400_000;
/** The studio slots free spins are played in (two of the house's own slots). */
export const FREESPIN_GAMES = ['orchard-of-fortune', 'jade-dragon-ascent'] as const;
type Texts = Record<'en' | 'cs' | 'de' | 'sk' | 'hu' | 'pl' | 'es', CampaignTextJson>;

const WELCOME_TEXTS: Texts = {
  en: {
    name: '100% welcome bonus',
    description: 'Double your first deposit: 100% up to €200, wagering 35x, max bet €5.',
  },
  cs: {
    name: 'Uvítací bonus 100 %',
    description: 'Zdvojnásobte svůj první vklad: 100 % až do 200 €, protočení 35x, max. sázka 5 €.',
  },
  de: {
    name: '100 % Willkommensbonus',
    description:
      'Verdoppeln Sie Ihre erste Einzahlung: 100 % bis 200 €, Umsatz 35x, max. Einsatz 5 €.',
  },
  sk: {
    name: 'Uvítací bonus 100 %',
    description:
      'Zdvojnásobte svoj prvý vklad: 100 % až do 200 €, pretočenie 35x, max. stávka 5 €.',
  },
  hu: {
    name: '100%-os üdvözlő bónusz',
    description:
      'Duplázza meg első befizetését: 100% egészen 200 €-ig, 35x forgatás, max. tét 5 €.',
  },
  pl: {
    name: 'Bonus powitalny 100%',
    description: 'Pierwszy depozyt podwojony: 100% do 200 €, obrót 35x, maks. zakład 5 €.',
  },
  es: {
    name: 'Bono de bienvenida del 100 %',
    description: 'Duplica tu primer depósito: 100 % hasta 200 €, apuesta 35x, apuesta máx. 5 €.',
  },
};

const CZK_TEXTS: Texts = {
  en: {
    name: 'Czech welcome: 50% and 50 free spins',
    description: '50% up to 5,000 Kč on your first deposit plus 50 free spins, for players in CZK.',
  },
  cs: {
    name: 'Vítejte v Česku: 50 % a 50 volných otoček',
    description:
      '50 % až do 5 000 Kč k prvnímu vkladu a k tomu 50 volných otoček, pro hráče v CZK.',
  },
  de: {
    name: 'Tschechien-Willkommen: 50 % und 50 Freispiele',
    description:
      '50 % bis 5.000 Kč auf Ihre erste Einzahlung und 50 Freispiele, für Spieler in CZK.',
  },
  sk: {
    name: 'České privítanie: 50 % a 50 voľných točení',
    description:
      '50 % až do 5 000 Kč k prvému vkladu a k tomu 50 voľných točení, pre hráčov v CZK.',
  },
  hu: {
    name: 'Cseh üdvözlés: 50% és 50 ingyenes pörgetés',
    description:
      '50% egészen 5 000 Kč-ig az első befizetésre és 50 ingyenes pörgetés, CZK-s játékosoknak.',
  },
  pl: {
    name: 'Czeskie powitanie: 50% i 50 darmowych spinów',
    description: '50% do 5 000 Kč od pierwszego depozytu i 50 darmowych spinów, dla graczy w CZK.',
  },
  es: {
    name: 'Bienvenida checa: 50 % y 50 giros gratis',
    description:
      '50 % hasta 5.000 Kč en tu primer depósito y 50 giros gratis, para jugadores en CZK.',
  },
};

const SPINS_TEXTS: Texts = {
  en: {
    name: '25 free spins',
    description:
      '25 free spins at €0.20 on Orchard of Fortune or Jade Dragon Ascent, no deposit needed. Winnings are bonus money: wager them 30x within 7 days (max bet €5) and up to €100 becomes cash.',
  },
  cs: {
    name: '25 volných otoček',
    description:
      '25 volných otoček po 0,20 € ve hrách Orchard of Fortune nebo Jade Dragon Ascent, bez vkladu. Výhry jsou bonusové peníze: protočte je 30x do 7 dnů (max. sázka 5 €) a až 100 € se změní na hotovost.',
  },
  de: {
    name: '25 Freispiele',
    description:
      '25 Freispiele zu 0,20 € in Orchard of Fortune oder Jade Dragon Ascent, ohne Einzahlung. Gewinne sind Bonusgeld: Setzen Sie sie innerhalb von 7 Tagen 30x um (max. Einsatz 5 €), dann werden bis zu 100 € zu Echtgeld.',
  },
  sk: {
    name: '25 voľných točení',
    description:
      '25 voľných točení po 0,20 € v hrách Orchard of Fortune alebo Jade Dragon Ascent, bez vkladu. Výhry sú bonusové peniaze: pretočte ich 30x do 7 dní (max. stávka 5 €) a až 100 € sa zmení na hotovosť.',
  },
  hu: {
    name: '25 ingyenes pörgetés',
    description:
      '25 ingyenes pörgetés 0,20 €-val az Orchard of Fortune vagy a Jade Dragon Ascent játékban, befizetés nélkül. A nyeremény bónuszpénz: forgassa meg 30x 7 napon belül (max. tét 5 €), és legfeljebb 100 € készpénzzé válik.',
  },
  pl: {
    name: '25 darmowych spinów',
    description:
      '25 darmowych spinów po 0,20 € w grach Orchard of Fortune lub Jade Dragon Ascent, bez depozytu. Wygrane to środki bonusowe: po obrocie 30x w ciągu 7 dni (maks. zakład 5 €) do 100 € staje się gotówką.',
  },
  es: {
    name: '25 giros gratis',
    description:
      '25 giros gratis de 0,20 € en Orchard of Fortune o Jade Dragon Ascent, sin depósito. Las ganancias son dinero de bono: apuéstalas 30x en 7 días (apuesta máx. 5 €) y hasta 100 € pasan a ser dinero real.',
  },
};

const STARTER_TEXTS: Texts = {
  en: {
    name: 'Starter bonus: 100% up to €5',
    description:
      'Your first deposit of at least €10 is matched 100% up to €5. Wager the bonus once (1x) within 30 days, max bet €2, and it becomes cash.',
  },
  cs: {
    name: 'Startovní bonus: 100 % až 5 €',
    description:
      'K prvnímu vkladu alespoň 10 € dostanete 100 % až do 5 €. Protočte bonus jednou (1x) do 30 dnů, max. sázka 2 €, a změní se na hotovost.',
  },
  de: {
    name: 'Startbonus: 100 % bis 5 €',
    description:
      'Ihre erste Einzahlung ab 10 € wird zu 100 % bis 5 € aufgestockt. Setzen Sie den Bonus innerhalb von 30 Tagen einmal (1x) um, max. Einsatz 2 €, dann wird er zu Echtgeld.',
  },
  sk: {
    name: 'Štartovací bonus: 100 % až 5 €',
    description:
      'K prvému vkladu aspoň 10 € dostanete 100 % až do 5 €. Pretočte bonus raz (1x) do 30 dní, max. stávka 2 €, a zmení sa na hotovosť.',
  },
  hu: {
    name: 'Kezdő bónusz: 100% 5 €-ig',
    description:
      'Legalább 10 €-s első befizetését 100%-kal kiegészítjük, legfeljebb 5 €-ig. Forgassa meg a bónuszt egyszer (1x) 30 napon belül, max. tét 2 €, és készpénzzé válik.',
  },
  pl: {
    name: 'Bonus na start: 100% do 5 €',
    description:
      'Do pierwszego depozytu co najmniej 10 € dodajemy 100% do 5 €. Po jednokrotnym obrocie (1x) w ciągu 30 dni, przy maks. zakładzie 2 €, bonus staje się gotówką.',
  },
  es: {
    name: 'Bono de inicio: 100 % hasta 5 €',
    description:
      'Tu primer depósito de al menos 10 € recibe un 100 % hasta 5 €. Apuesta el bono una vez (1x) en 30 días, apuesta máx. 2 €, y pasa a ser dinero real.',
  },
};

const RELOAD_TEXTS: Texts = {
  en: {
    name: 'Weekend reload: 50% up to €100',
    description:
      '50% up to €100 on one deposit of at least €20, once per player. Wagering 30x within 7 days, max bet €5.',
  },
  cs: {
    name: 'Víkendový reload: 50 % až 100 €',
    description:
      '50 % až do 100 € k jednomu vkladu alespoň 20 €, jednou na hráče. Protočení 30x do 7 dnů, max. sázka 5 €.',
  },
  de: {
    name: 'Wochenend-Reload: 50 % bis 100 €',
    description:
      '50 % bis 100 € auf eine Einzahlung ab 20 €, einmal pro Spieler. Umsatz 30x innerhalb von 7 Tagen, max. Einsatz 5 €.',
  },
  sk: {
    name: 'Víkendový reload: 50 % až 100 €',
    description:
      '50 % až do 100 € k jednému vkladu aspoň 20 €, raz na hráča. Pretočenie 30x do 7 dní, max. stávka 5 €.',
  },
  hu: {
    name: 'Hétvégi reload: 50% 100 €-ig',
    description:
      '50% legfeljebb 100 €-ig egy legalább 20 €-s befizetésre, játékosonként egyszer. 30x forgatás 7 napon belül, max. tét 5 €.',
  },
  pl: {
    name: 'Weekendowy reload: 50% do 100 €',
    description:
      '50% do 100 € do jednego depozytu co najmniej 20 €, raz na gracza. Obrót 30x w ciągu 7 dni, maks. zakład 5 €.',
  },
  es: {
    name: 'Recarga de fin de semana: 50 % hasta 100 €',
    description:
      '50 % hasta 100 € en un depósito de al menos 20 €, una vez por jugador. Apuesta 30x en 7 días, apuesta máx. 5 €.',
  },
};

const CASHBACK_TEXTS: Texts = {
  en: {
    name: 'Weekly cashback 10%',
    description:
      '10% of your net real-money losses of the week back, up to €500, as cash with no wagering.',
  },
  cs: {
    name: 'Týdenní cashback 10 %',
    description:
      '10 % z vašich čistých prohraných skutečných peněz za týden zpět, až 500 €, jako hotovost bez protočení.',
  },
  de: {
    name: 'Wöchentliches Cashback 10 %',
    description:
      '10 % Ihrer Netto-Echtgeldverluste der Woche zurück, bis 500 €, als Echtgeld ohne Umsatzbedingung.',
  },
  sk: {
    name: 'Týždenný cashback 10 %',
    description:
      '10 % z vašich čistých prehratých skutočných peňazí za týždeň späť, až 500 €, ako hotovosť bez pretočenia.',
  },
  hu: {
    name: 'Heti 10% cashback',
    description:
      'A heti nettó valódi pénzes veszteség 10%-a vissza, legfeljebb 500 €, készpénzként, forgatási feltétel nélkül.',
  },
  pl: {
    name: 'Tygodniowy cashback 10%',
    description:
      'Zwrot 10% tygodniowych strat netto z prawdziwych pieniędzy, do 500 €, jako gotówka bez obrotu.',
  },
  es: {
    name: 'Cashback semanal del 10 %',
    description:
      'Te devolvemos el 10 % de tus pérdidas netas de dinero real de la semana, hasta 500 €, en efectivo y sin requisito de apuesta.',
  },
};

const FREE_TEXTS: Texts = {
  en: {
    name: '€5 bonus without deposit',
    description:
      'A €5 bonus with no deposit needed. Wager it 40x within 7 days (max bet €2); up to €50 becomes cash.',
  },
  cs: {
    name: 'Bonus 5 € bez vkladu',
    description:
      'Bonus 5 € bez nutnosti vkladu. Protočte ho 40x do 7 dnů (max. sázka 2 €); až 50 € se změní na hotovost.',
  },
  de: {
    name: '5 € Bonus ohne Einzahlung',
    description:
      '5 € Bonus ohne Einzahlung. Setzen Sie ihn innerhalb von 7 Tagen 40x um (max. Einsatz 2 €); bis zu 50 € werden zu Echtgeld.',
  },
  sk: {
    name: 'Bonus 5 € bez vkladu',
    description:
      'Bonus 5 € bez nutnosti vkladu. Pretočte ho 40x do 7 dní (max. stávka 2 €); až 50 € sa zmení na hotovosť.',
  },
  hu: {
    name: '5 € bónusz befizetés nélkül',
    description:
      '5 € bónusz befizetés nélkül. Forgassa meg 40x 7 napon belül (max. tét 2 €); legfeljebb 50 € válik készpénzzé.',
  },
  pl: {
    name: 'Bonus 5 € bez depozytu',
    description:
      'Bonus 5 € bez depozytu. Po obrocie 40x w ciągu 7 dni (maks. zakład 2 €) do 50 € staje się gotówką.',
  },
  es: {
    name: 'Bono de 5 € sin depósito',
    description:
      'Un bono de 5 € sin necesidad de depósito. Apuéstalo 40x en 7 días (apuesta máx. 2 €); hasta 50 € pasan a ser dinero real.',
  },
};

const SUMMER_TEXTS: Texts = {
  en: { name: 'Summer 2026 bonus', description: 'Our summer offer: 75% up to €150. It has ended.' },
  cs: {
    name: 'Letní bonus 2026',
    description: 'Naše letní nabídka: 75 % až do 150 €. Již skončila.',
  },
  de: {
    name: 'Sommerbonus 2026',
    description: 'Unser Sommerangebot: 75 % bis 150 €. Es ist beendet.',
  },
  sk: {
    name: 'Letný bonus 2026',
    description: 'Naša letná ponuka: 75 % až do 150 €. Už skončila.',
  },
  hu: {
    name: '2026-os nyári bónusz',
    description: 'Nyári ajánlatunk: 75% egészen 150 €-ig. Már véget ért.',
  },
  pl: {
    name: 'Letni bonus 2026',
    description: 'Nasza letnia oferta: 75% do 150 €. Już się zakończyła.',
  },
  es: {
    name: 'Bono de verano 2026',
    description: 'Nuestra oferta de verano: 75 % hasta 150 €. Ya ha terminado.',
  },
};

const HIGH_ROLLER_TEXTS: Texts = {
  en: { name: 'High roller bonus', description: '50% up to €1,000 on a deposit of at least €500.' },
  cs: {
    name: 'Bonus pro high rollery',
    description: '50 % až do 1 000 € při vkladu alespoň 500 €.',
  },
  de: { name: 'High-Roller-Bonus', description: '50 % bis 1.000 € bei einer Einzahlung ab 500 €.' },
  sk: {
    name: 'Bonus pre high rollerov',
    description: '50 % až do 1 000 € pri vklade aspoň 500 €.',
  },
  hu: {
    name: 'High roller bónusz',
    description: '50% egészen 1 000 €-ig legalább 500 €-s befizetésnél.',
  },
  pl: {
    name: 'Bonus dla high rollerów',
    description: '50% do 1 000 € przy depozycie co najmniej 500 €.',
  },
  es: {
    name: 'Bono high roller',
    description: '50 % hasta 1.000 € con un depósito de al menos 500 €.',
  },
};

/**
 * The demo skin's campaigns (money in EUR minor units): running public registration bonuses
 * (WELCOME100, VITEJTE50 for CZK players in the Czech Republic only, the SPINS25 free spins, the
 * STARTER5 walkthrough bonus with a small target), an ended one, the private HIGHROLLER code, the
 * weekend reload deposit bonus, the weekly cashback and a no-deposit code. Campaigns a promotion
 * page offers carry its id (the page's claim button).
 */
export interface DemoCampaignRefs {
  /** Game ids by slug (free spins are played in named studio slots). */
  games: Map<string, number>;
  /** Promotion page ids by name (a campaign's promotion_page_id). */
  pages: Map<string, number>;
}

/** What most demo rows share (a row may still say otherwise). */
type SharedTerm =
  | 'options'
  | 'action'
  | 'kind'
  | 'amountType'
  | 'minDep'
  | 'freespins'
  | 'isPublic'
  | 'currencyIds'
  | 'countries';
/** A demo row's own terms; what every row shares is filled in by demoCampaigns' builder. */
type CampaignTerms = Omit<
  NewCampaignRow,
  'skinId' | 'code' | 'name' | 'texts' | 'description' | 'mediaUrl' | 'createdAt' | SharedTerm
> &
  Partial<Pick<NewCampaignRow, SharedTerm>>;

export function demoCampaigns(
  skinId: number,
  now: Date,
  refs: DemoCampaignRefs = { games: new Map(), pages: new Map() },
): NewCampaignRow[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  // Every row is a public deposit percentage bonus offered at registration unless it says otherwise.
  const campaign = (code: string, texts: Texts, terms: CampaignTerms): NewCampaignRow => ({
    skinId,
    code,
    name: texts.en.name,
    description: '',
    mediaUrl: null,
    texts,
    options: { sms_verified: false },
    action: CAMPAIGN_ACTIONS.registration,
    kind: 'deposit',
    amountType: 'percent',
    minDep: 0,
    freespins: 0,
    isPublic: true,
    currencyIds: [],
    countries: [],
    createdAt: now,
    ...terms,
  });
  const page = (name: string) => refs.pages.get(name) ?? null;
  const spinGames = FREESPIN_GAMES.flatMap((slug) => {
    const id = refs.games.get(slug);
    return id === undefined ? [] : [id];
  });
  return [
    campaign('WELCOME100', WELCOME_TEXTS, {
      categories: ['casino', 'slots'],
      amount: 100,
      maxAmount: 20_000,
      minDep: 2_000,
      maxBet: 500,
      wagering: 35,
      validityDays: 30,
      currencyIds: [1, 2, 3, 42, 5],
      validFrom: days(-30),
      validTo: null,
      promotionPageId: page('welcome-bonus'),
      rank: 1,
    }),
    campaign('VITEJTE50', CZK_TEXTS, {
      categories: ['casino', 'slots'],
      options: { sms_verified: true },
      amount: 50,
      maxAmount: 20_000,
      minDep: 2_000,
      maxBet: 500,
      wagering: 30,
      // The 50 free spins are played at €0.10 in the two studio slots; their wins join the bonus.
      freespins: 50,
      freespinStake: 10,
      freespinGameIds: spinGames,
      currencyIds: [42],
      countries: ['CZ'],
      validFrom: days(-30),
      validTo: days(365),
      rank: 2,
    }),
    campaign('SPINS25', SPINS_TEXTS, {
      categories: ['slots'],
      kind: 'free_spins',
      amountType: 'fixed',
      amount: 0,
      maxAmount: null,
      maxBet: 500,
      maxCashout: 10_000,
      wagering: 30,
      freespins: 25,
      freespinStake: 20,
      freespinGameIds: spinGames,
      validityDays: 7,
      validFrom: days(-7),
      validTo: days(90),
      promotionPageId: page('free-spins-friday'),
      rank: 3,
    }),
    campaign('SUMMER2026', SUMMER_TEXTS, {
      categories: ['casino'],
      amount: 75,
      maxAmount: 15_000,
      minDep: 1_000,
      maxBet: 500,
      wagering: 35,
      currencyIds: [1, 2, 3, 42, 5],
      validFrom: days(-120),
      validTo: days(-30),
      rank: 4,
    }),
    campaign('HIGHROLLER', HIGH_ROLLER_TEXTS, {
      categories: ['casino', 'table'],
      options: { sms_verified: true },
      action: CAMPAIGN_ACTIONS.deposit,
      amount: 50,
      maxAmount: 100_000,
      minDep: 50_000,
      maxBet: 2_500,
      wagering: 30,
      isPublic: false,
      currencyIds: [1, 2, 3, 5],
      validFrom: days(-30),
      validTo: null,
      rank: 5,
    }),
    campaign('STARTER5', STARTER_TEXTS, {
      categories: ['casino', 'slots'],
      amount: 100,
      maxAmount: 500,
      minDep: 1_000,
      maxBet: 200,
      wagering: 1,
      validityDays: 30,
      validFrom: days(-30),
      validTo: null,
      rank: 6,
    }),
    campaign('RELOAD50', RELOAD_TEXTS, {
      categories: ['casino', 'slots'],
      action: CAMPAIGN_ACTIONS.deposit,
      amount: 50,
      maxAmount: 10_000,
      minDep: 2_000,
      maxBet: 500,
      wagering: 30,
      validityDays: 7,
      validFrom: days(-14),
      validTo: days(90),
      promotionPageId: page('weekend-reload'),
      rank: 7,
    }),
    campaign('CASHBACK10', CASHBACK_TEXTS, {
      categories: ['casino'],
      action: CAMPAIGN_ACTIONS.manual,
      kind: 'cashback',
      amount: 10,
      maxAmount: 50_000,
      // No wagering: the cashback converts to cash as soon as it is granted.
      wagering: 0,
      maxBet: null,
      validityDays: 7,
      isPublic: false,
      validFrom: days(-21),
      validTo: days(120),
      promotionPageId: page('cashback'),
      rank: 8,
    }),
    campaign('FREE5', FREE_TEXTS, {
      categories: ['casino', 'slots'],
      options: { sms_verified: true },
      action: CAMPAIGN_ACTIONS.manual,
      kind: 'no_deposit',
      amountType: 'fixed',
      amount: 500,
      maxAmount: null,
      maxBet: 200,
      maxCashout: 5_000,
      wagering: 40,
      validityDays: 7,
      isPublic: false,
      validFrom: days(-7),
      validTo: days(180),
      rank: 9,
    }),
  ];
}

/** Seeds the demo campaigns of the demo skin (called from the seed, in one transaction). */
export async function seedCampaigns(db: Executor, now: Date) {
  const [skin] = await db.select({ id: skins.id }).from(skins).where(eq(skins.refId, 'croupier'));
  if (!skin) return;
  const gameRows = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(inArray(games.slug, [...FREESPIN_GAMES]));
  const pageRows = await db
    .select({ id: cmsPages.id, name: cmsPages.name })
    .from(cmsPages)
    .where(eq(cmsPages.type, 'promotion'));
  await insertCampaigns(
    db,
    demoCampaigns(skin.id, now, {
      games: new Map(gameRows.map((g) => [g.slug, g.id])),
      pages: new Map(pageRows.map((p) => [p.name, p.id])),
    }),
  );
}
