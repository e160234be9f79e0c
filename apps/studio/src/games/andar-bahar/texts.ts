import type { GameTexts } from '../types.ts';

const en = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'Winning sides of this session',
  joker: 'Joker',
  first_side: 'Deal starts on {side}',
  pile: '{side} cards',
  spots: 'Betting spots',
  side_bets: 'Side bets: cards dealt until the match',
  spot_label: '{bet}, your bet {amount}',
  band_label: '{range} {pays}, your bet {amount}',
  pays: '{x}:1',
  chip_value: 'Chip value',
  undo: 'Undo',
  clear: 'Clear',
  total_bet: 'Total bet',
  deal: 'Deal',
  skip: 'Show all cards',
  dealing: 'Dealing…',
  place_bets: 'Choose a chip and place it on Andar, Bahar or a side bet.',
  result: '{side} wins: the {rank} matched after {cards} cards.',
  result_win: 'You win {amount}.',
  result_no_win: 'No win this time ({amount}).',
  describe: 'Joker {rank}: {side} after {cards} cards',
  'rules.intro':
    'A joker card is turned face up. Cards from a freshly shuffled deck ({decks} × 52 cards) are then dealt one at a time, alternately to Andar (inside) and Bahar (outside), until a card of the same rank as the joker appears. That side wins.',
  'rules.first_side':
    'The deal starts on Andar when the joker is black (spades, clubs) and on Bahar when it is red (hearts, diamonds).',
  'rules.payouts':
    'A winning bet on the side dealt first pays {first}:1, because that side has the slightly better chance; a winning bet on the other side pays {second}:1.',
  'rules.main_rtp': 'Return to player of Andar and Bahar: {rtp} %.',
  'rules.side':
    'Side bets predict how many cards are dealt until the match, the matching card included and the joker not counted.',
  'rules.cards': 'Cards dealt',
  'rules.pays': 'Pays',
  'rules.rtp': 'Return to player',
  'rules.rounding': 'Fractions of a cent are rounded in your favour.',
  'rules.limits':
    'Each betting spot takes at least {min}; all bets of a round together at most {max}.',
} as const;

type Texts = Readonly<Record<keyof typeof en, string>>;

const cs: Texts = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'Vítězné strany této relace',
  joker: 'Žolík',
  first_side: 'Rozdávání začíná na straně {side}',
  pile: 'Karty {side}',
  spots: 'Sázková pole',
  side_bets: 'Vedlejší sázky: počet karet do shody',
  spot_label: '{bet}, vaše sázka {amount}',
  band_label: '{range} {pays}, vaše sázka {amount}',
  pays: '{x}:1',
  chip_value: 'Hodnota žetonu',
  undo: 'Zpět',
  clear: 'Smazat',
  total_bet: 'Celková sázka',
  deal: 'Rozdat',
  skip: 'Ukázat všechny karty',
  dealing: 'Rozdávám…',
  place_bets: 'Vyberte žeton a položte ho na Andar, Bahar nebo na vedlejší sázku.',
  result: 'Vyhrává {side}: karta {rank} přišla po {cards} kartách.',
  result_win: 'Vyhráváte {amount}.',
  result_no_win: 'Tentokrát bez výhry ({amount}).',
  describe: 'Žolík {rank}: {side} po {cards} kartách',
  'rules.intro':
    'Otočí se karta žolíka. Poté se z čerstvě zamíchaného balíčku ({decks} × 52 karet) rozdávají karty po jedné střídavě na Andar (uvnitř) a Bahar (venku), dokud nepřijde karta stejné hodnoty jako žolík. Ta strana vyhrává.',
  'rules.first_side':
    'Rozdávání začíná na Andar, je-li žolík černý (piky, kříže), a na Bahar, je-li červený (srdce, káry).',
  'rules.payouts':
    'Výherní sázka na stranu, která dostala první kartu, vyplácí {first}:1, protože má o něco vyšší šanci; výherní sázka na druhou stranu vyplácí {second}:1.',
  'rules.main_rtp': 'Návratnost sázek Andar a Bahar: {rtp} %.',
  'rules.side':
    'Vedlejší sázky tipují, kolik karet se rozdá do shody, včetně shodné karty a bez žolíka.',
  'rules.cards': 'Rozdané karty',
  'rules.pays': 'Výplata',
  'rules.rtp': 'Návratnost',
  'rules.rounding': 'Zlomky centu se zaokrouhlují ve váš prospěch.',
  'rules.limits':
    'Každé sázkové pole přijme nejméně {min}; všechny sázky kola dohromady nejvýše {max}.',
};

const de: Texts = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'Gewinnerseiten dieser Sitzung',
  joker: 'Joker',
  first_side: 'Das Geben beginnt bei {side}',
  pile: 'Karten von {side}',
  spots: 'Setzfelder',
  side_bets: 'Nebenwetten: Karten bis zum Treffer',
  spot_label: '{bet}, Ihr Einsatz {amount}',
  band_label: '{range} {pays}, Ihr Einsatz {amount}',
  pays: '{x}:1',
  chip_value: 'Chipwert',
  undo: 'Rückgängig',
  clear: 'Löschen',
  total_bet: 'Gesamteinsatz',
  deal: 'Geben',
  skip: 'Alle Karten zeigen',
  dealing: 'Karten werden gegeben…',
  place_bets: 'Wählen Sie einen Chip und setzen Sie ihn auf Andar, Bahar oder eine Nebenwette.',
  result: '{side} gewinnt: Treffer mit {rank} nach {cards} Karten.',
  result_win: 'Sie gewinnen {amount}.',
  result_no_win: 'Diesmal kein Gewinn ({amount}).',
  describe: 'Joker {rank}: {side} nach {cards} Karten',
  'rules.intro':
    'Eine Joker-Karte wird aufgedeckt. Dann werden Karten aus einem frisch gemischten Deck ({decks} × 52 Karten) einzeln abwechselnd auf Andar (innen) und Bahar (außen) gegeben, bis eine Karte mit dem Rang des Jokers erscheint. Diese Seite gewinnt.',
  'rules.first_side':
    'Das Geben beginnt bei Andar, wenn der Joker schwarz ist (Pik, Kreuz), und bei Bahar, wenn er rot ist (Herz, Karo).',
  'rules.payouts':
    'Eine gewinnende Wette auf die zuerst bediente Seite zahlt {first}:1, da diese Seite eine etwas bessere Chance hat; eine gewinnende Wette auf die andere Seite zahlt {second}:1.',
  'rules.main_rtp': 'Auszahlungsquote von Andar und Bahar: {rtp} %.',
  'rules.side':
    'Nebenwetten sagen voraus, wie viele Karten bis zum Treffer gegeben werden, die Trefferkarte eingeschlossen, der Joker nicht mitgezählt.',
  'rules.cards': 'Gegebene Karten',
  'rules.pays': 'Auszahlung',
  'rules.rtp': 'Auszahlungsquote',
  'rules.rounding': 'Bruchteile eines Cents werden zu Ihren Gunsten gerundet.',
  'rules.limits':
    'Jedes Setzfeld nimmt mindestens {min}; alle Wetten einer Runde zusammen höchstens {max}.',
};

const sk: Texts = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'Víťazné strany tejto relácie',
  joker: 'Žolík',
  first_side: 'Rozdávanie začína na strane {side}',
  pile: 'Karty {side}',
  spots: 'Stávkové polia',
  side_bets: 'Vedľajšie stávky: počet kariet do zhody',
  spot_label: '{bet}, vaša stávka {amount}',
  band_label: '{range} {pays}, vaša stávka {amount}',
  pays: '{x}:1',
  chip_value: 'Hodnota žetónu',
  undo: 'Späť',
  clear: 'Zmazať',
  total_bet: 'Celková stávka',
  deal: 'Rozdať',
  skip: 'Ukázať všetky karty',
  dealing: 'Rozdávam…',
  place_bets: 'Vyberte žetón a položte ho na Andar, Bahar alebo na vedľajšiu stávku.',
  result: 'Vyhráva {side}: karta {rank} prišla po {cards} kartách.',
  result_win: 'Vyhrávate {amount}.',
  result_no_win: 'Tentoraz bez výhry ({amount}).',
  describe: 'Žolík {rank}: {side} po {cards} kartách',
  'rules.intro':
    'Otočí sa karta žolíka. Potom sa z čerstvo zamiešaného balíčka ({decks} × 52 kariet) rozdávajú karty po jednej striedavo na Andar (vnútri) a Bahar (vonku), kým nepríde karta rovnakej hodnoty ako žolík. Tá strana vyhráva.',
  'rules.first_side':
    'Rozdávanie začína na Andar, ak je žolík čierny (pika, kríže), a na Bahar, ak je červený (srdcia, kára).',
  'rules.payouts':
    'Výherná stávka na stranu, ktorá dostala prvú kartu, vypláca {first}:1, pretože má o niečo vyššiu šancu; výherná stávka na druhú stranu vypláca {second}:1.',
  'rules.main_rtp': 'Návratnosť stávok Andar a Bahar: {rtp} %.',
  'rules.side':
    'Vedľajšie stávky tipujú, koľko kariet sa rozdá do zhody, vrátane zhodnej karty a bez žolíka.',
  'rules.cards': 'Rozdané karty',
  'rules.pays': 'Výplata',
  'rules.rtp': 'Návratnosť',
  'rules.rounding': 'Zlomky centu sa zaokrúhľujú vo váš prospech.',
  'rules.limits':
    'Každé stávkové pole prijme najmenej {min}; všetky stávky kola spolu najviac {max}.',
};

const hu: Texts = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'A munkamenet nyertes oldalai',
  joker: 'Joker',
  first_side: 'Az osztás itt kezdődik: {side}',
  pile: '{side} lapjai',
  spots: 'Fogadási mezők',
  side_bets: 'Mellékfogadások: kiosztott lapok a találatig',
  spot_label: '{bet}, a tét {amount}',
  band_label: '{range} {pays}, a tét {amount}',
  pays: '{x}:1',
  chip_value: 'Zseton értéke',
  undo: 'Vissza',
  clear: 'Törlés',
  total_bet: 'Teljes tét',
  deal: 'Osztás',
  skip: 'Minden lap mutatása',
  dealing: 'Osztás folyamatban…',
  place_bets: 'Válasszon zsetont, és tegye az Andar, a Bahar vagy egy mellékfogadás mezőjére.',
  result: '{side} nyer: {cards} lap után jött egy {rank}.',
  result_win: 'Nyeremény: {amount}.',
  result_no_win: 'Most nincs nyeremény ({amount}).',
  describe: 'Joker {rank}: {side}, {cards} lap után',
  'rules.intro':
    'Felfordítanak egy joker lapot. Ezután egy frissen kevert pakliból ({decks} × 52 lap) egyesével, felváltva osztanak az Andar (belső) és a Bahar (külső) oldalra, amíg a jokerrel azonos rangú lap nem jön. Az az oldal nyer.',
  'rules.first_side':
    'Az osztás az Andar oldalon kezdődik, ha a joker fekete (pikk, treff), és a Bahar oldalon, ha piros (kőr, káró).',
  'rules.payouts':
    'Az elsőként osztott oldalra tett nyertes fogadás {first}:1 arányban fizet, mert annak valamivel nagyobb az esélye; a másik oldalra tett nyertes fogadás {second}:1 arányban fizet.',
  'rules.main_rtp': 'Az Andar és Bahar fogadások visszafizetési aránya: {rtp} %.',
  'rules.side':
    'A mellékfogadások azt tippelik, hány lapot osztanak ki a találatig, a találó lapot beleértve, a jokert nem számolva.',
  'rules.cards': 'Kiosztott lapok',
  'rules.pays': 'Kifizetés',
  'rules.rtp': 'Visszafizetési arány',
  'rules.rounding': 'A cent törtrészeit az Ön javára kerekítjük.',
  'rules.limits':
    'Minden fogadási mező legalább {min}; egy kör összes fogadása együtt legfeljebb {max}.',
};

const pl: Texts = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'Zwycięskie strony tej sesji',
  joker: 'Joker',
  first_side: 'Rozdanie zaczyna się od: {side}',
  pile: 'Karty {side}',
  spots: 'Pola zakładów',
  side_bets: 'Zakłady poboczne: liczba kart do trafienia',
  spot_label: '{bet}, zakład {amount}',
  band_label: '{range} {pays}, zakład {amount}',
  pays: '{x}:1',
  chip_value: 'Wartość żetonu',
  undo: 'Cofnij',
  clear: 'Wyczyść',
  total_bet: 'Łączny zakład',
  deal: 'Rozdaj',
  skip: 'Pokaż wszystkie karty',
  dealing: 'Rozdawanie…',
  place_bets: 'Wybierz żeton i połóż go na Andar, Bahar lub zakładzie pobocznym.',
  result: 'Wygrywa {side}: {rank} pojawił się po {cards} kartach.',
  result_win: 'Wygrana: {amount}.',
  result_no_win: 'Tym razem bez wygranej ({amount}).',
  describe: 'Joker {rank}: {side} po {cards} kartach',
  'rules.intro':
    'Odkrywana jest karta jokera. Następnie karty ze świeżo potasowanej talii ({decks} × 52 karty) są rozdawane pojedynczo, na przemian na Andar (wewnątrz) i Bahar (na zewnątrz), aż pojawi się karta o tej samej randze co joker. Ta strona wygrywa.',
  'rules.first_side':
    'Rozdanie zaczyna się od Andar, gdy joker jest czarny (piki, trefle), a od Bahar, gdy jest czerwony (kiery, kara).',
  'rules.payouts':
    'Wygrany zakład na stronę, która dostała pierwszą kartę, płaci {first}:1, bo ma ona nieco większą szansę; wygrany zakład na drugą stronę płaci {second}:1.',
  'rules.main_rtp': 'Zwrot dla gracza zakładów Andar i Bahar: {rtp} %.',
  'rules.side':
    'Zakłady poboczne przewidują, ile kart zostanie rozdanych do trafienia, łącznie z kartą trafiającą, bez jokera.',
  'rules.cards': 'Rozdane karty',
  'rules.pays': 'Wypłata',
  'rules.rtp': 'Zwrot dla gracza',
  'rules.rounding': 'Ułamki centa są zaokrąglane na korzyść gracza.',
  'rules.limits':
    'Każde pole przyjmuje co najmniej {min}; wszystkie zakłady rundy razem najwyżej {max}.',
};

const es: Texts = {
  'side.andar': 'Andar',
  'side.bahar': 'Bahar',
  'short.andar': 'A',
  'short.bahar': 'B',
  history: 'Lados ganadores de esta sesión',
  joker: 'Comodín',
  first_side: 'El reparto empieza en {side}',
  pile: 'Cartas de {side}',
  spots: 'Casillas de apuesta',
  side_bets: 'Apuestas laterales: cartas repartidas hasta la coincidencia',
  spot_label: '{bet}, tu apuesta {amount}',
  band_label: '{range} {pays}, tu apuesta {amount}',
  pays: '{x}:1',
  chip_value: 'Valor de la ficha',
  undo: 'Deshacer',
  clear: 'Borrar',
  total_bet: 'Apuesta total',
  deal: 'Repartir',
  skip: 'Mostrar todas las cartas',
  dealing: 'Repartiendo…',
  place_bets: 'Elige una ficha y colócala en Andar, Bahar o en una apuesta lateral.',
  result: 'Gana {side}: salió un {rank} tras {cards} cartas.',
  result_win: 'Ganas {amount}.',
  result_no_win: 'Esta vez sin premio ({amount}).',
  describe: 'Comodín {rank}: {side} tras {cards} cartas',
  'rules.intro':
    'Se descubre una carta comodín. Después, las cartas de una baraja recién mezclada ({decks} × 52 cartas) se reparten de una en una, alternando entre Andar (dentro) y Bahar (fuera), hasta que aparece una carta del mismo valor que el comodín. Ese lado gana.',
  'rules.first_side':
    'El reparto empieza en Andar si el comodín es negro (picas, tréboles) y en Bahar si es rojo (corazones, diamantes).',
  'rules.payouts':
    'Una apuesta ganadora al lado que recibe la primera carta paga {first}:1, porque ese lado tiene una probabilidad algo mayor; una apuesta ganadora al otro lado paga {second}:1.',
  'rules.main_rtp': 'Retorno al jugador de Andar y Bahar: {rtp} %.',
  'rules.side':
    'Las apuestas laterales predicen cuántas cartas se reparten hasta la coincidencia, incluida la carta coincidente y sin contar el comodín.',
  'rules.cards': 'Cartas repartidas',
  'rules.pays': 'Paga',
  'rules.rtp': 'Retorno al jugador',
  'rules.rounding': 'Las fracciones de céntimo se redondean a tu favor.',
  'rules.limits':
    'Cada casilla admite al menos {min}; todas las apuestas de una ronda juntas, como máximo {max}.',
};

export const texts: GameTexts = { en, cs, de, sk, hu, pl, es };
