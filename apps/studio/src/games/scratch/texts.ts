import type { GameTexts } from '../types.ts';

const en = {
  buy: 'Buy ticket · {price}',
  buy_prompt: 'Buy a ticket, then scratch the foil',
  ticket_price: 'Ticket price',
  reveal_all: 'Reveal all',
  match_rule: 'Match {n} amounts, win that amount',
  grid_label: 'Scratch card',
  cell_covered: 'Field {n}, covered: press to reveal',
  cell_shown: 'Field {n}: {amount}',
  result_scratch: 'Scratch the fields: {n} equal amounts win',
  result_win: 'You won {win}',
  result_none: 'No win this time',
  rules_intro:
    'Each ticket hides {cells} amounts. Find the same amount {n} times and you win it; a ticket has at most one winning amount. The result is fixed when you buy the ticket: scratching only reveals it.',
  rules_prize: 'Prize',
  rules_chance: 'Chance',
  rules_hit: 'Chance that a ticket wins: {p}',
  rules_abandon: 'A ticket left unscratched is revealed and paid in full.',
  describe_win: '{n} × {amount}',
  describe_none: 'No win',
};

type Texts = Record<keyof typeof en, string>;

const cs: Texts = {
  buy: 'Koupit los · {price}',
  buy_prompt: 'Kupte si los a setřete fólii',
  ticket_price: 'Cena losu',
  reveal_all: 'Odkrýt vše',
  match_rule: 'Najděte {n} stejné částky a vyhrajte ji',
  grid_label: 'Stírací los',
  cell_covered: 'Pole {n}, zakryté: stiskněte pro odkrytí',
  cell_shown: 'Pole {n}: {amount}',
  result_scratch: 'Setřete pole: vyhrává {n} stejných částek',
  result_win: 'Vyhráli jste {win}',
  result_none: 'Tentokrát bez výhry',
  rules_intro:
    'Každý los skrývá {cells} částek. Najdete-li stejnou částku {n}×, vyhráváte ji; los má nejvýše jednu výherní částku. Výsledek je dán při koupi losu: stírání ho jen odhalí.',
  rules_prize: 'Výhra',
  rules_chance: 'Šance',
  rules_hit: 'Šance, že los vyhraje: {p}',
  rules_abandon: 'Nesetřený los se odkryje a vyplatí celý.',
  describe_win: '{n} × {amount}',
  describe_none: 'Bez výhry',
};

const sk: Texts = {
  buy: 'Kúpiť žreb · {price}',
  buy_prompt: 'Kúpte si žreb a zotrite fóliu',
  ticket_price: 'Cena žrebu',
  reveal_all: 'Odkryť všetko',
  match_rule: 'Nájdite {n} rovnaké sumy a vyhrajte ju',
  grid_label: 'Stierací žreb',
  cell_covered: 'Pole {n}, zakryté: stlačte na odkrytie',
  cell_shown: 'Pole {n}: {amount}',
  result_scratch: 'Zotrite polia: vyhráva {n} rovnakých súm',
  result_win: 'Vyhrali ste {win}',
  result_none: 'Tentoraz bez výhry',
  rules_intro:
    'Každý žreb skrýva {cells} súm. Ak nájdete rovnakú sumu {n}×, vyhrávate ju; žreb má najviac jednu výhernú sumu. Výsledok je daný pri kúpe žrebu: stieranie ho iba odhalí.',
  rules_prize: 'Výhra',
  rules_chance: 'Šanca',
  rules_hit: 'Šanca, že žreb vyhrá: {p}',
  rules_abandon: 'Nezotretý žreb sa odkryje a vyplatí celý.',
  describe_win: '{n} × {amount}',
  describe_none: 'Bez výhry',
};

const de: Texts = {
  buy: 'Los kaufen · {price}',
  buy_prompt: 'Kaufen Sie ein Los und rubbeln Sie die Folie frei',
  ticket_price: 'Lospreis',
  reveal_all: 'Alle aufdecken',
  match_rule: '{n} gleiche Beträge gewinnen diesen Betrag',
  grid_label: 'Rubbellos',
  cell_covered: 'Feld {n}, verdeckt: drücken zum Aufdecken',
  cell_shown: 'Feld {n}: {amount}',
  result_scratch: 'Rubbeln Sie die Felder frei: {n} gleiche Beträge gewinnen',
  result_win: 'Sie haben {win} gewonnen',
  result_none: 'Diesmal kein Gewinn',
  rules_intro:
    'Jedes Los verbirgt {cells} Beträge. Finden Sie denselben Betrag {n}-mal, gewinnen Sie ihn; ein Los hat höchstens einen Gewinnbetrag. Das Ergebnis steht beim Kauf fest: Rubbeln deckt es nur auf.',
  rules_prize: 'Gewinn',
  rules_chance: 'Chance',
  rules_hit: 'Chance, dass ein Los gewinnt: {p}',
  rules_abandon: 'Ein nicht freigerubbeltes Los wird aufgedeckt und voll ausgezahlt.',
  describe_win: '{n} × {amount}',
  describe_none: 'Kein Gewinn',
};

const hu: Texts = {
  buy: 'Sorsjegy vásárlása · {price}',
  buy_prompt: 'Vegyen sorsjegyet, majd kaparja le a fóliát',
  ticket_price: 'Sorsjegy ára',
  reveal_all: 'Összes felfedése',
  match_rule: '{n} egyforma összeg nyeri azt az összeget',
  grid_label: 'Kaparós sorsjegy',
  cell_covered: '{n}. mező, fedett: nyomja meg a felfedéshez',
  cell_shown: '{n}. mező: {amount}',
  result_scratch: 'Kaparja le a mezőket: {n} egyforma összeg nyer',
  result_win: 'Nyeremény: {win}',
  result_none: 'Most nincs nyeremény',
  rules_intro:
    'Minden sorsjegy {cells} összeget rejt. Ha ugyanazt az összeget {n}-szor találja meg, megnyeri; egy sorsjegyen legfeljebb egy nyerő összeg van. Az eredmény a vásárláskor eldől: a kaparás csak felfedi.',
  rules_prize: 'Nyeremény',
  rules_chance: 'Esély',
  rules_hit: 'Annak esélye, hogy egy sorsjegy nyer: {p}',
  rules_abandon: 'A le nem kapart sorsjegy felfedésre kerül és teljes egészében kifizetik.',
  describe_win: '{n} × {amount}',
  describe_none: 'Nincs nyeremény',
};

const pl: Texts = {
  buy: 'Kup los · {price}',
  buy_prompt: 'Kup los i zdrap folię',
  ticket_price: 'Cena losu',
  reveal_all: 'Odkryj wszystko',
  match_rule: '{n} takie same kwoty wygrywają tę kwotę',
  grid_label: 'Zdrapka',
  cell_covered: 'Pole {n}, zakryte: naciśnij, aby odkryć',
  cell_shown: 'Pole {n}: {amount}',
  result_scratch: 'Zdrap pola: wygrywa {n} takich samych kwot',
  result_win: 'Wygrana: {win}',
  result_none: 'Tym razem bez wygranej',
  rules_intro:
    'Każdy los skrywa {cells} kwot. Znalezienie tej samej kwoty {n} razy daje jej wygraną; los ma co najwyżej jedną wygrywającą kwotę. Wynik jest ustalony przy zakupie losu: zdrapywanie tylko go odsłania.',
  rules_prize: 'Wygrana',
  rules_chance: 'Szansa',
  rules_hit: 'Szansa, że los wygra: {p}',
  rules_abandon: 'Niezdrapany los zostaje odkryty i wypłacony w całości.',
  describe_win: '{n} × {amount}',
  describe_none: 'Bez wygranej',
};

const es: Texts = {
  buy: 'Comprar boleto · {price}',
  buy_prompt: 'Compra un boleto y rasca la lámina',
  ticket_price: 'Precio del boleto',
  reveal_all: 'Descubrir todo',
  match_rule: '{n} importes iguales ganan ese importe',
  grid_label: 'Rasca y gana',
  cell_covered: 'Casilla {n}, cubierta: pulsa para descubrir',
  cell_shown: 'Casilla {n}: {amount}',
  result_scratch: 'Rasca las casillas: ganan {n} importes iguales',
  result_win: 'Has ganado {win}',
  result_none: 'Esta vez sin premio',
  rules_intro:
    'Cada boleto oculta {cells} importes. Si encuentras el mismo importe {n} veces, lo ganas; un boleto tiene como máximo un importe ganador. El resultado se fija al comprar el boleto: rascar solo lo descubre.',
  rules_prize: 'Premio',
  rules_chance: 'Probabilidad',
  rules_hit: 'Probabilidad de que un boleto gane: {p}',
  rules_abandon: 'Un boleto sin rascar se descubre y se paga por completo.',
  describe_win: '{n} × {amount}',
  describe_none: 'Sin premio',
};

/** Keys live under `scratch.` so they never shadow the shell's texts. */
const scoped = (t: Texts) =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [`scratch.${k}`, v]));

export const texts: GameTexts = {
  en: scoped(en),
  cs: scoped(cs),
  de: scoped(de),
  sk: scoped(sk),
  hu: scoped(hu),
  pl: scoped(pl),
  es: scoped(es),
};
