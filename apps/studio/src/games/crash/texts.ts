import type { GameTexts } from '../types.ts';

const en = {
  'crash.bet': 'Bet and launch',
  'crash.cashout': 'Cash out {amount}',
  'crash.auto': 'Auto cash-out',
  'crash.auto_target': 'Auto cash-out multiplier',
  'crash.auto_hint': 'From 1.01× to {max}×',
  'crash.idle': 'Place a bet to launch the rocket.',
  'crash.flying': 'Flying: {x}×',
  'crash.crashed': 'Crashed',
  'crash.crash_point': 'Crashed at {x}×',
  'crash.cashed': 'Cashed out at {x}×: {amount} (crash at {crash}×)',
  'crash.busted': 'Crashed at {x}×: no win',
  'crash.recent': 'Recent crash points',
  'crash.in_flight': 'In flight',
  'crash.describe_cashed': 'Cashed out at {x}× (crash {crash}×)',
  'crash.describe_busted': 'Crashed at {crash}×',
  'crash.rules.intro':
    'Your bet launches a rocket. Its multiplier starts at 1.00× and rises faster and faster; cash out before it crashes to win your stake times the multiplier shown.',
  'crash.rules.odds':
    'The crash point is drawn when the round opens: the chance that it reaches a multiplier m is (1 − {edge}) / m, so every way of cashing out returns {rtp} on average. About {edge} of flights crash at once.',
  'crash.rules.max':
    'A flight that reaches {max}× ends there and pays everyone still on board {max}×.',
  'crash.rules.auto':
    'Auto cash-out: set a multiplier from 1.01× to {max}× before the bet; it is paid as soon as the flight reaches it, even if you close the game.',
  'crash.rules.abandon':
    'If you leave a flight, it goes on without you: an auto cash-out or the maximum multiplier pays if reached, otherwise the stake is lost when it crashes.',
  'crash.rules.fair':
    'The server clock decides when you cashed out; a click that arrives after the crash loses.',
};

type Keys = keyof typeof en;

const cs: Record<Keys, string> = {
  'crash.bet': 'Vsadit a odstartovat',
  'crash.cashout': 'Vybrat {amount}',
  'crash.auto': 'Automatický výběr',
  'crash.auto_target': 'Násobek automatického výběru',
  'crash.auto_hint': 'Od 1,01× do {max}×',
  'crash.idle': 'Vsaďte a raketa odstartuje.',
  'crash.flying': 'Letí: {x}×',
  'crash.crashed': 'Havárie',
  'crash.crash_point': 'Havárie na {x}×',
  'crash.cashed': 'Vybráno na {x}×: {amount} (havárie na {crash}×)',
  'crash.busted': 'Havárie na {x}×: bez výhry',
  'crash.recent': 'Poslední body havárie',
  'crash.in_flight': 'Za letu',
  'crash.describe_cashed': 'Vybráno na {x}× (havárie {crash}×)',
  'crash.describe_busted': 'Havárie na {crash}×',
  'crash.rules.intro':
    'Vaše sázka vypustí raketu. Násobek začíná na 1,00× a roste stále rychleji; vyberte před havárií a vyhrajete sázku krát zobrazený násobek.',
  'crash.rules.odds':
    'Bod havárie se losuje při otevření kola: šance, že dosáhne násobku m, je (1 − {edge}) / m, takže každý způsob výběru vrací v průměru {rtp}. Přibližně {edge} letů havaruje okamžitě.',
  'crash.rules.max':
    'Let, který dosáhne {max}×, tam končí a všem, kdo jsou ještě na palubě, vyplatí {max}×.',
  'crash.rules.auto':
    'Automatický výběr: před sázkou nastavte násobek od 1,01× do {max}×; vyplatí se, jakmile jej let dosáhne, i když hru zavřete.',
  'crash.rules.abandon':
    'Opustíte-li let, pokračuje bez vás: automatický výběr nebo maximální násobek se vyplatí, pokud je dosažen, jinak je sázka při havárii ztracena.',
  'crash.rules.fair':
    'O okamžiku výběru rozhodují hodiny serveru; kliknutí, které dorazí po havárii, prohrává.',
};

const de: Record<Keys, string> = {
  'crash.bet': 'Setzen und starten',
  'crash.cashout': 'Auszahlen {amount}',
  'crash.auto': 'Auto-Auszahlung',
  'crash.auto_target': 'Multiplikator der Auto-Auszahlung',
  'crash.auto_hint': 'Von 1,01× bis {max}×',
  'crash.idle': 'Setzen Sie, um die Rakete zu starten.',
  'crash.flying': 'Im Flug: {x}×',
  'crash.crashed': 'Abgestürzt',
  'crash.crash_point': 'Absturz bei {x}×',
  'crash.cashed': 'Ausgezahlt bei {x}×: {amount} (Absturz bei {crash}×)',
  'crash.busted': 'Absturz bei {x}×: kein Gewinn',
  'crash.recent': 'Letzte Absturzpunkte',
  'crash.in_flight': 'Im Flug',
  'crash.describe_cashed': 'Ausgezahlt bei {x}× (Absturz {crash}×)',
  'crash.describe_busted': 'Absturz bei {crash}×',
  'crash.rules.intro':
    'Ihr Einsatz startet eine Rakete. Der Multiplikator beginnt bei 1,00× und steigt immer schneller; zahlen Sie vor dem Absturz aus, um Einsatz mal angezeigtem Multiplikator zu gewinnen.',
  'crash.rules.odds':
    'Der Absturzpunkt wird beim Öffnen der Runde gezogen: Die Chance, einen Multiplikator m zu erreichen, ist (1 − {edge}) / m, daher bringt jede Auszahlungsweise im Schnitt {rtp} zurück. Etwa {edge} der Flüge stürzen sofort ab.',
  'crash.rules.max':
    'Ein Flug, der {max}× erreicht, endet dort und zahlt allen noch an Bord {max}×.',
  'crash.rules.auto':
    'Auto-Auszahlung: Legen Sie vor dem Einsatz einen Multiplikator von 1,01× bis {max}× fest; er wird ausgezahlt, sobald der Flug ihn erreicht, auch wenn Sie das Spiel schließen.',
  'crash.rules.abandon':
    'Verlassen Sie einen Flug, geht er ohne Sie weiter: Eine Auto-Auszahlung oder der Höchstmultiplikator zahlt, wenn erreicht, sonst ist der Einsatz beim Absturz verloren.',
  'crash.rules.fair':
    'Die Uhr des Servers entscheidet über den Zeitpunkt der Auszahlung; ein Klick, der nach dem Absturz ankommt, verliert.',
};

const sk: Record<Keys, string> = {
  'crash.bet': 'Staviť a odštartovať',
  'crash.cashout': 'Vybrať {amount}',
  'crash.auto': 'Automatický výber',
  'crash.auto_target': 'Násobok automatického výberu',
  'crash.auto_hint': 'Od 1,01× do {max}×',
  'crash.idle': 'Stavte a raketa odštartuje.',
  'crash.flying': 'Letí: {x}×',
  'crash.crashed': 'Havária',
  'crash.crash_point': 'Havária na {x}×',
  'crash.cashed': 'Vybraté na {x}×: {amount} (havária na {crash}×)',
  'crash.busted': 'Havária na {x}×: bez výhry',
  'crash.recent': 'Posledné body havárie',
  'crash.in_flight': 'Počas letu',
  'crash.describe_cashed': 'Vybraté na {x}× (havária {crash}×)',
  'crash.describe_busted': 'Havária na {crash}×',
  'crash.rules.intro':
    'Vaša stávka vypustí raketu. Násobok začína na 1,00× a rastie stále rýchlejšie; vyberte pred haváriou a vyhráte stávku krát zobrazený násobok.',
  'crash.rules.odds':
    'Bod havárie sa losuje pri otvorení kola: šanca, že dosiahne násobok m, je (1 − {edge}) / m, takže každý spôsob výberu vracia v priemere {rtp}. Približne {edge} letov havaruje okamžite.',
  'crash.rules.max':
    'Let, ktorý dosiahne {max}×, tam končí a všetkým, ktorí sú ešte na palube, vyplatí {max}×.',
  'crash.rules.auto':
    'Automatický výber: pred stávkou nastavte násobok od 1,01× do {max}×; vyplatí sa, hneď ako ho let dosiahne, aj keď hru zatvoríte.',
  'crash.rules.abandon':
    'Ak let opustíte, pokračuje bez vás: automatický výber alebo maximálny násobok sa vyplatí, ak je dosiahnutý, inak je stávka pri havárii stratená.',
  'crash.rules.fair':
    'O okamihu výberu rozhodujú hodiny servera; kliknutie, ktoré príde po havárii, prehráva.',
};

const hu: Record<Keys, string> = {
  'crash.bet': 'Tét és kilövés',
  'crash.cashout': 'Kifizetés {amount}',
  'crash.auto': 'Automatikus kifizetés',
  'crash.auto_target': 'Automatikus kifizetés szorzója',
  'crash.auto_hint': '1,01× és {max}× között',
  'crash.idle': 'Tegyen tétet a rakéta kilövéséhez.',
  'crash.flying': 'Repül: {x}×',
  'crash.crashed': 'Lezuhant',
  'crash.crash_point': 'Lezuhant: {x}×',
  'crash.cashed': 'Kifizetve {x}×-nél: {amount} (zuhanás: {crash}×)',
  'crash.busted': 'Lezuhant {x}×-nél: nincs nyeremény',
  'crash.recent': 'Legutóbbi zuhanási pontok',
  'crash.in_flight': 'Repülés közben',
  'crash.describe_cashed': 'Kifizetve {x}×-nél (zuhanás {crash}×)',
  'crash.describe_busted': 'Lezuhant {crash}×-nél',
  'crash.rules.intro':
    'A tét kilő egy rakétát. A szorzó 1,00×-ről indul és egyre gyorsabban nő; vegye ki a pénzt a zuhanás előtt, és a tét és a látható szorzó szorzatát nyeri.',
  'crash.rules.odds':
    'A zuhanási pontot a kör megnyitásakor sorsoljuk: annak esélye, hogy eléri az m szorzót, (1 − {edge}) / m, így bármely kifizetési mód átlagosan {rtp}-ot ad vissza. A repülések kb. {edge}-a azonnal lezuhan.',
  'crash.rules.max':
    'A {max}×-et elérő repülés ott véget ér, és mindenkinek, aki még a fedélzeten van, {max}×-et fizet.',
  'crash.rules.auto':
    'Automatikus kifizetés: a tét előtt állítson be egy 1,01× és {max}× közötti szorzót; amint a repülés eléri, kifizetjük, akkor is, ha bezárja a játékot.',
  'crash.rules.abandon':
    'Ha elhagy egy repülést, az nélküle folytatódik: az automatikus kifizetés vagy a legnagyobb szorzó fizet, ha elérik, különben a tét a zuhanáskor elvész.',
  'crash.rules.fair':
    'A kifizetés pillanatáról a szerver órája dönt; a zuhanás után beérkező kattintás veszít.',
};

const pl: Record<Keys, string> = {
  'crash.bet': 'Postaw i wystartuj',
  'crash.cashout': 'Wypłać {amount}',
  'crash.auto': 'Automatyczna wypłata',
  'crash.auto_target': 'Mnożnik automatycznej wypłaty',
  'crash.auto_hint': 'Od 1,01× do {max}×',
  'crash.idle': 'Postaw zakład, aby wystrzelić rakietę.',
  'crash.flying': 'Lot: {x}×',
  'crash.crashed': 'Katastrofa',
  'crash.crash_point': 'Katastrofa przy {x}×',
  'crash.cashed': 'Wypłacono przy {x}×: {amount} (katastrofa przy {crash}×)',
  'crash.busted': 'Katastrofa przy {x}×: brak wygranej',
  'crash.recent': 'Ostatnie punkty katastrofy',
  'crash.in_flight': 'W locie',
  'crash.describe_cashed': 'Wypłacono przy {x}× (katastrofa {crash}×)',
  'crash.describe_busted': 'Katastrofa przy {crash}×',
  'crash.rules.intro':
    'Zakład wystrzeliwuje rakietę. Mnożnik zaczyna od 1,00× i rośnie coraz szybciej; wypłać przed katastrofą, aby wygrać stawkę razy pokazany mnożnik.',
  'crash.rules.odds':
    'Punkt katastrofy jest losowany przy otwarciu rundy: szansa osiągnięcia mnożnika m wynosi (1 − {edge}) / m, więc każdy sposób wypłaty zwraca średnio {rtp}. Około {edge} lotów kończy się od razu.',
  'crash.rules.max':
    'Lot, który osiągnie {max}×, kończy się i wypłaca wszystkim na pokładzie {max}×.',
  'crash.rules.auto':
    'Automatyczna wypłata: przed zakładem można ustawić mnożnik od 1,01× do {max}×; zostanie wypłacony, gdy lot go osiągnie, nawet po zamknięciu gry.',
  'crash.rules.abandon':
    'Opuszczony lot trwa dalej: automatyczna wypłata lub maksymalny mnożnik wypłaca, jeśli zostanie osiągnięty, w przeciwnym razie stawka przepada.',
  'crash.rules.fair':
    'O chwili wypłaty decyduje zegar serwera; kliknięcie, które dotrze po katastrofie, przegrywa.',
};

const es: Record<Keys, string> = {
  'crash.bet': 'Apostar y despegar',
  'crash.cashout': 'Retirar {amount}',
  'crash.auto': 'Retiro automático',
  'crash.auto_target': 'Multiplicador del retiro automático',
  'crash.auto_hint': 'De 1,01× a {max}×',
  'crash.idle': 'Apuesta para lanzar el cohete.',
  'crash.flying': 'En vuelo: {x}×',
  'crash.crashed': 'Estrellado',
  'crash.crash_point': 'Estrellado en {x}×',
  'crash.cashed': 'Retirado en {x}×: {amount} (se estrelló en {crash}×)',
  'crash.busted': 'Estrellado en {x}×: sin premio',
  'crash.recent': 'Últimos puntos de choque',
  'crash.in_flight': 'En vuelo',
  'crash.describe_cashed': 'Retirado en {x}× (choque {crash}×)',
  'crash.describe_busted': 'Estrellado en {crash}×',
  'crash.rules.intro':
    'Tu apuesta lanza un cohete. El multiplicador empieza en 1,00× y sube cada vez más rápido; retira antes del choque para ganar tu apuesta por el multiplicador mostrado.',
  'crash.rules.odds':
    'El punto de choque se sortea al abrir la ronda: la probabilidad de alcanzar un multiplicador m es (1 − {edge}) / m, así que cualquier forma de retirar devuelve de media {rtp}. Alrededor del {edge} de los vuelos se estrella al instante.',
  'crash.rules.max':
    'Un vuelo que alcanza {max}× termina ahí y paga {max}× a todos los que siguen a bordo.',
  'crash.rules.auto':
    'Retiro automático: fija un multiplicador de 1,01× a {max}× antes de apostar; se paga en cuanto el vuelo lo alcanza, aunque cierres el juego.',
  'crash.rules.abandon':
    'Si abandonas un vuelo, continúa sin ti: el retiro automático o el multiplicador máximo pagan si se alcanzan; si no, la apuesta se pierde al estrellarse.',
  'crash.rules.fair':
    'El reloj del servidor decide cuándo retiraste; un clic que llega después del choque pierde.',
};

export const texts: GameTexts = { en, cs, de, sk, hu, pl, es };
