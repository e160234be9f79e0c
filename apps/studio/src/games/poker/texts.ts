import type { GameTexts } from '../types.ts';

const en: Record<string, string> = {
  'pk.hand.royal-flush': 'Royal flush',
  'pk.hand.straight-flush': 'Straight flush',
  'pk.hand.four-of-a-kind': 'Four of a kind',
  'pk.hand.full-house': 'Full house',
  'pk.hand.flush': 'Flush',
  'pk.hand.straight': 'Straight',
  'pk.hand.three-of-a-kind': 'Three of a kind',
  'pk.hand.two-pair': 'Two pair',
  'pk.hand.pair': 'Pair',
  'pk.hand.high-card': 'High card',
  'pk.hand.any': 'Any other winning hand',
  'pk.outcome.win': 'you win',
  'pk.outcome.lose': 'dealer wins',
  'pk.outcome.push': 'push',
  'pk.outcome.fold': 'folded',
  'pk.summary': 'You: {player} · dealer: {dealer}',
  'pk.paid': 'paid {win}',
  'pk.decide': 'You hold {hand}. Call or fold?',
  'pk.play': 'Play',
  'pk.call': 'Call',
  'pk.fold': 'Fold',
  'pk.deal': 'Deal',
  'pk.ante': 'Ante',
  'pk.dealer': 'Dealer',
  'pk.board': 'Community cards',
  'pk.player': 'Your cards',
  'pk.dealer_hand': 'Dealer: {hand}',
  'pk.your_hand': 'Your cards: {hand}',
  'pk.place_bet': 'Place your ante and deal',
  'pk.not_qualified': 'does not qualify',
  'pk.decision': 'Your decision',
  'pk.in_progress': 'Round in progress',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Caribbean Stud Poker',
  'pk.qualify.pair-of-4s': 'Dealer qualifies with a pair of 4s or better',
  'pk.qualify.queen-high': 'Dealer qualifies with queen high or better',
  'pk.qualify.ace-king': 'Dealer qualifies with ace-king or better',
  'pk.side.aa-bonus': 'AA Bonus',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bonus',
  'pk.rule.deal.casino-holdem':
    'You and the dealer get two cards each, and three community cards (the flop) are dealt face up.',
  'pk.rule.deal.three-card':
    "You and the dealer get three cards each; the dealer's cards are face down.",
  'pk.rule.deal.five-card-stud':
    'You and the dealer get five cards each; one dealer card is face up.',
  'pk.rule.decide.casino-holdem':
    'Call for twice your ante to see the turn and river, or fold and lose the ante. Each hand is the best five of seven cards.',
  'pk.rule.decide.three-card': 'Play for the same amount as your ante, or fold and lose the ante.',
  'pk.rule.decide.five-card-stud': 'Call for twice your ante, or fold and lose the ante.',
  'pk.rule.pay.casino-holdem':
    'If the dealer does not qualify, the ante pays by the ante table and the call is returned. If the dealer qualifies and you win, the ante pays by the table and the call 1:1; a tie returns both; otherwise both lose.',
  'pk.rule.pay.three-card':
    'If the dealer does not qualify, the ante pays 1:1 and the play bet is returned. If the dealer qualifies and you win, ante and play pay 1:1; a tie returns both. The ante bonus pays on a straight or better whenever you play.',
  'pk.rule.pay.five-card-stud':
    'If the dealer does not qualify, the ante pays 1:1 and the call is returned. If the dealer qualifies and you win, the ante pays 1:1 and the call by the call table; a tie returns both.',
  'pk.rule.side_independent':
    'The side bet is optional and is settled on your own cards, whether you call or fold.',
  'pk.rule.settle':
    'If you leave a round unfinished, it is settled as a fold: it never costs a further bet.',
  'pk.rule.strategy.casino-holdem':
    'The stated return assumes: call with a pair or better made with a hole card, four to a flush, an open-ended straight draw or a ten or better in the hole; otherwise fold.',
  'pk.rule.strategy.three-card':
    'The stated return assumes: play queen-six-four or better, fold anything lower.',
  'pk.rule.strategy.five-card-stud':
    "The stated return assumes: call with a pair or better, and with ace-king when the dealer's card matches one of yours or your third card is a jack or better.",
  'pk.table.ante': 'Ante pays',
  'pk.table.call': 'Call pays',
  'pk.table.ante_bonus': 'Ante bonus',
  'pk.side_rtp': '{name} return to player: {rtp} % (exact).',
  'pk.rule.aa_pair':
    'AA Bonus is judged on your two cards and the flop; a pair pays only when it is aces.',
  'error.action_not_allowed': 'That move is not allowed now.',
};

const cs: Record<string, string> = {
  'pk.hand.royal-flush': 'Královská postupka',
  'pk.hand.straight-flush': 'Čistá postupka',
  'pk.hand.four-of-a-kind': 'Poker',
  'pk.hand.full-house': 'Full house',
  'pk.hand.flush': 'Barva',
  'pk.hand.straight': 'Postupka',
  'pk.hand.three-of-a-kind': 'Trojice',
  'pk.hand.two-pair': 'Dva páry',
  'pk.hand.pair': 'Pár',
  'pk.hand.high-card': 'Vysoká karta',
  'pk.hand.any': 'Jakákoli jiná vítězná ruka',
  'pk.outcome.win': 'výhra',
  'pk.outcome.lose': 'vyhrává krupiér',
  'pk.outcome.push': 'remíza',
  'pk.outcome.fold': 'složeno',
  'pk.summary': 'Vy: {player} · krupiér: {dealer}',
  'pk.paid': 'vyplaceno {win}',
  'pk.decide': 'Máte {hand}. Dorovnat, nebo složit?',
  'pk.play': 'Hrát',
  'pk.call': 'Dorovnat',
  'pk.fold': 'Složit',
  'pk.deal': 'Rozdat',
  'pk.ante': 'Ante',
  'pk.dealer': 'Krupiér',
  'pk.board': 'Společné karty',
  'pk.player': 'Vaše karty',
  'pk.dealer_hand': 'Krupiér: {hand}',
  'pk.your_hand': 'Vaše karty: {hand}',
  'pk.place_bet': 'Vsaďte ante a rozdejte',
  'pk.not_qualified': 'nekvalifikuje se',
  'pk.decision': 'Vaše rozhodnutí',
  'pk.in_progress': 'Kolo probíhá',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Karibský stud poker',
  'pk.qualify.pair-of-4s': 'Krupiér se kvalifikuje s párem čtyřek nebo lepším',
  'pk.qualify.queen-high': 'Krupiér se kvalifikuje s dámou nebo lepším',
  'pk.qualify.ace-king': 'Krupiér se kvalifikuje s esem a králem nebo lepším',
  'pk.side.aa-bonus': 'AA bonus',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bonus',
  'pk.rule.deal.casino-holdem':
    'Vy i krupiér dostanete po dvou kartách a tři společné karty (flop) se rozdají lícem nahoru.',
  'pk.rule.deal.three-card': 'Vy i krupiér dostanete po třech kartách; krupiérovy jsou lícem dolů.',
  'pk.rule.deal.five-card-stud':
    'Vy i krupiér dostanete po pěti kartách; jedna krupiérova je lícem nahoru.',
  'pk.rule.decide.casino-holdem':
    'Dorovnejte dvojnásobkem ante a uvidíte turn a river, nebo složte a ante prohrajete. Každá ruka je nejlepších pět ze sedmi karet.',
  'pk.rule.decide.three-card': 'Hrajte za stejnou částku jako ante, nebo složte a ante prohrajete.',
  'pk.rule.decide.five-card-stud': 'Dorovnejte dvojnásobkem ante, nebo složte a ante prohrajete.',
  'pk.rule.pay.casino-holdem':
    'Nekvalifikuje-li se krupiér, ante se vyplácí podle tabulky ante a dorovnání se vrací. Kvalifikuje-li se a vyhrajete, ante se vyplácí podle tabulky a dorovnání 1:1; remíza vrací obojí; jinak prohráváte obojí.',
  'pk.rule.pay.three-card':
    'Nekvalifikuje-li se krupiér, ante vyplácí 1:1 a sázka Play se vrací. Kvalifikuje-li se a vyhrajete, ante i Play vyplácí 1:1; remíza vrací obojí. Ante bonus platí za postupku nebo lepší, kdykoli hrajete.',
  'pk.rule.pay.five-card-stud':
    'Nekvalifikuje-li se krupiér, ante vyplácí 1:1 a dorovnání se vrací. Kvalifikuje-li se a vyhrajete, ante vyplácí 1:1 a dorovnání podle tabulky; remíza vrací obojí.',
  'pk.rule.side_independent':
    'Vedlejší sázka je volitelná a vyhodnocuje se na vašich kartách, ať dorovnáte, nebo složíte.',
  'pk.rule.settle':
    'Opustíte-li nedokončené kolo, vyhodnotí se jako složení: nikdy vás nestojí další sázku.',
  'pk.rule.strategy.casino-holdem':
    'Uvedená návratnost předpokládá: dorovnat s párem nebo lepším s vlastní kartou, čtyřmi do barvy, otevřenou postupkou nebo desítkou a výš v ruce; jinak složit.',
  'pk.rule.strategy.three-card':
    'Uvedená návratnost předpokládá: hrát s dámou-šestkou-čtyřkou nebo lepším, jinak složit.',
  'pk.rule.strategy.five-card-stud':
    'Uvedená návratnost předpokládá: dorovnat s párem nebo lepším a s esem a králem, když krupiérova karta odpovídá některé vaší nebo je vaše třetí karta kluk či vyšší.',
  'pk.table.ante': 'Výplata ante',
  'pk.table.call': 'Výplata dorovnání',
  'pk.table.ante_bonus': 'Ante bonus',
  'pk.side_rtp': 'Návratnost sázky {name}: {rtp} % (přesně).',
  'pk.rule.aa_pair':
    'AA bonus se hodnotí na vašich dvou kartách a flopu; pár platí jen jako pár es.',
  'error.action_not_allowed': 'Tento tah teď není povolen.',
};

const de: Record<string, string> = {
  'pk.hand.royal-flush': 'Royal Flush',
  'pk.hand.straight-flush': 'Straight Flush',
  'pk.hand.four-of-a-kind': 'Vierling',
  'pk.hand.full-house': 'Full House',
  'pk.hand.flush': 'Flush',
  'pk.hand.straight': 'Straße',
  'pk.hand.three-of-a-kind': 'Drilling',
  'pk.hand.two-pair': 'Zwei Paare',
  'pk.hand.pair': 'Paar',
  'pk.hand.high-card': 'Höchste Karte',
  'pk.hand.any': 'Jede andere Gewinnhand',
  'pk.outcome.win': 'Gewinn',
  'pk.outcome.lose': 'der Dealer gewinnt',
  'pk.outcome.push': 'Unentschieden',
  'pk.outcome.fold': 'gepasst',
  'pk.summary': 'Sie: {player} · Dealer: {dealer}',
  'pk.paid': 'ausgezahlt {win}',
  'pk.decide': 'Sie halten {hand}. Mitgehen oder passen?',
  'pk.play': 'Spielen',
  'pk.call': 'Mitgehen',
  'pk.fold': 'Passen',
  'pk.deal': 'Geben',
  'pk.ante': 'Ante',
  'pk.dealer': 'Dealer',
  'pk.board': 'Gemeinschaftskarten',
  'pk.player': 'Ihre Karten',
  'pk.dealer_hand': 'Dealer: {hand}',
  'pk.your_hand': 'Ihre Karten: {hand}',
  'pk.place_bet': 'Setzen Sie die Ante und geben Sie',
  'pk.not_qualified': 'qualifiziert sich nicht',
  'pk.decision': 'Ihre Entscheidung',
  'pk.in_progress': 'Runde läuft',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Caribbean Stud Poker',
  'pk.qualify.pair-of-4s': 'Der Dealer qualifiziert sich mit einem Paar Vieren oder besser',
  'pk.qualify.queen-high': 'Der Dealer qualifiziert sich mit Dame hoch oder besser',
  'pk.qualify.ace-king': 'Der Dealer qualifiziert sich mit Ass-König oder besser',
  'pk.side.aa-bonus': 'AA-Bonus',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bonus',
  'pk.rule.deal.casino-holdem':
    'Sie und der Dealer erhalten je zwei Karten, drei Gemeinschaftskarten (der Flop) liegen offen.',
  'pk.rule.deal.three-card':
    'Sie und der Dealer erhalten je drei Karten; die des Dealers liegen verdeckt.',
  'pk.rule.deal.five-card-stud':
    'Sie und der Dealer erhalten je fünf Karten; eine Dealerkarte liegt offen.',
  'pk.rule.decide.casino-holdem':
    'Gehen Sie mit dem doppelten Ante mit, um Turn und River zu sehen, oder passen Sie und verlieren die Ante. Jede Hand ist die beste aus fünf von sieben Karten.',
  'pk.rule.decide.three-card':
    'Spielen Sie mit dem Betrag Ihrer Ante, oder passen Sie und verlieren die Ante.',
  'pk.rule.decide.five-card-stud':
    'Gehen Sie mit dem doppelten Ante mit, oder passen Sie und verlieren die Ante.',
  'pk.rule.pay.casino-holdem':
    'Qualifiziert sich der Dealer nicht, zahlt die Ante nach der Ante-Tabelle und der Call wird zurückgegeben. Qualifiziert er sich und Sie gewinnen, zahlt die Ante nach Tabelle und der Call 1:1; bei Gleichstand gibt es beides zurück; sonst verlieren beide.',
  'pk.rule.pay.three-card':
    'Qualifiziert sich der Dealer nicht, zahlt die Ante 1:1 und die Play-Wette wird zurückgegeben. Qualifiziert er sich und Sie gewinnen, zahlen Ante und Play 1:1; bei Gleichstand gibt es beides zurück. Der Ante-Bonus zahlt auf eine Straße oder besser, sobald Sie spielen.',
  'pk.rule.pay.five-card-stud':
    'Qualifiziert sich der Dealer nicht, zahlt die Ante 1:1 und der Call wird zurückgegeben. Qualifiziert er sich und Sie gewinnen, zahlt die Ante 1:1 und der Call nach der Call-Tabelle; bei Gleichstand gibt es beides zurück.',
  'pk.rule.side_independent':
    'Die Nebenwette ist freiwillig und wird auf Ihren Karten abgerechnet, ob Sie mitgehen oder passen.',
  'pk.rule.settle':
    'Verlassen Sie eine unfertige Runde, wird sie als Passen abgerechnet: Es kostet nie einen weiteren Einsatz.',
  'pk.rule.strategy.casino-holdem':
    'Die angegebene Quote setzt voraus: mitgehen mit einem Paar oder besser mit eigener Karte, vier zum Flush, einem offenen Straßen-Draw oder einer Zehn oder höher auf der Hand; sonst passen.',
  'pk.rule.strategy.three-card':
    'Die angegebene Quote setzt voraus: spielen mit Dame-Sechs-Vier oder besser, sonst passen.',
  'pk.rule.strategy.five-card-stud':
    'Die angegebene Quote setzt voraus: mitgehen mit einem Paar oder besser, und mit Ass-König, wenn die Dealerkarte zu einer Ihrer Karten passt oder Ihre dritte Karte ein Bube oder höher ist.',
  'pk.table.ante': 'Ante-Auszahlung',
  'pk.table.call': 'Call-Auszahlung',
  'pk.table.ante_bonus': 'Ante-Bonus',
  'pk.side_rtp': 'Auszahlungsquote {name}: {rtp} % (exakt).',
  'pk.rule.aa_pair':
    'Der AA-Bonus wird auf Ihren zwei Karten und dem Flop gewertet; ein Paar zahlt nur als Paar Asse.',
  'error.action_not_allowed': 'Dieser Zug ist jetzt nicht erlaubt.',
};

const sk: Record<string, string> = {
  'pk.hand.royal-flush': 'Kráľovská postupka',
  'pk.hand.straight-flush': 'Čistá postupka',
  'pk.hand.four-of-a-kind': 'Poker',
  'pk.hand.full-house': 'Full house',
  'pk.hand.flush': 'Farba',
  'pk.hand.straight': 'Postupka',
  'pk.hand.three-of-a-kind': 'Trojica',
  'pk.hand.two-pair': 'Dva páry',
  'pk.hand.pair': 'Pár',
  'pk.hand.high-card': 'Vysoká karta',
  'pk.hand.any': 'Akákoľvek iná víťazná ruka',
  'pk.outcome.win': 'výhra',
  'pk.outcome.lose': 'vyhráva krupiér',
  'pk.outcome.push': 'remíza',
  'pk.outcome.fold': 'zložené',
  'pk.summary': 'Vy: {player} · krupiér: {dealer}',
  'pk.paid': 'vyplatené {win}',
  'pk.decide': 'Máte {hand}. Dorovnať, alebo zložiť?',
  'pk.play': 'Hrať',
  'pk.call': 'Dorovnať',
  'pk.fold': 'Zložiť',
  'pk.deal': 'Rozdať',
  'pk.ante': 'Ante',
  'pk.dealer': 'Krupiér',
  'pk.board': 'Spoločné karty',
  'pk.player': 'Vaše karty',
  'pk.dealer_hand': 'Krupiér: {hand}',
  'pk.your_hand': 'Vaše karty: {hand}',
  'pk.place_bet': 'Stavte ante a rozdajte',
  'pk.not_qualified': 'nekvalifikuje sa',
  'pk.decision': 'Vaše rozhodnutie',
  'pk.in_progress': 'Kolo prebieha',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Karibský stud poker',
  'pk.qualify.pair-of-4s': 'Krupiér sa kvalifikuje s párom štvoriek alebo lepším',
  'pk.qualify.queen-high': 'Krupiér sa kvalifikuje s dámou alebo lepším',
  'pk.qualify.ace-king': 'Krupiér sa kvalifikuje s esom a kráľom alebo lepším',
  'pk.side.aa-bonus': 'AA bonus',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bonus',
  'pk.rule.deal.casino-holdem':
    'Vy aj krupiér dostanete po dve karty a tri spoločné karty (flop) sa rozdajú lícom nahor.',
  'pk.rule.deal.three-card': 'Vy aj krupiér dostanete po tri karty; krupiérove sú lícom nadol.',
  'pk.rule.deal.five-card-stud':
    'Vy aj krupiér dostanete po päť kariet; jedna krupiérova je lícom nahor.',
  'pk.rule.decide.casino-holdem':
    'Dorovnajte dvojnásobkom ante a uvidíte turn a river, alebo zložte a ante prehráte. Každá ruka je najlepších päť zo siedmich kariet.',
  'pk.rule.decide.three-card': 'Hrajte za rovnakú sumu ako ante, alebo zložte a ante prehráte.',
  'pk.rule.decide.five-card-stud': 'Dorovnajte dvojnásobkom ante, alebo zložte a ante prehráte.',
  'pk.rule.pay.casino-holdem':
    'Ak sa krupiér nekvalifikuje, ante sa vypláca podľa tabuľky ante a dorovnanie sa vracia. Ak sa kvalifikuje a vyhráte, ante sa vypláca podľa tabuľky a dorovnanie 1:1; remíza vracia oboje; inak prehrávate oboje.',
  'pk.rule.pay.three-card':
    'Ak sa krupiér nekvalifikuje, ante vypláca 1:1 a stávka Play sa vracia. Ak sa kvalifikuje a vyhráte, ante aj Play vyplácajú 1:1; remíza vracia oboje. Ante bonus platí za postupku alebo lepšie, kedykoľvek hráte.',
  'pk.rule.pay.five-card-stud':
    'Ak sa krupiér nekvalifikuje, ante vypláca 1:1 a dorovnanie sa vracia. Ak sa kvalifikuje a vyhráte, ante vypláca 1:1 a dorovnanie podľa tabuľky; remíza vracia oboje.',
  'pk.rule.side_independent':
    'Vedľajšia stávka je voliteľná a vyhodnocuje sa na vašich kartách, či dorovnáte, alebo zložíte.',
  'pk.rule.settle':
    'Ak opustíte nedokončené kolo, vyhodnotí sa ako zloženie: nikdy vás nestojí ďalšiu stávku.',
  'pk.rule.strategy.casino-holdem':
    'Uvedená návratnosť predpokladá: dorovnať s párom alebo lepším s vlastnou kartou, štyrmi do farby, otvorenou postupkou alebo desiatkou a vyššie v ruke; inak zložiť.',
  'pk.rule.strategy.three-card':
    'Uvedená návratnosť predpokladá: hrať s dámou-šestkou-štvorkou alebo lepším, inak zložiť.',
  'pk.rule.strategy.five-card-stud':
    'Uvedená návratnosť predpokladá: dorovnať s párom alebo lepším a s esom a kráľom, keď krupiérova karta zodpovedá niektorej vašej alebo je vaša tretia karta dolník či vyššia.',
  'pk.table.ante': 'Výplata ante',
  'pk.table.call': 'Výplata dorovnania',
  'pk.table.ante_bonus': 'Ante bonus',
  'pk.side_rtp': 'Návratnosť stávky {name}: {rtp} % (presne).',
  'pk.rule.aa_pair':
    'AA bonus sa hodnotí na vašich dvoch kartách a flope; pár platí len ako pár es.',
  'error.action_not_allowed': 'Tento ťah teraz nie je povolený.',
};

const hu: Record<string, string> = {
  'pk.hand.royal-flush': 'Royal flush',
  'pk.hand.straight-flush': 'Színsor',
  'pk.hand.four-of-a-kind': 'Póker',
  'pk.hand.full-house': 'Full house',
  'pk.hand.flush': 'Flös',
  'pk.hand.straight': 'Sor',
  'pk.hand.three-of-a-kind': 'Drill',
  'pk.hand.two-pair': 'Két pár',
  'pk.hand.pair': 'Pár',
  'pk.hand.high-card': 'Magas lap',
  'pk.hand.any': 'Bármely más nyerő kéz',
  'pk.outcome.win': 'nyert',
  'pk.outcome.lose': 'az osztó nyer',
  'pk.outcome.push': 'döntetlen',
  'pk.outcome.fold': 'bedobva',
  'pk.summary': 'Ön: {player} · osztó: {dealer}',
  'pk.paid': 'kifizetve {win}',
  'pk.decide': 'Önnél {hand} van. Megadja vagy bedobja?',
  'pk.play': 'Játék',
  'pk.call': 'Megadás',
  'pk.fold': 'Bedobás',
  'pk.deal': 'Osztás',
  'pk.ante': 'Ante',
  'pk.dealer': 'Osztó',
  'pk.board': 'Közös lapok',
  'pk.player': 'Az Ön lapjai',
  'pk.dealer_hand': 'Osztó: {hand}',
  'pk.your_hand': 'Az Ön lapjai: {hand}',
  'pk.place_bet': 'Tegye meg az antét és osszon',
  'pk.not_qualified': 'nem kvalifikál',
  'pk.decision': 'Az Ön döntése',
  'pk.in_progress': 'A kör folyamatban',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Karibi stud póker',
  'pk.qualify.pair-of-4s': 'Az osztó egy pár négyessel vagy jobbal kvalifikál',
  'pk.qualify.queen-high': 'Az osztó dáma magassal vagy jobbal kvalifikál',
  'pk.qualify.ace-king': 'Az osztó ász-királlyal vagy jobbal kvalifikál',
  'pk.side.aa-bonus': 'AA bónusz',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bónusz',
  'pk.rule.deal.casino-holdem':
    'Ön és az osztó két-két lapot kap, és három közös lap (a flop) nyitva kerül az asztalra.',
  'pk.rule.deal.three-card':
    'Ön és az osztó három-három lapot kap; az osztó lapjai lefordítva vannak.',
  'pk.rule.deal.five-card-stud': 'Ön és az osztó öt-öt lapot kap; az osztó egy lapja nyitott.',
  'pk.rule.decide.casino-holdem':
    'Adja meg az ante kétszeresével, hogy lássa a turnt és a rivert, vagy dobja be és elveszti az antét. Minden kéz a hét lapból kiválasztott legjobb öt.',
  'pk.rule.decide.three-card':
    'Játsszon az antéval azonos összeggel, vagy dobja be és elveszti az antét.',
  'pk.rule.decide.five-card-stud':
    'Adja meg az ante kétszeresével, vagy dobja be és elveszti az antét.',
  'pk.rule.pay.casino-holdem':
    'Ha az osztó nem kvalifikál, az ante az ante-tábla szerint fizet, a megadás visszajár. Ha kvalifikál és Ön nyer, az ante a tábla szerint, a megadás 1:1-re fizet; döntetlennél mindkettő visszajár; különben mindkettő elvész.',
  'pk.rule.pay.three-card':
    'Ha az osztó nem kvalifikál, az ante 1:1-re fizet, a Play tét visszajár. Ha kvalifikál és Ön nyer, az ante és a Play 1:1-re fizet; döntetlennél mindkettő visszajár. Az ante bónusz sorra vagy jobbra fizet, valahányszor játszik.',
  'pk.rule.pay.five-card-stud':
    'Ha az osztó nem kvalifikál, az ante 1:1-re fizet, a megadás visszajár. Ha kvalifikál és Ön nyer, az ante 1:1-re, a megadás a megadási tábla szerint fizet; döntetlennél mindkettő visszajár.',
  'pk.rule.side_independent':
    'A mellékfogadás választható, és az Ön lapjai alapján dől el, akár megad, akár bedob.',
  'pk.rule.settle': 'Ha félbehagy egy kört, bedobásként zárul: soha nem kerül újabb tétbe.',
  'pk.rule.strategy.casino-holdem':
    'A megadott visszatérítés feltételezi: megadás saját lappal alkotott párral vagy jobbal, négy lappal flöshöz, nyitott sorhúzóval vagy legalább tízessel a kézben; különben bedobás.',
  'pk.rule.strategy.three-card':
    'A megadott visszatérítés feltételezi: játék dáma-hatos-négyessel vagy jobbal, különben bedobás.',
  'pk.rule.strategy.five-card-stud':
    'A megadott visszatérítés feltételezi: megadás párral vagy jobbal, és ász-királlyal, ha az osztó lapja egyezik az Ön egyik lapjával vagy a harmadik lapja legalább bubi.',
  'pk.table.ante': 'Ante kifizetés',
  'pk.table.call': 'Megadás kifizetés',
  'pk.table.ante_bonus': 'Ante bónusz',
  'pk.side_rtp': '{name} visszatérítési aránya: {rtp} % (pontos).',
  'pk.rule.aa_pair': 'Az AA bónusz az Ön két lapján és a flopon dől el; pár csak ászpárként fizet.',
  'error.action_not_allowed': 'Ez a lépés most nem engedélyezett.',
};

const pl: Record<string, string> = {
  'pk.hand.royal-flush': 'Poker królewski',
  'pk.hand.straight-flush': 'Poker',
  'pk.hand.four-of-a-kind': 'Kareta',
  'pk.hand.full-house': 'Full',
  'pk.hand.flush': 'Kolor',
  'pk.hand.straight': 'Strit',
  'pk.hand.three-of-a-kind': 'Trójka',
  'pk.hand.two-pair': 'Dwie pary',
  'pk.hand.pair': 'Para',
  'pk.hand.high-card': 'Wysoka karta',
  'pk.hand.any': 'Każdy inny wygrywający układ',
  'pk.outcome.win': 'wygrana',
  'pk.outcome.lose': 'wygrywa krupier',
  'pk.outcome.push': 'remis',
  'pk.outcome.fold': 'spasowano',
  'pk.summary': 'Gracz: {player} · krupier: {dealer}',
  'pk.paid': 'wypłacono {win}',
  'pk.decide': 'Układ gracza: {hand}. Sprawdzić czy spasować?',
  'pk.play': 'Graj',
  'pk.call': 'Sprawdź',
  'pk.fold': 'Pas',
  'pk.deal': 'Rozdaj',
  'pk.ante': 'Ante',
  'pk.dealer': 'Krupier',
  'pk.board': 'Karty wspólne',
  'pk.player': 'Karty gracza',
  'pk.dealer_hand': 'Krupier: {hand}',
  'pk.your_hand': 'Karty gracza: {hand}',
  'pk.place_bet': 'Postaw ante i rozdaj',
  'pk.not_qualified': 'nie kwalifikuje się',
  'pk.decision': 'Decyzja',
  'pk.in_progress': 'Runda w toku',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Caribbean Stud Poker',
  'pk.qualify.pair-of-4s': 'Krupier kwalifikuje się z parą czwórek lub lepszym układem',
  'pk.qualify.queen-high': 'Krupier kwalifikuje się z damą lub lepszym układem',
  'pk.qualify.ace-king': 'Krupier kwalifikuje się z asem i królem lub lepszym układem',
  'pk.side.aa-bonus': 'Bonus AA',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bonus',
  'pk.rule.deal.casino-holdem':
    'Gracz i krupier dostają po dwie karty, a trzy karty wspólne (flop) leżą odkryte.',
  'pk.rule.deal.three-card': 'Gracz i krupier dostają po trzy karty; karty krupiera są zakryte.',
  'pk.rule.deal.five-card-stud':
    'Gracz i krupier dostają po pięć kart; jedna karta krupiera jest odkryta.',
  'pk.rule.decide.casino-holdem':
    'Sprawdź za dwukrotność ante, by zobaczyć turn i river, albo spasuj i strać ante. Każdy układ to najlepsze pięć z siedmiu kart.',
  'pk.rule.decide.three-card': 'Gracz gra za kwotę równą ante albo pasuje i traci ante.',
  'pk.rule.decide.five-card-stud': 'Sprawdź za dwukrotność ante albo spasuj i strać ante.',
  'pk.rule.pay.casino-holdem':
    'Gdy krupier się nie kwalifikuje, ante płaci według tabeli ante, a sprawdzenie wraca. Gdy się kwalifikuje, a gracz wygrywa, ante płaci według tabeli, a sprawdzenie 1:1; remis zwraca oba zakłady; w przeciwnym razie oba przegrywają.',
  'pk.rule.pay.three-card':
    'Gdy krupier się nie kwalifikuje, ante płaci 1:1, a zakład Play wraca. Gdy się kwalifikuje, a gracz wygrywa, ante i Play płacą 1:1; remis zwraca oba. Bonus ante płaci za strita lub lepszy układ zawsze, gdy gracz gra dalej.',
  'pk.rule.pay.five-card-stud':
    'Gdy krupier się nie kwalifikuje, ante płaci 1:1, a sprawdzenie wraca. Gdy się kwalifikuje, a gracz wygrywa, ante płaci 1:1, a sprawdzenie według tabeli; remis zwraca oba.',
  'pk.rule.side_independent':
    'Zakład dodatkowy jest opcjonalny i rozliczany na kartach gracza, niezależnie od sprawdzenia czy pasu.',
  'pk.rule.settle':
    'Niedokończona runda, którą gracz opuści, zostanie rozliczona jak pas: nigdy nie kosztuje dodatkowego zakładu.',
  'pk.rule.strategy.casino-holdem':
    'Podany zwrot zakłada: sprawdzaj z parą lub lepszym układem z własną kartą, czterema do koloru, otwartym dociągiem do strita lub dziesiątką i wyżej w ręce; w przeciwnym razie pasuj.',
  'pk.rule.strategy.three-card':
    'Podany zwrot zakłada: graj z damą-szóstką-czwórką lub lepszym układem, w przeciwnym razie pasuj.',
  'pk.rule.strategy.five-card-stud':
    'Podany zwrot zakłada sprawdzanie z parą lub lepszym układem oraz z asem i królem, gdy karta krupiera pasuje do jednej z kart gracza lub trzecia karta gracza to walet lub wyżej.',
  'pk.table.ante': 'Wypłaty ante',
  'pk.table.call': 'Wypłaty sprawdzenia',
  'pk.table.ante_bonus': 'Bonus ante',
  'pk.side_rtp': 'Zwrot zakładu {name}: {rtp} % (dokładnie).',
  'pk.rule.aa_pair':
    'Bonus AA ocenia się na dwóch kartach gracza i flopie; para płaci tylko jako para asów.',
  'error.action_not_allowed': 'Ten ruch nie jest teraz dozwolony.',
};

const es: Record<string, string> = {
  'pk.hand.royal-flush': 'Escalera real',
  'pk.hand.straight-flush': 'Escalera de color',
  'pk.hand.four-of-a-kind': 'Póquer',
  'pk.hand.full-house': 'Full',
  'pk.hand.flush': 'Color',
  'pk.hand.straight': 'Escalera',
  'pk.hand.three-of-a-kind': 'Trío',
  'pk.hand.two-pair': 'Doble pareja',
  'pk.hand.pair': 'Pareja',
  'pk.hand.high-card': 'Carta alta',
  'pk.hand.any': 'Cualquier otra mano ganadora',
  'pk.outcome.win': 'ganas',
  'pk.outcome.lose': 'gana el crupier',
  'pk.outcome.push': 'empate',
  'pk.outcome.fold': 'retirado',
  'pk.summary': 'Tú: {player} · crupier: {dealer}',
  'pk.paid': 'pagado {win}',
  'pk.decide': 'Tienes {hand}. ¿Igualar o retirarte?',
  'pk.play': 'Jugar',
  'pk.call': 'Igualar',
  'pk.fold': 'Retirarse',
  'pk.deal': 'Repartir',
  'pk.ante': 'Ante',
  'pk.dealer': 'Crupier',
  'pk.board': 'Cartas comunitarias',
  'pk.player': 'Tus cartas',
  'pk.dealer_hand': 'Crupier: {hand}',
  'pk.your_hand': 'Tus cartas: {hand}',
  'pk.place_bet': 'Apuesta el ante y reparte',
  'pk.not_qualified': 'no califica',
  'pk.decision': 'Tu decisión',
  'pk.in_progress': 'Ronda en curso',
  'pk.title.casino-holdem': "Casino Hold'em",
  'pk.title.three-card': 'Three Card Poker',
  'pk.title.five-card-stud': 'Caribbean Stud Poker',
  'pk.qualify.pair-of-4s': 'El crupier califica con pareja de cuatros o mejor',
  'pk.qualify.queen-high': 'El crupier califica con reina alta o mejor',
  'pk.qualify.ace-king': 'El crupier califica con as-rey o mejor',
  'pk.side.aa-bonus': 'Bono AA',
  'pk.side.pair-plus': 'Pair Plus',
  'pk.side.stud-bonus': 'Bono',
  'pk.rule.deal.casino-holdem':
    'Tú y el crupier recibís dos cartas cada uno y se reparten tres cartas comunitarias (el flop) boca arriba.',
  'pk.rule.deal.three-card':
    'Tú y el crupier recibís tres cartas cada uno; las del crupier están boca abajo.',
  'pk.rule.deal.five-card-stud':
    'Tú y el crupier recibís cinco cartas cada uno; una carta del crupier está boca arriba.',
  'pk.rule.decide.casino-holdem':
    'Iguala con el doble del ante para ver el turn y el river, o retírate y pierde el ante. Cada mano es la mejor de cinco entre siete cartas.',
  'pk.rule.decide.three-card':
    'Juega por el mismo importe que el ante, o retírate y pierde el ante.',
  'pk.rule.decide.five-card-stud': 'Iguala con el doble del ante, o retírate y pierde el ante.',
  'pk.rule.pay.casino-holdem':
    'Si el crupier no califica, el ante paga según la tabla del ante y se devuelve la igualada. Si califica y ganas, el ante paga según la tabla y la igualada 1:1; un empate devuelve ambas; si no, pierdes ambas.',
  'pk.rule.pay.three-card':
    'Si el crupier no califica, el ante paga 1:1 y se devuelve la apuesta Play. Si califica y ganas, ante y Play pagan 1:1; un empate devuelve ambas. El bono de ante paga con escalera o mejor siempre que juegues.',
  'pk.rule.pay.five-card-stud':
    'Si el crupier no califica, el ante paga 1:1 y se devuelve la igualada. Si califica y ganas, el ante paga 1:1 y la igualada según su tabla; un empate devuelve ambas.',
  'pk.rule.side_independent':
    'La apuesta adicional es opcional y se resuelve con tus cartas, tanto si igualas como si te retiras.',
  'pk.rule.settle':
    'Si dejas una ronda sin terminar, se resuelve como retirada: nunca cuesta otra apuesta.',
  'pk.rule.strategy.casino-holdem':
    'El retorno indicado supone: igualar con pareja o mejor formada con una carta propia, cuatro al color, proyecto de escalera abierta o un diez o más en mano; si no, retirarse.',
  'pk.rule.strategy.three-card':
    'El retorno indicado supone: jugar con reina-seis-cuatro o mejor; si no, retirarse.',
  'pk.rule.strategy.five-card-stud':
    'El retorno indicado supone: igualar con pareja o mejor, y con as-rey cuando la carta del crupier coincide con una de las tuyas o tu tercera carta es una jota o más.',
  'pk.table.ante': 'Pagos del ante',
  'pk.table.call': 'Pagos de la igualada',
  'pk.table.ante_bonus': 'Bono de ante',
  'pk.side_rtp': 'Retorno de {name}: {rtp} % (exacto).',
  'pk.rule.aa_pair':
    'El Bono AA se juzga con tus dos cartas y el flop; una pareja solo paga si es de ases.',
  'error.action_not_allowed': 'Esa jugada no está permitida ahora.',
};

export const texts: GameTexts = { en, cs, de, sk, hu, pl, es };
