/**
 * The source-of-wealth questionnaire (SOWQ) of the demo skin, in the seven languages of the site
 * (the same forms of address as its texts: formal in cs, de, sk, hu; impersonal in pl; informal in es). The
 * questions are those an MGA/FIAU compliance officer expects of a customer due diligence form;
 * each option's `aml_points` feed the AML score (compliance/aml.ts). Seeded once per skin: an
 * existing database gets it at the next start, and an operator's later edits stay.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SurveyQuestionType } from '@croupier/contract/surveys';
import type { Db, Executor } from '../db/client.ts';
import { skins } from '../db/schema.ts';
import { surveyContentOptions, surveyContents, surveys, type Texts } from '../surveys/schema.ts';

/** Texts in en, cs, de, sk, hu, pl, es order. */
const T = (
  en: string,
  cs: string,
  de: string,
  sk: string,
  hu: string,
  pl: string,
  es: string,
): Texts => ({ en, cs, de, sk, hu, pl, es });

interface OptionSeed {
  value: string;
  name: Texts;
  points?: number;
  isDefault?: boolean;
}

interface QuestionSeed {
  key: string;
  type: SurveyQuestionType;
  required: boolean;
  question: Texts;
  options?: OptionSeed[];
}

const o = (value: string, name: Texts, points = 0, isDefault = false): OptionSeed => ({
  value,
  name,
  points,
  isDefault,
});

export const SOWQ_NAME = T(
  'Source of wealth questionnaire',
  'Dotazník o původu prostředků',
  'Fragebogen zur Herkunft der Mittel',
  'Dotazník o pôvode prostriedkov',
  'Kérdőív a vagyon eredetéről',
  'Ankieta dotycząca źródła majątku',
  'Cuestionario sobre el origen de los fondos',
);

export const SOWQ_DESCRIPTION = T(
  'As a licensed operator we have to understand where the money you play with comes from (anti-money laundering rules of the Malta Gaming Authority and the FIAU). Your answers are confidential and are used only for this check.',
  'Jako licencovaný provozovatel musíme vědět, odkud pocházejí prostředky, se kterými hrajete (pravidla proti praní špinavých peněz Malta Gaming Authority a FIAU). Vaše odpovědi jsou důvěrné a použijeme je pouze pro tuto kontrolu.',
  'Als lizenzierter Anbieter müssen wir wissen, woher das Geld stammt, mit dem Sie spielen (Geldwäschevorschriften der Malta Gaming Authority und der FIAU). Ihre Antworten sind vertraulich und werden nur für diese Prüfung verwendet.',
  'Ako licencovaný prevádzkovateľ musíme vedieť, odkiaľ pochádzajú prostriedky, s ktorými hráte (pravidlá proti praniu špinavých peňazí Malta Gaming Authority a FIAU). Vaše odpovede sú dôverné a použijeme ich iba na túto kontrolu.',
  'Engedéllyel rendelkező szolgáltatóként tudnunk kell, honnan származik az a pénz, amellyel játszik (a Malta Gaming Authority és a FIAU pénzmosás elleni szabályai). Válaszait bizalmasan kezeljük, és kizárólag erre az ellenőrzésre használjuk.',
  'Jako licencjonowany operator musimy wiedzieć, skąd pochodzą pieniądze przeznaczane na grę (przepisy Malta Gaming Authority i FIAU dotyczące przeciwdziałania praniu pieniędzy). Odpowiedzi są poufne i wykorzystamy je wyłącznie do tej weryfikacji.',
  'Como operador con licencia debemos saber de dónde procede el dinero con el que juegas (normas contra el blanqueo de capitales de la Malta Gaming Authority y la FIAU). Tus respuestas son confidenciales y solo se usan para esta comprobación.',
);

export const SOWQ_QUESTIONS: readonly QuestionSeed[] = [
  {
    key: 'occupation',
    type: 'select',
    required: true,
    question: T(
      'Occupation',
      'Zaměstnání',
      'Beruf',
      'Zamestnanie',
      'Foglalkozás',
      'Zawód',
      'Ocupación',
    ),
    options: [
      o(
        'employed',
        T(
          'Employed',
          'Zaměstnanec',
          'Angestellt',
          'Zamestnanec',
          'Alkalmazott',
          'Zatrudniony/a',
          'Por cuenta ajena',
        ),
        0,
        true,
      ),
      o(
        'self_employed',
        T(
          'Self-employed',
          'OSVČ',
          'Selbstständig',
          'SZČO',
          'Egyéni vállalkozó',
          'Samozatrudniony/a',
          'Autónomo/a',
        ),
      ),
      o(
        'business_owner',
        T(
          'Business owner or director',
          'Majitel nebo jednatel společnosti',
          'Unternehmer/in oder Geschäftsführer/in',
          'Majiteľ alebo konateľ spoločnosti',
          'Cégtulajdonos vagy ügyvezető',
          'Właściciel/ka lub członek zarządu firmy',
          'Empresario/a o administrador/a',
        ),
      ),
      o(
        'civil_servant',
        T(
          'Civil servant',
          'Státní zaměstnanec',
          'Beamter/Beamtin',
          'Štátny zamestnanec',
          'Köztisztviselő',
          'Urzędnik/czka państwowy/a',
          'Funcionario/a',
        ),
      ),
      o(
        'retired',
        T(
          'Retired',
          'Důchodce',
          'Im Ruhestand',
          'Dôchodca',
          'Nyugdíjas',
          'Emeryt/ka',
          'Jubilado/a',
        ),
      ),
      o(
        'student',
        T(
          'Student',
          'Student',
          'Student/in',
          'Študent',
          'Diák, egyetemi hallgató',
          'Student/ka',
          'Estudiante',
        ),
        5,
      ),
      o(
        'unemployed',
        T(
          'Unemployed',
          'Nezaměstnaný',
          'Arbeitslos',
          'Nezamestnaný',
          'Munkanélküli',
          'Bezrobotny/a',
          'Desempleado/a',
        ),
        10,
      ),
      o('other', T('Other', 'Jiné', 'Sonstiges', 'Iné', 'Egyéb', 'Inne', 'Otra'), 5),
    ],
  },
  {
    key: 'employer',
    type: 'text',
    required: false,
    question: T(
      'Employer or business name',
      'Zaměstnavatel nebo název firmy',
      'Arbeitgeber oder Name des Unternehmens',
      'Zamestnávateľ alebo názov firmy',
      'Munkáltató vagy vállalkozás neve',
      'Pracodawca lub nazwa firmy',
      'Empleador o nombre de la empresa',
    ),
  },
  {
    key: 'industry',
    type: 'select',
    required: true,
    question: T('Industry', 'Obor činnosti', 'Branche', 'Odvetvie', 'Iparág', 'Branża', 'Sector'),
    options: [
      o(
        'finance',
        T(
          'Banking and finance',
          'Bankovnictví a finance',
          'Banken und Finanzen',
          'Bankovníctvo a financie',
          'Bank- és pénzügy',
          'Bankowość i finanse',
          'Banca y finanzas',
        ),
      ),
      o(
        'it_telecom',
        T(
          'IT and telecommunications',
          'IT a telekomunikace',
          'IT und Telekommunikation',
          'IT a telekomunikácie',
          'Informatika és távközlés',
          'IT i telekomunikacja',
          'Informática y telecomunicaciones',
        ),
      ),
      o(
        'healthcare',
        T(
          'Healthcare',
          'Zdravotnictví',
          'Gesundheitswesen',
          'Zdravotníctvo',
          'Egészségügy',
          'Opieka zdrowotna',
          'Sanidad',
        ),
      ),
      o(
        'education',
        T('Education', 'Školství', 'Bildung', 'Školstvo', 'Oktatás', 'Edukacja', 'Educación'),
      ),
      o(
        'public_sector',
        T(
          'Public sector',
          'Veřejná správa',
          'Öffentlicher Dienst',
          'Verejná správa',
          'Közszféra',
          'Sektor publiczny',
          'Sector público',
        ),
      ),
      o(
        'manufacturing',
        T(
          'Manufacturing and construction',
          'Výroba a stavebnictví',
          'Industrie und Bau',
          'Výroba a stavebníctvo',
          'Gyártás és építőipar',
          'Produkcja i budownictwo',
          'Industria y construcción',
        ),
      ),
      o(
        'retail_hospitality',
        T(
          'Retail and hospitality',
          'Obchod a pohostinství',
          'Handel und Gastgewerbe',
          'Obchod a pohostinstvo',
          'Kereskedelem és vendéglátás',
          'Handel i gastronomia',
          'Comercio y hostelería',
        ),
      ),
      o(
        'legal_accounting',
        T(
          'Legal services and accounting',
          'Právní služby a účetnictví',
          'Rechtsberatung und Buchhaltung',
          'Právne služby a účtovníctvo',
          'Jogi szolgáltatás és könyvelés',
          'Usługi prawne i księgowość',
          'Servicios jurídicos y contabilidad',
        ),
      ),
      o(
        'real_estate',
        T(
          'Real estate',
          'Nemovitosti',
          'Immobilien',
          'Nehnuteľnosti',
          'Ingatlan',
          'Nieruchomości',
          'Inmobiliario',
        ),
        5,
      ),
      o(
        'gambling',
        T(
          'Gambling and gaming',
          'Hazardní hry',
          'Glücksspiel',
          'Hazardné hry',
          'Szerencsejáték',
          'Hazard i gry',
          'Juegos de azar',
        ),
        5,
      ),
      o(
        'crypto',
        T(
          'Crypto-assets',
          'Kryptoaktiva',
          'Krypto-Assets',
          'Kryptoaktíva',
          'Kriptoeszközök',
          'Kryptoaktywa',
          'Criptoactivos',
        ),
        10,
      ),
      o(
        'cash_intensive',
        T(
          'Cash-intensive business (currency exchange, car dealing, nightlife)',
          'Podnikání s hotovostí (směnárna, prodej aut, noční podniky)',
          'Bargeldintensives Gewerbe (Wechselstube, Autohandel, Nachtleben)',
          'Podnikanie s hotovosťou (zmenáreň, predaj áut, nočné podniky)',
          'Készpénzigényes tevékenység (pénzváltó, autókereskedés, éjszakai szórakozás)',
          'Działalność gotówkowa (kantor, handel autami, branża nocna)',
          'Negocio con mucho efectivo (cambio de divisas, venta de coches, ocio nocturno)',
        ),
        10,
      ),
      o(
        'none',
        T(
          'Not working',
          'Nepracuji',
          'Nicht berufstätig',
          'Nepracujem',
          'Nem dolgozom',
          'Nie pracuję',
          'No trabajo',
        ),
      ),
      o('other', T('Other', 'Jiný', 'Sonstige', 'Iné', 'Egyéb', 'Inna', 'Otro')),
    ],
  },
  {
    key: 'income_band',
    type: 'radio',
    required: true,
    question: T(
      'Annual net income (EUR)',
      'Roční čistý příjem (EUR)',
      'Jährliches Nettoeinkommen (EUR)',
      'Ročný čistý príjem (EUR)',
      'Éves nettó jövedelem (EUR)',
      'Roczny dochód netto (EUR)',
      'Ingresos netos anuales (EUR)',
    ),
    options: [
      o(
        'under_15k',
        T(
          'Under 15,000',
          'Do 15 000',
          'Unter 15.000',
          'Do 15 000',
          '15 000 alatt',
          'Poniżej 15 000',
          'Menos de 15.000',
        ),
        5,
      ),
      o(
        '15k_30k',
        T(
          '15,000 to 30,000',
          '15 000 až 30 000',
          '15.000 bis 30.000',
          '15 000 až 30 000',
          '15 000 – 30 000',
          '15 000–30 000',
          'De 15.000 a 30.000',
        ),
      ),
      o(
        '30k_60k',
        T(
          '30,000 to 60,000',
          '30 000 až 60 000',
          '30.000 bis 60.000',
          '30 000 až 60 000',
          '30 000 – 60 000',
          '30 000–60 000',
          'De 30.000 a 60.000',
        ),
      ),
      o(
        '60k_100k',
        T(
          '60,000 to 100,000',
          '60 000 až 100 000',
          '60.000 bis 100.000',
          '60 000 až 100 000',
          '60 000 – 100 000',
          '60 000–100 000',
          'De 60.000 a 100.000',
        ),
      ),
      o(
        '100k_250k',
        T(
          '100,000 to 250,000',
          '100 000 až 250 000',
          '100.000 bis 250.000',
          '100 000 až 250 000',
          '100 000 – 250 000',
          '100 000–250 000',
          'De 100.000 a 250.000',
        ),
      ),
      o(
        'over_250k',
        T(
          'Over 250,000',
          'Více než 250 000',
          'Über 250.000',
          'Viac ako 250 000',
          '250 000 felett',
          'Powyżej 250 000',
          'Más de 250.000',
        ),
      ),
    ],
  },
  {
    key: 'source_of_funds',
    type: 'checkbox',
    required: true,
    question: T(
      'Where does the money you deposit come from? (tick all that apply)',
      'Odkud pocházejí peníze, které vkládáte? (zaškrtněte vše, co platí)',
      'Woher stammt das Geld, das Sie einzahlen? (alles Zutreffende ankreuzen)',
      'Odkiaľ pochádzajú peniaze, ktoré vkladáte? (označte všetko, čo platí)',
      'Honnan származik a befizetett pénz? (jelölje be az összes megfelelőt)',
      'Skąd pochodzą wpłacane pieniądze? (można zaznaczyć kilka odpowiedzi)',
      '¿De dónde procede el dinero que depositas? (marca todas las opciones que correspondan)',
    ),
    options: [
      o(
        'salary',
        T(
          'Salary or wages',
          'Mzda nebo plat',
          'Gehalt oder Lohn',
          'Mzda alebo plat',
          'Munkabér',
          'Wynagrodzenie',
          'Salario o sueldo',
        ),
      ),
      o(
        'business',
        T(
          'Business income',
          'Příjmy z podnikání',
          'Einkünfte aus Unternehmen',
          'Príjmy z podnikania',
          'Vállalkozási jövedelem',
          'Dochody z działalności gospodarczej',
          'Ingresos de un negocio',
        ),
      ),
      o(
        'investments',
        T(
          'Investments and dividends',
          'Investice a dividendy',
          'Kapitalanlagen und Dividenden',
          'Investície a dividendy',
          'Befektetések és osztalék',
          'Inwestycje i dywidendy',
          'Inversiones y dividendos',
        ),
      ),
      o(
        'savings',
        T('Savings', 'Úspory', 'Ersparnisse', 'Úspory', 'Megtakarítás', 'Oszczędności', 'Ahorros'),
      ),
      o(
        'inheritance',
        T(
          'Inheritance or gift',
          'Dědictví nebo dar',
          'Erbschaft oder Schenkung',
          'Dedičstvo alebo dar',
          'Öröklés vagy ajándék',
          'Spadek lub darowizna',
          'Herencia o donación',
        ),
        5,
      ),
      o(
        'pension',
        T(
          'Pension',
          'Důchod',
          'Rente oder Pension',
          'Dôchodok',
          'Nyugdíj',
          'Emerytura lub renta',
          'Pensión',
        ),
      ),
      o(
        'property_sale',
        T(
          'Sale of property',
          'Prodej nemovitosti',
          'Verkauf einer Immobilie',
          'Predaj nehnuteľnosti',
          'Ingatlan eladása',
          'Sprzedaż nieruchomości',
          'Venta de un inmueble',
        ),
        5,
      ),
      o(
        'gambling_winnings',
        T(
          'Gambling winnings',
          'Výhry z hazardních her',
          'Glücksspielgewinne',
          'Výhry z hazardných hier',
          'Szerencsejáték-nyeremény',
          'Wygrane z gier hazardowych',
          'Ganancias de juego',
        ),
        10,
      ),
      o(
        'other',
        T(
          'Other (please describe below)',
          'Jiné (popište prosím níže)',
          'Sonstiges (bitte unten beschreiben)',
          'Iné (opíšte, prosím, nižšie)',
          'Egyéb (kérjük, írja le alább)',
          'Inne (opis poniżej)',
          'Otro (descríbelo abajo)',
        ),
        10,
      ),
    ],
  },
  {
    key: 'source_details',
    type: 'textarea',
    required: false,
    question: T(
      'Details of the source of your funds',
      'Podrobnosti o původu vašich prostředků',
      'Angaben zur Herkunft Ihrer Mittel',
      'Podrobnosti o pôvode vašich prostriedkov',
      'Részletek a pénzeszközei eredetéről',
      'Szczegóły dotyczące źródła środków',
      'Detalles sobre el origen de tus fondos',
    ),
  },
  {
    key: 'monthly_deposits',
    type: 'select',
    required: true,
    question: T(
      'Expected monthly deposits (EUR)',
      'Předpokládané měsíční vklady (EUR)',
      'Voraussichtliche monatliche Einzahlungen (EUR)',
      'Predpokladané mesačné vklady (EUR)',
      'Várható havi befizetések (EUR)',
      'Przewidywane miesięczne wpłaty (EUR)',
      'Depósitos mensuales previstos (EUR)',
    ),
    options: [
      o(
        'up_to_500',
        T('Up to 500', 'Do 500', 'Bis 500', 'Do 500', 'Legfeljebb 500', 'Do 500', 'Hasta 500'),
        0,
        true,
      ),
      o(
        '500_2000',
        T(
          '500 to 2,000',
          '500 až 2 000',
          '500 bis 2.000',
          '500 až 2 000',
          '500 – 2000',
          '500–2000',
          'De 500 a 2.000',
        ),
      ),
      o(
        '2000_5000',
        T(
          '2,000 to 5,000',
          '2 000 až 5 000',
          '2.000 bis 5.000',
          '2 000 až 5 000',
          '2000 – 5000',
          '2000–5000',
          'De 2.000 a 5.000',
        ),
        5,
      ),
      o(
        '5000_10000',
        T(
          '5,000 to 10,000',
          '5 000 až 10 000',
          '5.000 bis 10.000',
          '5 000 až 10 000',
          '5000 – 10 000',
          '5000–10 000',
          'De 5.000 a 10.000',
        ),
        10,
      ),
      o(
        'over_10000',
        T(
          'Over 10,000',
          'Více než 10 000',
          'Über 10.000',
          'Viac ako 10 000',
          '10 000 felett',
          'Powyżej 10 000',
          'Más de 10.000',
        ),
        20,
      ),
    ],
  },
  {
    key: 'net_worth',
    type: 'select',
    required: true,
    question: T(
      'Estimated net worth (EUR)',
      'Odhad čistého jmění (EUR)',
      'Geschätztes Nettovermögen (EUR)',
      'Odhad čistého majetku (EUR)',
      'Becsült nettó vagyon (EUR)',
      'Szacunkowa wartość majątku netto (EUR)',
      'Patrimonio neto estimado (EUR)',
    ),
    options: [
      o(
        'under_50k',
        T(
          'Under 50,000',
          'Do 50 000',
          'Unter 50.000',
          'Do 50 000',
          '50 000 alatt',
          'Poniżej 50 000',
          'Menos de 50.000',
        ),
      ),
      o(
        '50k_250k',
        T(
          '50,000 to 250,000',
          '50 000 až 250 000',
          '50.000 bis 250.000',
          '50 000 až 250 000',
          '50 000 – 250 000',
          '50 000–250 000',
          'De 50.000 a 250.000',
        ),
      ),
      o(
        '250k_1m',
        T(
          '250,000 to 1 million',
          '250 000 až 1 milion',
          '250.000 bis 1 Million',
          '250 000 až 1 milión',
          '250 000 – 1 millió',
          '250 000–1 mln',
          'De 250.000 a 1 millón',
        ),
      ),
      o(
        '1m_5m',
        T(
          '1 to 5 million',
          '1 až 5 milionů',
          '1 bis 5 Millionen',
          '1 až 5 miliónov',
          '1 – 5 millió',
          '1–5 mln',
          'De 1 a 5 millones',
        ),
      ),
      o(
        'over_5m',
        T(
          'Over 5 million',
          'Více než 5 milionů',
          'Über 5 Millionen',
          'Viac ako 5 miliónov',
          '5 millió felett',
          'Powyżej 5 mln',
          'Más de 5 millones',
        ),
      ),
    ],
  },
  {
    key: 'occupation_since',
    type: 'date',
    required: true,
    question: T(
      'In your current occupation since',
      'V současném zaměstnání od',
      'In Ihrer jetzigen Tätigkeit seit',
      'V súčasnom zamestnaní od',
      'Jelenlegi foglalkozásában mióta',
      'W obecnym zawodzie od',
      'En tu ocupación actual desde',
    ),
  },
  {
    key: 'dependants',
    type: 'number',
    required: false,
    question: T(
      'Number of dependants',
      'Počet vyživovaných osob',
      'Anzahl unterhaltsberechtigter Personen',
      'Počet vyživovaných osôb',
      'Eltartottak száma',
      'Liczba osób na utrzymaniu',
      'Número de personas a tu cargo',
    ),
  },
];

/**
 * Seeds the SOWQ of every skin that has no survey of the type yet (any status: an archived one
 * means an operator replaced or withdrew it). Idempotent; run inside the seed's transaction or
 * at a start on an existing database.
 */
export async function seedSurveys(db: Executor): Promise<number> {
  const skinRows = await db.select({ id: skins.id }).from(skins);
  let added = 0;
  for (const skin of skinRows) {
    const [existing] = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.skinId, skin.id), eq(surveys.type, 'sowq')))
      .limit(1);
    if (existing) continue;
    const [survey] = await db
      .insert(surveys)
      .values({ skinId: skin.id, type: 'sowq', name: SOWQ_NAME, description: SOWQ_DESCRIPTION })
      .returning({ id: surveys.id });
    for (const [position, q] of SOWQ_QUESTIONS.entries()) {
      const [content] = await db
        .insert(surveyContents)
        .values({
          surveyId: survey!.id,
          position,
          key: q.key,
          type: q.type,
          question: q.question,
          isRequired: q.required,
        })
        .returning({ id: surveyContents.id });
      if (!q.options?.length) continue;
      await db.insert(surveyContentOptions).values(
        q.options.map((opt, i) => ({
          contentId: content!.id,
          position: i,
          value: opt.value,
          name: opt.name,
          isDefault: opt.isDefault ?? false,
          amlPoints: opt.points ?? 0,
        })),
      );
    }
    added += 1;
  }
  return added;
}

/** Advisory lock of the SOWQ seeding (several processes may start on one database at once). */
const SEED_SURVEYS_LOCK = 0x534f5751; // "SOWQ"

/** seedSurveys in its own transaction, one process at a time (a start on an existing database). */
export async function seedSurveysOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_SURVEYS_LOCK})`);
    return seedSurveys(tx);
  });
}
