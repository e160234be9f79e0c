import { eq } from 'drizzle-orm';
import { CAMPAIGN_ACTIONS } from '@croupier/contract/constants';
import type { Executor } from '../db/client.ts';
import { skins, type CampaignTextJson } from '../db/schema.ts';
import { insertCampaigns, type NewCampaignRow } from './repository.ts';

const DAY_MS = 86_400_000;
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
    description: 'Podwój swój pierwszy depozyt: 100% do 200 €, obrót 35x, maks. zakład 5 €.',
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
    name: '€10 bonus and 25 free spins',
    description: 'Deposit at least €20 and get a €10 bonus with 25 free spins, wagering 40x.',
  },
  cs: {
    name: 'Bonus 10 € a 25 volných otoček',
    description: 'Vložte alespoň 20 € a získejte bonus 10 € a 25 volných otoček, protočení 40x.',
  },
  de: {
    name: '10 € Bonus und 25 Freispiele',
    description:
      'Zahlen Sie mindestens 20 € ein und erhalten Sie 10 € Bonus und 25 Freispiele, Umsatz 40x.',
  },
  sk: {
    name: 'Bonus 10 € a 25 voľných točení',
    description: 'Vložte aspoň 20 € a získajte bonus 10 € a 25 voľných točení, pretočenie 40x.',
  },
  hu: {
    name: '10 € bónusz és 25 ingyenes pörgetés',
    description:
      'Fizessen be legalább 20 €-t, és kap 10 € bónuszt 25 ingyenes pörgetéssel, 40x forgatás.',
  },
  pl: {
    name: 'Bonus 10 € i 25 darmowych spinów',
    description: 'Wpłać co najmniej 20 € i odbierz bonus 10 € oraz 25 darmowych spinów, obrót 40x.',
  },
  es: {
    name: 'Bono de 10 € y 25 giros gratis',
    description: 'Deposita al menos 20 € y recibe un bono de 10 € y 25 giros gratis, apuesta 40x.',
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
 * The demo skin's campaigns (money in EUR minor units): three running public registration
 * bonuses (one for CZK players in the Czech Republic only), an ended one, and a private code.
 */
export function demoCampaigns(skinId: number, now: Date): NewCampaignRow[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const base = { skinId, description: '', mediaUrl: null, createdAt: now };
  return [
    {
      ...base,
      code: 'WELCOME100',
      name: WELCOME_TEXTS.en.name,
      texts: WELCOME_TEXTS,
      categories: ['casino', 'slots'],
      options: { sms_verified: false },
      action: CAMPAIGN_ACTIONS.registration,
      amountType: 'percent',
      amount: 100,
      maxAmount: 20_000,
      minDep: 1_000,
      maxBet: 500,
      wagering: 35,
      freespins: 0,
      isPublic: true,
      currencyIds: [1, 2, 3, 42, 5],
      countries: [],
      validFrom: days(-30),
      validTo: null,
      rank: 1,
    },
    {
      ...base,
      code: 'VITEJTE50',
      name: CZK_TEXTS.en.name,
      texts: CZK_TEXTS,
      categories: ['casino', 'slots'],
      options: { sms_verified: true },
      action: CAMPAIGN_ACTIONS.registration,
      amountType: 'percent',
      amount: 50,
      maxAmount: 20_000,
      minDep: 2_000,
      maxBet: 500,
      wagering: 30,
      freespins: 50,
      isPublic: true,
      currencyIds: [42],
      countries: ['CZ'],
      validFrom: days(-30),
      validTo: days(365),
      rank: 2,
    },
    {
      ...base,
      code: 'SPINS25',
      name: SPINS_TEXTS.en.name,
      texts: SPINS_TEXTS,
      categories: ['slots'],
      options: { sms_verified: false },
      action: CAMPAIGN_ACTIONS.registration,
      amountType: 'fixed',
      amount: 1_000,
      maxAmount: null,
      minDep: 2_000,
      maxBet: 300,
      wagering: 40,
      freespins: 25,
      isPublic: true,
      currencyIds: [],
      countries: [],
      validFrom: days(-7),
      validTo: days(90),
      rank: 3,
    },
    {
      ...base,
      code: 'SUMMER2026',
      name: SUMMER_TEXTS.en.name,
      texts: SUMMER_TEXTS,
      categories: ['casino'],
      options: { sms_verified: false },
      action: CAMPAIGN_ACTIONS.registration,
      amountType: 'percent',
      amount: 75,
      maxAmount: 15_000,
      minDep: 1_000,
      maxBet: 500,
      wagering: 35,
      freespins: 0,
      isPublic: true,
      currencyIds: [1, 2, 3, 42, 5],
      countries: [],
      validFrom: days(-120),
      validTo: days(-30),
      rank: 4,
    },
    {
      ...base,
      code: 'HIGHROLLER',
      name: HIGH_ROLLER_TEXTS.en.name,
      texts: HIGH_ROLLER_TEXTS,
      categories: ['casino', 'table'],
      options: { sms_verified: true },
      action: CAMPAIGN_ACTIONS.deposit,
      amountType: 'percent',
      amount: 50,
      maxAmount: 100_000,
      minDep: 50_000,
      maxBet: 2_500,
      wagering: 30,
      freespins: 0,
      isPublic: false,
      currencyIds: [1, 2, 3, 5],
      countries: [],
      validFrom: days(-30),
      validTo: null,
      rank: 5,
    },
  ];
}

/** Seeds the demo campaigns of the demo skin (called from the seed, in one transaction). */
export async function seedCampaigns(db: Executor, now: Date) {
  const [skin] = await db.select({ id: skins.id }).from(skins).where(eq(skins.refId, 'croupier'));
  if (!skin) return;
  await insertCampaigns(db, demoCampaigns(skin.id, now));
}
