import type { GameTexts } from '../types.ts';

const en = {
  'mines.start': 'Bet',
  'mines.cashout': 'Cash out {amount}',
  'mines.idle': 'Choose the number of mines and your stake, then bet.',
  'mines.pick_tile': 'Pick a tile.',
  'mines.progress': '{n} gems: {x}× = {amount}',
  'mines.busted': 'Boom! A mine after {n} gems: no win.',
  'mines.cashed': 'Cashed out at {x}×: {amount}',
  'mines.grid': 'Mine field',
  'mines.mines': 'Mines',
  'mines.next': 'Next tile',
  'mines.fewer': 'Fewer mines',
  'mines.more': 'More mines',
  'mines.tile_hidden': 'Tile {n}',
  'mines.tile_gem': 'Tile {n}: gem',
  'mines.tile_mine': 'Tile {n}: mine',
  'mines.tile_safe': 'Tile {n}: safe',
  'mines.describe_open': '{mines} {mines|mine|mines}, {n} {n|gem|gems} so far',
  'mines.describe_busted': '{mines} {mines|mine|mines}, mine after {n} {n|gem|gems}',
  'mines.describe_cashed': '{mines} {mines|mine|mines}, {n} {n|gem|gems}, {x}×',
  'mines.rules.intro':
    'A field of {tiles} tiles hides from {min} to {max} mines; you choose how many. Reveal tiles one by one: each gem raises the multiplier, a mine ends the round with nothing. Cash out whenever you like.',
  'mines.rules.formula':
    'The multiplier is {rtp} divided by the chance of finding that many gems in a row, so every way of playing returns {rtp} on average. Wins are rounded down to the cent.',
  'mines.rules.abandon':
    'A round you leave unfinished is cashed out at its current multiplier ({x}× if no tile was revealed). Finding every gem cashes out by itself.',
  'mines.rules.table': 'Multiplier after 1 to 8 gems',
  'mines.max_reached':
    'Top multiplier reached after {n} gems: cashed out automatically at {x}×: {amount}',
  'mines.limit': 'Auto cash-out',
  'mines.limit_value': '{n} {n|gem|gems}, {x}×',
  'mines.describe_max': '{mines} {mines|mine|mines}, {n} {n|gem|gems}, {x}× (maximum)',
  'mines.rules.cap':
    'Multipliers stop at {cap}×: with each number of mines you may reveal at most the number of gems shown in the table below, and reaching it (or the last gem) cashes out by itself. This limit keeps the return at {rtp} for every way of playing.',
  'mines.rules.max_win': 'Maximum win of a round: {amount} ({x}× the top stake of {stake}).',
  'mines.rules.limit': 'Gem limit',
  'mines.rules.top': 'Top multiplier',
};

type Keys = keyof typeof en;

const cs: Record<Keys, string> = {
  'mines.start': 'Vsadit',
  'mines.cashout': 'Vybrat {amount}',
  'mines.idle': 'Zvolte počet min a sázku a vsaďte.',
  'mines.pick_tile': 'Vyberte políčko.',
  'mines.progress': 'Drahokamy: {n}: {x}× = {amount}',
  'mines.busted': 'Bum! Mina po {n} drahokamech: bez výhry.',
  'mines.cashed': 'Vybráno na {x}×: {amount}',
  'mines.grid': 'Minové pole',
  'mines.mines': 'Miny',
  'mines.next': 'Další políčko',
  'mines.fewer': 'Méně min',
  'mines.more': 'Více min',
  'mines.tile_hidden': 'Políčko {n}',
  'mines.tile_gem': 'Políčko {n}: drahokam',
  'mines.tile_mine': 'Políčko {n}: mina',
  'mines.tile_safe': 'Políčko {n}: bezpečné',
  'mines.describe_open': 'Miny: {mines}, zatím drahokamy: {n}',
  'mines.describe_busted': 'Miny: {mines}, mina po {n} drahokamech',
  'mines.describe_cashed': 'Miny: {mines}, drahokamy: {n}, {x}×',
  'mines.rules.intro':
    'Pole o {tiles} políčkách skrývá {min} až {max} min; počet volíte vy. Odkrývejte políčka jedno po druhém: každý drahokam zvýší násobek, mina ukončí kolo bez výhry. Vybrat můžete kdykoli.',
  'mines.rules.formula':
    'Násobek je {rtp} děleno šancí najít tolik drahokamů za sebou, takže každý způsob hry vrací v průměru {rtp}. Výhry se zaokrouhlují dolů na centy.',
  'mines.rules.abandon':
    'Nedokončené kolo se vyplatí za aktuální násobek ({x}×, pokud nebylo odkryto žádné políčko). Nalezení všech drahokamů vyplatí kolo samo.',
  'mines.rules.table': 'Násobek po 1 až 8 drahokamech',
  'mines.max_reached':
    'Nejvyšší násobek dosažen po {n} drahokamech: automaticky vybráno na {x}×: {amount}',
  'mines.limit': 'Automatický výběr',
  'mines.limit_value': 'Drahokamy: {n}, {x}×',
  'mines.describe_max': 'Miny: {mines}, drahokamy: {n}, {x}× (maximum)',
  'mines.rules.cap':
    'Násobky končí na {cap}×: u každého počtu min můžete odkrýt nejvýše tolik drahokamů, kolik uvádí tabulka níže, a jejich dosažení (nebo posledního drahokamu) kolo samo vyplatí. Tento limit drží návratnost na {rtp} pro každý způsob hry.',
  'mines.rules.max_win': 'Maximální výhra kola: {amount} ({x}× nejvyšší sázka {stake}).',
  'mines.rules.limit': 'Limit drahokamů',
  'mines.rules.top': 'Nejvyšší násobek',
};

const de: Record<Keys, string> = {
  'mines.start': 'Setzen',
  'mines.cashout': 'Auszahlen {amount}',
  'mines.idle': 'Wählen Sie die Anzahl der Minen und Ihren Einsatz, dann setzen Sie.',
  'mines.pick_tile': 'Wählen Sie ein Feld.',
  'mines.progress': '{n} Edelsteine: {x}× = {amount}',
  'mines.busted': 'Bumm! Eine Mine nach {n} Edelsteinen: kein Gewinn.',
  'mines.cashed': 'Ausgezahlt bei {x}×: {amount}',
  'mines.grid': 'Minenfeld',
  'mines.mines': 'Minen',
  'mines.next': 'Nächstes Feld',
  'mines.fewer': 'Weniger Minen',
  'mines.more': 'Mehr Minen',
  'mines.tile_hidden': 'Feld {n}',
  'mines.tile_gem': 'Feld {n}: Edelstein',
  'mines.tile_mine': 'Feld {n}: Mine',
  'mines.tile_safe': 'Feld {n}: sicher',
  'mines.describe_open': '{mines} {mines|Mine|Minen}, bisher {n} {n|Edelstein|Edelsteine}',
  'mines.describe_busted': '{mines} {mines|Mine|Minen}, Mine nach {n} {n|Edelstein|Edelsteinen}',
  'mines.describe_cashed': '{mines} {mines|Mine|Minen}, {n} {n|Edelstein|Edelsteine}, {x}×',
  'mines.rules.intro':
    'Ein Feld mit {tiles} Feldern verbirgt {min} bis {max} Minen; Sie wählen, wie viele. Decken Sie Felder nacheinander auf: Jeder Edelstein erhöht den Multiplikator, eine Mine beendet die Runde ohne Gewinn. Auszahlen können Sie jederzeit.',
  'mines.rules.formula':
    'Der Multiplikator ist {rtp} geteilt durch die Chance, so viele Edelsteine in Folge zu finden; daher bringt jede Spielweise im Schnitt {rtp} zurück. Gewinne werden auf den Cent abgerundet.',
  'mines.rules.abandon':
    'Eine unterbrochene Runde wird zum aktuellen Multiplikator ausgezahlt ({x}×, wenn noch kein Feld aufgedeckt wurde). Wer alle Edelsteine findet, wird automatisch ausgezahlt.',
  'mines.rules.table': 'Multiplikator nach 1 bis 8 Edelsteinen',
  'mines.max_reached':
    'Höchster Multiplikator nach {n} Edelsteinen erreicht: automatisch ausgezahlt bei {x}×: {amount}',
  'mines.limit': 'Automatische Auszahlung',
  'mines.limit_value': '{n} {n|Edelstein|Edelsteine}, {x}×',
  'mines.describe_max': '{mines} {mines|Mine|Minen}, {n} {n|Edelstein|Edelsteine}, {x}× (Maximum)',
  'mines.rules.cap':
    'Die Multiplikatoren enden bei {cap}×: Bei jeder Minenzahl können Sie höchstens so viele Edelsteine aufdecken, wie die Tabelle unten zeigt; wer diese Zahl (oder den letzten Edelstein) erreicht, wird automatisch ausgezahlt. Diese Grenze hält die Auszahlungsquote bei jeder Spielweise bei {rtp}.',
  'mines.rules.max_win':
    'Höchstgewinn einer Runde: {amount} ({x}× der höchste Einsatz von {stake}).',
  'mines.rules.limit': 'Edelstein-Limit',
  'mines.rules.top': 'Höchster Multiplikator',
};

const sk: Record<Keys, string> = {
  'mines.start': 'Staviť',
  'mines.cashout': 'Vybrať {amount}',
  'mines.idle': 'Zvoľte počet mín a stávku a stavte.',
  'mines.pick_tile': 'Vyberte políčko.',
  'mines.progress': 'Drahokamy: {n}: {x}× = {amount}',
  'mines.busted': 'Bum! Mína po {n} drahokamoch: bez výhry.',
  'mines.cashed': 'Vybraté na {x}×: {amount}',
  'mines.grid': 'Mínové pole',
  'mines.mines': 'Míny',
  'mines.next': 'Ďalšie políčko',
  'mines.fewer': 'Menej mín',
  'mines.more': 'Viac mín',
  'mines.tile_hidden': 'Políčko {n}',
  'mines.tile_gem': 'Políčko {n}: drahokam',
  'mines.tile_mine': 'Políčko {n}: mína',
  'mines.tile_safe': 'Políčko {n}: bezpečné',
  'mines.describe_open': 'Míny: {mines}, zatiaľ drahokamy: {n}',
  'mines.describe_busted': 'Míny: {mines}, mína po {n} drahokamoch',
  'mines.describe_cashed': 'Míny: {mines}, drahokamy: {n}, {x}×',
  'mines.rules.intro':
    'Pole s {tiles} políčkami skrýva {min} až {max} mín; počet volíte vy. Odkrývajte políčka jedno po druhom: každý drahokam zvýši násobok, mína ukončí kolo bez výhry. Vybrať môžete kedykoľvek.',
  'mines.rules.formula':
    'Násobok je {rtp} delené šancou nájsť toľko drahokamov za sebou, takže každý spôsob hry vracia v priemere {rtp}. Výhry sa zaokrúhľujú nadol na centy.',
  'mines.rules.abandon':
    'Nedokončené kolo sa vyplatí za aktuálny násobok ({x}×, ak nebolo odkryté žiadne políčko). Nájdenie všetkých drahokamov vyplatí kolo samo.',
  'mines.rules.table': 'Násobok po 1 až 8 drahokamoch',
  'mines.max_reached':
    'Najvyšší násobok dosiahnutý po {n} drahokamoch: automaticky vybraté na {x}×: {amount}',
  'mines.limit': 'Automatický výber',
  'mines.limit_value': 'Drahokamy: {n}, {x}×',
  'mines.describe_max': 'Míny: {mines}, drahokamy: {n}, {x}× (maximum)',
  'mines.rules.cap':
    'Násobky končia na {cap}×: pri každom počte mín môžete odkryť najviac toľko drahokamov, koľko uvádza tabuľka nižšie, a ich dosiahnutie (alebo posledného drahokamu) kolo samo vyplatí. Tento limit drží návratnosť na {rtp} pri každom spôsobe hry.',
  'mines.rules.max_win': 'Maximálna výhra kola: {amount} ({x}× najvyššia stávka {stake}).',
  'mines.rules.limit': 'Limit drahokamov',
  'mines.rules.top': 'Najvyšší násobok',
};

const hu: Record<Keys, string> = {
  'mines.start': 'Tét',
  'mines.cashout': 'Kifizetés {amount}',
  'mines.idle': 'Válassza ki az aknák számát és a tétet, majd fogadjon.',
  'mines.pick_tile': 'Válasszon egy mezőt.',
  'mines.progress': '{n} drágakő: {x}× = {amount}',
  'mines.busted': 'Bumm! Akna {n} drágakő után: nincs nyeremény.',
  'mines.cashed': 'Kifizetve {x}×-nél: {amount}',
  'mines.grid': 'Aknamező',
  'mines.mines': 'Aknák',
  'mines.next': 'Következő mező',
  'mines.fewer': 'Kevesebb akna',
  'mines.more': 'Több akna',
  'mines.tile_hidden': '{n}. mező',
  'mines.tile_gem': '{n}. mező: drágakő',
  'mines.tile_mine': '{n}. mező: akna',
  'mines.tile_safe': '{n}. mező: biztonságos',
  'mines.describe_open': '{mines} akna, eddig {n} drágakő',
  'mines.describe_busted': '{mines} akna, akna {n} drágakő után',
  'mines.describe_cashed': '{mines} akna, {n} drágakő, {x}×',
  'mines.rules.intro':
    'Egy {tiles} mezős terület {min}–{max} aknát rejt; a számukat Ön választja. Fordítsa fel a mezőket egyenként: minden drágakő növeli a szorzót, egy akna nyeremény nélkül zárja a kört. Bármikor kifizetést kérhet.',
  'mines.rules.formula':
    'A szorzó {rtp} osztva annak esélyével, hogy ennyi drágakövet talál egymás után, így bármely játékmód átlagosan {rtp}-ot ad vissza. A nyereményt lefelé kerekítjük centre.',
  'mines.rules.abandon':
    'A befejezetlen kört az aktuális szorzóval fizetjük ki ({x}×, ha még nem fordított fel mezőt). Az összes drágakő megtalálása automatikusan kifizet.',
  'mines.rules.table': 'Szorzó 1–8 drágakő után',
  'mines.max_reached':
    'Legmagasabb szorzó elérve {n} drágakő után: automatikus kifizetés {x}×-nél: {amount}',
  'mines.limit': 'Automatikus kifizetés',
  'mines.limit_value': '{n} drágakő, {x}×',
  'mines.describe_max': '{mines} akna, {n} drágakő, {x}× (maximum)',
  'mines.rules.cap':
    'A szorzók {cap}×-nél megállnak: minden aknaszámnál legfeljebb annyi drágakövet fordíthat fel, amennyit az alábbi táblázat mutat, és ennek (vagy az utolsó drágakőnek) az elérése automatikusan kifizet. Ez a határ minden játékmódnál {rtp}-on tartja a visszatérítést.',
  'mines.rules.max_win':
    'Egy kör maximális nyereménye: {amount} (a legmagasabb tét, {stake}, {x}-szorosa).',
  'mines.rules.limit': 'Drágakőhatár',
  'mines.rules.top': 'Legmagasabb szorzó',
};

const pl: Record<Keys, string> = {
  'mines.start': 'Postaw',
  'mines.cashout': 'Wypłać {amount}',
  'mines.idle': 'Wybierz liczbę min i stawkę, a potem postaw.',
  'mines.pick_tile': 'Wybierz pole.',
  'mines.progress': 'Klejnoty: {n}: {x}× = {amount}',
  'mines.busted': 'Bum! Mina po {n} klejnotach: brak wygranej.',
  'mines.cashed': 'Wypłacono przy {x}×: {amount}',
  'mines.grid': 'Pole minowe',
  'mines.mines': 'Miny',
  'mines.next': 'Następne pole',
  'mines.fewer': 'Mniej min',
  'mines.more': 'Więcej min',
  'mines.tile_hidden': 'Pole {n}',
  'mines.tile_gem': 'Pole {n}: klejnot',
  'mines.tile_mine': 'Pole {n}: mina',
  'mines.tile_safe': 'Pole {n}: bezpieczne',
  'mines.describe_open': 'Miny: {mines}, dotąd klejnoty: {n}',
  'mines.describe_busted': 'Miny: {mines}, mina po {n} klejnotach',
  'mines.describe_cashed': 'Miny: {mines}, klejnoty: {n}, {x}×',
  'mines.rules.intro':
    'Pole z {tiles} polami ukrywa od {min} do {max} min; ich liczbę wybiera gracz. Pola odkrywa się jedno po drugim: każdy klejnot podnosi mnożnik, mina kończy rundę bez wygranej. Wypłacić można w każdej chwili.',
  'mines.rules.formula':
    'Mnożnik to {rtp} podzielone przez szansę znalezienia tylu klejnotów z rzędu, więc każdy sposób gry zwraca średnio {rtp}. Wygrane są zaokrąglane w dół do centa.',
  'mines.rules.abandon':
    'Nieukończona runda jest wypłacana po bieżącym mnożniku ({x}×, jeśli nie odkryto żadnego pola). Znalezienie wszystkich klejnotów wypłaca rundę automatycznie.',
  'mines.rules.table': 'Mnożnik po 1–8 klejnotach',
  'mines.max_reached':
    'Najwyższy mnożnik osiągnięty po {n} klejnotach: automatyczna wypłata przy {x}×: {amount}',
  'mines.limit': 'Automatyczna wypłata',
  'mines.limit_value': 'Klejnoty: {n}, {x}×',
  'mines.describe_max': 'Miny: {mines}, klejnoty: {n}, {x}× (maksimum)',
  'mines.rules.cap':
    'Mnożniki kończą się na {cap}×: przy każdej liczbie min można odkryć najwyżej tyle klejnotów, ile podaje tabela poniżej, a osiągnięcie tej liczby (lub ostatniego klejnotu) wypłaca rundę automatycznie. Ten limit utrzymuje zwrot na poziomie {rtp} przy każdym sposobie gry.',
  'mines.rules.max_win': 'Maksymalna wygrana w rundzie: {amount} ({x}× najwyższa stawka {stake}).',
  'mines.rules.limit': 'Limit klejnotów',
  'mines.rules.top': 'Najwyższy mnożnik',
};

const es: Record<Keys, string> = {
  'mines.start': 'Apostar',
  'mines.cashout': 'Retirar {amount}',
  'mines.idle': 'Elige el número de minas y tu apuesta, y pulsa Apostar.',
  'mines.pick_tile': 'Elige una casilla.',
  'mines.progress': '{n} gemas: {x}× = {amount}',
  'mines.busted': '¡Bum! Una mina tras {n} gemas: sin premio.',
  'mines.cashed': 'Retirado en {x}×: {amount}',
  'mines.grid': 'Campo de minas',
  'mines.mines': 'Minas',
  'mines.next': 'Siguiente casilla',
  'mines.fewer': 'Menos minas',
  'mines.more': 'Más minas',
  'mines.tile_hidden': 'Casilla {n}',
  'mines.tile_gem': 'Casilla {n}: gema',
  'mines.tile_mine': 'Casilla {n}: mina',
  'mines.tile_safe': 'Casilla {n}: segura',
  'mines.describe_open': '{mines} {mines|mina|minas}, {n} {n|gema|gemas} por ahora',
  'mines.describe_busted': '{mines} {mines|mina|minas}, mina tras {n} {n|gema|gemas}',
  'mines.describe_cashed': '{mines} {mines|mina|minas}, {n} {n|gema|gemas}, {x}×',
  'mines.rules.intro':
    'Un campo de {tiles} casillas esconde de {min} a {max} minas; tú eliges cuántas. Descubre casillas una a una: cada gema sube el multiplicador, una mina termina la ronda sin premio. Retira cuando quieras.',
  'mines.rules.formula':
    'El multiplicador es {rtp} dividido por la probabilidad de encontrar tantas gemas seguidas, así que cualquier forma de jugar devuelve de media {rtp}. Los premios se redondean a la baja al céntimo.',
  'mines.rules.abandon':
    'Una ronda sin terminar se paga al multiplicador actual ({x}× si no se descubrió ninguna casilla). Encontrar todas las gemas cobra la ronda automáticamente.',
  'mines.rules.table': 'Multiplicador tras 1 a 8 gemas',
  'mines.max_reached':
    'Multiplicador máximo alcanzado tras {n} gemas: retirado automáticamente en {x}×: {amount}',
  'mines.limit': 'Retiro automático',
  'mines.limit_value': '{n} {n|gema|gemas}, {x}×',
  'mines.describe_max': '{mines} {mines|mina|minas}, {n} {n|gema|gemas}, {x}× (máximo)',
  'mines.rules.cap':
    'Los multiplicadores se detienen en {cap}×: con cada número de minas puedes descubrir como máximo las gemas que indica la tabla de abajo, y al alcanzarlas (o la última gema) la ronda se cobra sola. Este límite mantiene el retorno en {rtp} para cualquier forma de jugar.',
  'mines.rules.max_win':
    'Premio máximo de una ronda: {amount} ({x}× la apuesta máxima de {stake}).',
  'mines.rules.limit': 'Límite de gemas',
  'mines.rules.top': 'Multiplicador máximo',
};

export const texts: GameTexts = { en, cs, de, sk, hu, pl, es };
