import type { GameTexts } from '../types.ts';

const en = {
  'dice.roll': 'Roll',
  'dice.idle': 'Choose your bet and roll.',
  'dice.rolling': 'Rolling…',
  'dice.rolled': 'Rolled {n}',
  'dice.total': 'Total {n}',
  'dice.duel_totals': 'You {player} : {dealer} dealer',
  'dice.win': 'Win {amount}',
  'dice.push': 'Tie: {amount} returned',
  'dice.lose': 'No win',
  'dice.over': 'Over',
  'dice.under': 'Under',
  'dice.direction': 'Roll over or under',
  'dice.target': 'Target: {n}',
  'dice.win_over': 'Win above {n}',
  'dice.win_under': 'Win below {n}',
  'dice.chance': 'Win chance',
  'dice.multiplier': 'Multiplier',
  'dice.payout': 'Payout',
  'dice.out_of_range': 'Choose a win chance from {min} to {max}.',
  'dice.your_bet': 'Your bet',
  'dice.you': 'You',
  'dice.dealer': 'Dealer',
  'dice.bet.player': 'You win',
  'dice.bet.dealer': 'Dealer wins',
  'dice.bet.tie': 'Tie',
  'dice.bet.under': 'Under 7',
  'dice.bet.seven': 'Seven',
  'dice.bet.over': 'Over 7',
  'dice.rules.over-under':
    'One roll of a fair die numbered 1 to {range}. Pick a target and roll over it or under it: the target itself loses.',
  'dice.rules.duel':
    'You and the dealer each roll two dice. Bet that your total beats the dealer’s, that the dealer’s beats yours, or on a tie.',
  'dice.rules.over-under-seven':
    'Two dice are rolled. Bet that their total is under 7, exactly 7 or over 7.',
  'dice.rules.formula':
    'The multiplier is {rtp} divided by your win chance, which you choose from {min} to {max} (up to {top}×).',
  'dice.rules.push': 'On a tie, bets on you or the dealer get their stake back.',
  'dice.rules.bet': 'Bet',
  'dice.rules.rtp':
    'Every bet returns {rtp} of the stake on average; wins are rounded down to the cent.',
};

type Keys = keyof typeof en;

const cs: Record<Keys, string> = {
  'dice.roll': 'Hodit',
  'dice.idle': 'Zvolte sázku a hoďte.',
  'dice.rolling': 'Kostky se kutálejí…',
  'dice.rolled': 'Padlo {n}',
  'dice.total': 'Součet {n}',
  'dice.duel_totals': 'Vy {player} : {dealer} krupiér',
  'dice.win': 'Výhra {amount}',
  'dice.push': 'Remíza: vráceno {amount}',
  'dice.lose': 'Bez výhry',
  'dice.over': 'Nad',
  'dice.under': 'Pod',
  'dice.direction': 'Hod nad nebo pod',
  'dice.target': 'Cíl: {n}',
  'dice.win_over': 'Výhra nad {n}',
  'dice.win_under': 'Výhra pod {n}',
  'dice.chance': 'Šance na výhru',
  'dice.multiplier': 'Násobek',
  'dice.payout': 'Výplata',
  'dice.out_of_range': 'Zvolte šanci na výhru od {min} do {max}.',
  'dice.your_bet': 'Vaše sázka',
  'dice.you': 'Vy',
  'dice.dealer': 'Krupiér',
  'dice.bet.player': 'Vyhrajete vy',
  'dice.bet.dealer': 'Vyhraje krupiér',
  'dice.bet.tie': 'Remíza',
  'dice.bet.under': 'Pod 7',
  'dice.bet.seven': 'Sedm',
  'dice.bet.over': 'Nad 7',
  'dice.rules.over-under':
    'Jeden hod férovou kostkou s čísly 1 až {range}. Zvolte cíl a hod nad ním nebo pod ním: samotný cíl prohrává.',
  'dice.rules.duel':
    'Vy i krupiér hodíte dvěma kostkami. Vsaďte, že váš součet přebije krupiérův, že krupiérův přebije váš, nebo na remízu.',
  'dice.rules.over-under-seven':
    'Hází se dvěma kostkami. Vsaďte, že součet bude pod 7, přesně 7 nebo nad 7.',
  'dice.rules.formula':
    'Násobek je {rtp} děleno vaší šancí na výhru, kterou volíte od {min} do {max} (až {top}×).',
  'dice.rules.push': 'Při remíze se sázkám na vás nebo na krupiéra vrací vklad.',
  'dice.rules.bet': 'Sázka',
  'dice.rules.rtp':
    'Každá sázka vrací v průměru {rtp} vkladu; výhry se zaokrouhlují dolů na centy.',
};

const de: Record<Keys, string> = {
  'dice.roll': 'Würfeln',
  'dice.idle': 'Wählen Sie Ihren Einsatz und würfeln Sie.',
  'dice.rolling': 'Die Würfel rollen…',
  'dice.rolled': 'Gewürfelt: {n}',
  'dice.total': 'Summe {n}',
  'dice.duel_totals': 'Sie {player} : {dealer} Dealer',
  'dice.win': 'Gewinn {amount}',
  'dice.push': 'Gleichstand: {amount} zurück',
  'dice.lose': 'Kein Gewinn',
  'dice.over': 'Über',
  'dice.under': 'Unter',
  'dice.direction': 'Über oder unter',
  'dice.target': 'Ziel: {n}',
  'dice.win_over': 'Gewinn über {n}',
  'dice.win_under': 'Gewinn unter {n}',
  'dice.chance': 'Gewinnchance',
  'dice.multiplier': 'Multiplikator',
  'dice.payout': 'Auszahlung',
  'dice.out_of_range': 'Wählen Sie eine Gewinnchance von {min} bis {max}.',
  'dice.your_bet': 'Ihr Einsatz',
  'dice.you': 'Sie',
  'dice.dealer': 'Dealer',
  'dice.bet.player': 'Sie gewinnen',
  'dice.bet.dealer': 'Dealer gewinnt',
  'dice.bet.tie': 'Gleichstand',
  'dice.bet.under': 'Unter 7',
  'dice.bet.seven': 'Sieben',
  'dice.bet.over': 'Über 7',
  'dice.rules.over-under':
    'Ein Wurf mit einem fairen Würfel von 1 bis {range}. Wählen Sie ein Ziel und würfeln Sie darüber oder darunter: das Ziel selbst verliert.',
  'dice.rules.duel':
    'Sie und der Dealer werfen je zwei Würfel. Setzen Sie darauf, dass Ihre Summe die des Dealers schlägt, umgekehrt, oder auf Gleichstand.',
  'dice.rules.over-under-seven':
    'Zwei Würfel werden geworfen. Setzen Sie darauf, dass die Summe unter 7, genau 7 oder über 7 liegt.',
  'dice.rules.formula':
    'Der Multiplikator ist {rtp} geteilt durch Ihre Gewinnchance, die Sie von {min} bis {max} wählen (bis {top}×).',
  'dice.rules.push':
    'Bei Gleichstand erhalten Einsätze auf Sie oder den Dealer ihren Einsatz zurück.',
  'dice.rules.bet': 'Einsatz',
  'dice.rules.rtp':
    'Jeder Einsatz bringt im Schnitt {rtp} zurück; Gewinne werden auf den Cent abgerundet.',
};

const sk: Record<Keys, string> = {
  'dice.roll': 'Hodiť',
  'dice.idle': 'Zvoľte stávku a hoďte.',
  'dice.rolling': 'Kocky sa kotúľajú…',
  'dice.rolled': 'Padlo {n}',
  'dice.total': 'Súčet {n}',
  'dice.duel_totals': 'Vy {player} : {dealer} krupiér',
  'dice.win': 'Výhra {amount}',
  'dice.push': 'Remíza: vrátené {amount}',
  'dice.lose': 'Bez výhry',
  'dice.over': 'Nad',
  'dice.under': 'Pod',
  'dice.direction': 'Hod nad alebo pod',
  'dice.target': 'Cieľ: {n}',
  'dice.win_over': 'Výhra nad {n}',
  'dice.win_under': 'Výhra pod {n}',
  'dice.chance': 'Šanca na výhru',
  'dice.multiplier': 'Násobok',
  'dice.payout': 'Výplata',
  'dice.out_of_range': 'Zvoľte šancu na výhru od {min} do {max}.',
  'dice.your_bet': 'Vaša stávka',
  'dice.you': 'Vy',
  'dice.dealer': 'Krupiér',
  'dice.bet.player': 'Vyhráte vy',
  'dice.bet.dealer': 'Vyhrá krupiér',
  'dice.bet.tie': 'Remíza',
  'dice.bet.under': 'Pod 7',
  'dice.bet.seven': 'Sedem',
  'dice.bet.over': 'Nad 7',
  'dice.rules.over-under':
    'Jeden hod férovou kockou s číslami 1 až {range}. Zvoľte cieľ a hod nad ním alebo pod ním: samotný cieľ prehráva.',
  'dice.rules.duel':
    'Vy aj krupiér hodíte dvoma kockami. Stavte, že váš súčet prebije krupiérov, že krupiérov prebije váš, alebo na remízu.',
  'dice.rules.over-under-seven':
    'Hádže sa dvoma kockami. Stavte, že súčet bude pod 7, presne 7 alebo nad 7.',
  'dice.rules.formula':
    'Násobok je {rtp} delené vašou šancou na výhru, ktorú volíte od {min} do {max} (až {top}×).',
  'dice.rules.push': 'Pri remíze sa stávkam na vás alebo na krupiéra vracia vklad.',
  'dice.rules.bet': 'Stávka',
  'dice.rules.rtp':
    'Každá stávka vracia v priemere {rtp} vkladu; výhry sa zaokrúhľujú nadol na centy.',
};

const hu: Record<Keys, string> = {
  'dice.roll': 'Dobás',
  'dice.idle': 'Válasszon tétet, és dobjon.',
  'dice.rolling': 'Gurulnak a kockák…',
  'dice.rolled': 'Dobás: {n}',
  'dice.total': 'Összeg: {n}',
  'dice.duel_totals': 'Ön {player} : {dealer} osztó',
  'dice.win': 'Nyeremény {amount}',
  'dice.push': 'Döntetlen: {amount} visszajár',
  'dice.lose': 'Nincs nyeremény',
  'dice.over': 'Felett',
  'dice.under': 'Alatt',
  'dice.direction': 'Felett vagy alatt',
  'dice.target': 'Cél: {n}',
  'dice.win_over': 'Nyer {n} felett',
  'dice.win_under': 'Nyer {n} alatt',
  'dice.chance': 'Nyerési esély',
  'dice.multiplier': 'Szorzó',
  'dice.payout': 'Kifizetés',
  'dice.out_of_range': 'Válasszon {min} és {max} közötti nyerési esélyt.',
  'dice.your_bet': 'Az Ön tétje',
  'dice.you': 'Ön',
  'dice.dealer': 'Osztó',
  'dice.bet.player': 'Ön nyer',
  'dice.bet.dealer': 'Az osztó nyer',
  'dice.bet.tie': 'Döntetlen',
  'dice.bet.under': '7 alatt',
  'dice.bet.seven': 'Hetes',
  'dice.bet.over': '7 felett',
  'dice.rules.over-under':
    'Egy dobás egy 1-től {range}-ig számozott tisztességes kockával. Válasszon célt, és dobjon felette vagy alatta: maga a cél veszít.',
  'dice.rules.duel':
    'Ön és az osztó is két kockával dob. Fogadjon arra, hogy az Ön összege nagyobb, hogy az osztóé nagyobb, vagy döntetlenre.',
  'dice.rules.over-under-seven':
    'Két kockával dobunk. Fogadjon arra, hogy az összeg 7 alatt, pontosan 7 vagy 7 felett lesz.',
  'dice.rules.formula':
    'A szorzó {rtp} osztva a nyerési eséllyel, amelyet {min} és {max} között választ (legfeljebb {top}×).',
  'dice.rules.push': 'Döntetlennél az Önre vagy az osztóra tett tét visszajár.',
  'dice.rules.bet': 'Tét',
  'dice.rules.rtp':
    'Minden tét átlagosan {rtp}-ot ad vissza; a nyereményt lefelé kerekítjük centre.',
};

const pl: Record<Keys, string> = {
  'dice.roll': 'Rzuć',
  'dice.idle': 'Wybierz zakład i rzuć.',
  'dice.rolling': 'Kości się toczą…',
  'dice.rolled': 'Wyrzucono {n}',
  'dice.total': 'Suma {n}',
  'dice.duel_totals': 'Gracz {player} : {dealer} krupier',
  'dice.win': 'Wygrana {amount}',
  'dice.push': 'Remis: zwrot {amount}',
  'dice.lose': 'Brak wygranej',
  'dice.over': 'Powyżej',
  'dice.under': 'Poniżej',
  'dice.direction': 'Powyżej lub poniżej',
  'dice.target': 'Cel: {n}',
  'dice.win_over': 'Wygrana powyżej {n}',
  'dice.win_under': 'Wygrana poniżej {n}',
  'dice.chance': 'Szansa wygranej',
  'dice.multiplier': 'Mnożnik',
  'dice.payout': 'Wypłata',
  'dice.out_of_range': 'Szansa wygranej musi wynosić od {min} do {max}.',
  'dice.your_bet': 'Zakład',
  'dice.you': 'Gracz',
  'dice.dealer': 'Krupier',
  'dice.bet.player': 'Wygrywa gracz',
  'dice.bet.dealer': 'Wygrywa krupier',
  'dice.bet.tie': 'Remis',
  'dice.bet.under': 'Poniżej 7',
  'dice.bet.seven': 'Siódemka',
  'dice.bet.over': 'Powyżej 7',
  'dice.rules.over-under':
    'Jeden rzut uczciwą kością z numerami od 1 do {range}. Gracz wybiera cel i obstawia rzut powyżej lub poniżej niego: sam cel przegrywa.',
  'dice.rules.duel':
    'Gracz i krupier rzucają dwiema kośćmi. Można obstawić, że suma gracza pokona sumę krupiera, odwrotnie, albo remis.',
  'dice.rules.over-under-seven':
    'Rzuca się dwiema kośćmi. Można obstawić, że suma będzie poniżej 7, równa 7 lub powyżej 7.',
  'dice.rules.formula':
    'Mnożnik to {rtp} podzielone przez szansę wygranej, wybieraną od {min} do {max} (do {top}×).',
  'dice.rules.push': 'Przy remisie zakłady na gracza lub krupiera otrzymują zwrot stawki.',
  'dice.rules.bet': 'Zakład',
  'dice.rules.rtp':
    'Każdy zakład zwraca średnio {rtp} stawki; wygrane są zaokrąglane w dół do centa.',
};

const es: Record<Keys, string> = {
  'dice.roll': 'Tirar',
  'dice.idle': 'Elige tu apuesta y tira.',
  'dice.rolling': 'Los dados ruedan…',
  'dice.rolled': 'Salió {n}',
  'dice.total': 'Total {n}',
  'dice.duel_totals': 'Tú {player} : {dealer} crupier',
  'dice.win': 'Premio {amount}',
  'dice.push': 'Empate: se devuelven {amount}',
  'dice.lose': 'Sin premio',
  'dice.over': 'Más de',
  'dice.under': 'Menos de',
  'dice.direction': 'Más o menos',
  'dice.target': 'Objetivo: {n}',
  'dice.win_over': 'Gana por encima de {n}',
  'dice.win_under': 'Gana por debajo de {n}',
  'dice.chance': 'Probabilidad',
  'dice.multiplier': 'Multiplicador',
  'dice.payout': 'Pago',
  'dice.out_of_range': 'Elige una probabilidad de {min} a {max}.',
  'dice.your_bet': 'Tu apuesta',
  'dice.you': 'Tú',
  'dice.dealer': 'Crupier',
  'dice.bet.player': 'Ganas tú',
  'dice.bet.dealer': 'Gana el crupier',
  'dice.bet.tie': 'Empate',
  'dice.bet.under': 'Menos de 7',
  'dice.bet.seven': 'Siete',
  'dice.bet.over': 'Más de 7',
  'dice.rules.over-under':
    'Una tirada de un dado justo numerado del 1 al {range}. Elige un objetivo y tira por encima o por debajo: el objetivo mismo pierde.',
  'dice.rules.duel':
    'Tú y el crupier tiráis dos dados cada uno. Apuesta a que tu total supera al del crupier, a lo contrario o al empate.',
  'dice.rules.over-under-seven':
    'Se tiran dos dados. Apuesta a que el total es menos de 7, exactamente 7 o más de 7.',
  'dice.rules.formula':
    'El multiplicador es {rtp} dividido por tu probabilidad de ganar, que eliges de {min} a {max} (hasta {top}×).',
  'dice.rules.push': 'En caso de empate, las apuestas a ti o al crupier recuperan lo apostado.',
  'dice.rules.bet': 'Apuesta',
  'dice.rules.rtp':
    'Cada apuesta devuelve de media el {rtp}; los premios se redondean a la baja al céntimo.',
};

export const texts: GameTexts = { en, cs, de, sk, hu, pl, es };
