/**
 * Lobby banners of the demo skin. The comment's prefix sorts a banner into a lobby (see
 * BANNER_TAGS in the contract); a null comment shows it everywhere except scratch cards and crash
 * games. Background art is generated from palette and motif (`bannerSvg`); texts are overlaid.
 */
import type { Motif } from '@croupier/games/catalog';

export type Lang = 'en' | 'cs' | 'de' | 'sk' | 'hu' | 'pl' | 'es';

export interface BannerSeed {
  key: string;
  /** Tag prefix of the banner's media comment, or null for an untagged banner. */
  comment: string | null;
  palette: readonly [string, string, string];
  motif: Motif;
  /** Site path without the language prefix. */
  buttonUrl: string;
  texts: Record<Lang, { title: string; subtitle: string; button: string }>;
}

export const banners: readonly BannerSeed[] = [
  {
    key: 'casino-welcome',
    comment: 'casino-welcome',
    palette: ['#1a1033', '#4c1d95', '#fbbf24'],
    motif: 'crown',
    buttonUrl: '/promotion/welcome-bonus',
    texts: {
      en: {
        title: '100% Welcome Bonus',
        subtitle: 'Double your first deposit and explore 70+ original games. 18+ | T&Cs apply.',
        button: 'Claim bonus',
      },
      cs: {
        title: 'Uvítací bonus 100 %',
        subtitle:
          'Zdvojnásobte svůj první vklad a objevte přes 70 původních her. 18+ | Platí podmínky.',
        button: 'Získat bonus',
      },
      de: {
        title: '100 % Willkommensbonus',
        subtitle:
          'Verdoppeln Sie Ihre erste Einzahlung und entdecken Sie über 70 eigene Spiele. 18+ | Es gelten die AGB.',
        button: 'Bonus sichern',
      },
      sk: {
        title: 'Uvítací bonus 100 %',
        subtitle:
          'Zdvojnásobte svoj prvý vklad a objavte viac ako 70 pôvodných hier. 18+ | Platia podmienky.',
        button: 'Získať bonus',
      },
      hu: {
        title: '100%-os üdvözlő bónusz',
        subtitle:
          'Duplázza meg első befizetését, és fedezzen fel 70+ saját játékot. 18+ | Feltételek érvényesek.',
        button: 'Bónusz igénylése',
      },
      pl: {
        title: 'Bonus powitalny 100%',
        subtitle:
          'Pierwszy depozyt podwojony i ponad 70 autorskich gier do odkrycia. 18+ | Obowiązuje regulamin.',
        button: 'Odbierz bonus',
      },
      es: {
        title: 'Bono de bienvenida del 100 %',
        subtitle:
          'Duplica tu primer depósito y descubre más de 70 juegos originales. 18+ | Se aplican T&C.',
        button: 'Obtener bono',
      },
    },
  },
  {
    key: 'casino-slots',
    comment: 'casino-slots',
    palette: ['#022c22', '#065f46', '#f43f5e'],
    motif: 'seven',
    buttonUrl: '/casino',
    texts: {
      en: {
        title: 'Spin Our Original Slots',
        subtitle: 'From fruity classics to jackpot vaults: reels made by our own studio.',
        button: 'Play now',
      },
      cs: {
        title: 'Roztočte naše vlastní automaty',
        subtitle: 'Od ovocné klasiky po jackpotové trezory: válce z dílny našeho studia.',
        button: 'Hrát',
      },
      de: {
        title: 'Drehen Sie an unseren eigenen Slots',
        subtitle:
          'Von fruchtigen Klassikern bis zu Jackpot-Tresoren: Walzen aus unserem eigenen Studio.',
        button: 'Jetzt spielen',
      },
      sk: {
        title: 'Roztočte naše vlastné automaty',
        subtitle: 'Od ovocnej klasiky po jackpotové trezory: valce z dielne nášho štúdia.',
        button: 'Hrať',
      },
      hu: {
        title: 'Pörgesse a saját nyerőgépeinket',
        subtitle: 'A gyümölcsös klasszikusoktól a jackpotos széfekig: tárcsák a saját stúdiónkból.',
        button: 'Játék most',
      },
      pl: {
        title: 'Zakręć naszymi automatami',
        subtitle: 'Od owocowych klasyków po skarbce z jackpotem: bębny prosto z naszego studia.',
        button: 'Zagraj teraz',
      },
      es: {
        title: 'Gira nuestras tragaperras',
        subtitle:
          'De clásicos afrutados a cámaras de botes: rodillos creados por nuestro propio estudio.',
        button: 'Jugar ahora',
      },
    },
  },
  {
    key: 'live-roulette',
    comment: 'liveCasino-roulette',
    palette: ['#1f0808', '#7f1d1d', '#fcd34d'],
    motif: 'wheel',
    buttonUrl: '/live-casino',
    texts: {
      en: {
        title: 'Roulette Tables, Open Around the Clock',
        subtitle: 'European roulette with every bet, provably fair and ready on any screen.',
        button: 'Join a table',
      },
      cs: {
        title: 'Ruletové stoly otevřené nonstop',
        subtitle: 'Evropská ruleta se všemi sázkami, prokazatelně férová na každé obrazovce.',
        button: 'Ke stolu',
      },
      de: {
        title: 'Roulette-Tische rund um die Uhr',
        subtitle: 'Europäisches Roulette mit allen Wetten, nachweisbar fair auf jedem Bildschirm.',
        button: 'Zum Tisch',
      },
      sk: {
        title: 'Ruletové stoly otvorené nonstop',
        subtitle: 'Európska ruleta so všetkými stávkami, preukázateľne férová na každej obrazovke.',
        button: 'K stolu',
      },
      hu: {
        title: 'Rulettasztalok éjjel-nappal',
        subtitle: 'Európai rulett minden téttel, bizonyíthatóan tisztességes, bármilyen képernyőn.',
        button: 'Asztalhoz',
      },
      pl: {
        title: 'Stoły ruletki otwarte całą dobę',
        subtitle: 'Ruletka europejska ze wszystkimi zakładami, dowodliwie uczciwa.',
        button: 'Dołącz do stołu',
      },
      es: {
        title: 'Mesas de ruleta abiertas 24 horas',
        subtitle:
          'Ruleta europea con todas las apuestas, demostrablemente justa en cualquier pantalla.',
        button: 'Ir a la mesa',
      },
    },
  },
  {
    key: 'live-blackjack',
    comment: 'liveCasino-blackjack',
    palette: ['#0b1120', '#1e3a8a', '#f9a8d4'],
    motif: 'cards',
    buttonUrl: '/live-casino',
    texts: {
      en: {
        title: 'Take a Seat at the Blackjack Table',
        subtitle:
          'Dealer stands on soft 17, double, split and insurance, from low stakes to high limits.',
        button: 'Take a seat',
      },
      cs: {
        title: 'Posaďte se k blackjackovému stolu',
        subtitle:
          'Krupiér stojí na měkkých 17, zdvojení, rozdělení i pojištění, od nízkých sázek výš.',
        button: 'Přisednout',
      },
      de: {
        title: 'Nehmen Sie Platz am Blackjack-Tisch',
        subtitle:
          'Dealer steht auf Soft 17, Verdoppeln, Teilen und Versicherung, von klein bis High Limit.',
        button: 'Platz nehmen',
      },
      sk: {
        title: 'Prisadnite si k blackjackovému stolu',
        subtitle:
          'Krupiér stojí na mäkkých 17, zdvojenie, rozdelenie aj poistenie, od nízkych stávok.',
        button: 'Prisadnúť si',
      },
      hu: {
        title: 'Üljön le a blackjack asztalhoz',
        subtitle: 'Az osztó soft 17-nél megáll, duplázás, splitelés és biztosítás, kis tétektől.',
        button: 'Leülök',
      },
      pl: {
        title: 'Usiądź przy stole blackjacka',
        subtitle:
          'Krupier staje na miękkich 17, podwojenie, split i ubezpieczenie, od niskich stawek.',
        button: 'Usiądź',
      },
      es: {
        title: 'Siéntate en la mesa de blackjack',
        subtitle:
          'El crupier se planta en 17 blando; doblar, dividir y seguro, de apuestas bajas a altas.',
        button: 'Sentarse',
      },
    },
  },
  {
    key: 'crash-launch',
    comment: 'crashGames-launch',
    palette: ['#030712', '#1e3a8a', '#f97316'],
    motif: 'rocket',
    buttonUrl: '/crash-games',
    texts: {
      en: {
        title: 'Cash Out Before the Crash',
        subtitle:
          'Watch the multiplier climb and decide when to land. Set your limits and play for fun.',
        button: 'Launch',
      },
      cs: {
        title: 'Vyberte dřív, než to spadne',
        subtitle:
          'Sledujte, jak násobitel roste, a rozhodněte, kdy přistát. Nastavte si limity a hrajte pro zábavu.',
        button: 'Odstartovat',
      },
      de: {
        title: 'Auszahlen vor dem Crash',
        subtitle:
          'Sehen Sie zu, wie der Multiplikator steigt, und entscheiden Sie, wann Sie landen. Setzen Sie Limits.',
        button: 'Starten',
      },
      sk: {
        title: 'Vyberte skôr, než to spadne',
        subtitle:
          'Sledujte, ako násobiteľ rastie, a rozhodnite, kedy pristáť. Nastavte si limity a hrajte pre zábavu.',
        button: 'Odštartovať',
      },
      hu: {
        title: 'Vegye ki, mielőtt lezuhan',
        subtitle: 'Figyelje, ahogy nő a szorzó, és döntse el, mikor landol. Állítson be limiteket.',
        button: 'Kilövés',
      },
      pl: {
        title: 'Wypłać, zanim nastąpi crash',
        subtitle:
          'Mnożnik rośnie, a moment lądowania wybiera gracz. Z ustalonymi limitami, dla zabawy.',
        button: 'Start',
      },
      es: {
        title: 'Retira antes del crash',
        subtitle:
          'Mira cómo sube el multiplicador y decide cuándo aterrizar. Fija límites y juega por diversión.',
        button: 'Despegar',
      },
    },
  },
  {
    key: 'crash-instant',
    comment: 'crashGames-instant',
    palette: ['#111827', '#155e75', '#67e8f9'],
    motif: 'bomb',
    buttonUrl: '/crash-games',
    texts: {
      en: {
        title: 'Instant Games, Instant Thrills',
        subtitle: 'Mines, dice and quick wheels: rounds that take seconds, not minutes.',
        button: 'Play now',
      },
      cs: {
        title: 'Instantní hry, okamžité vzrušení',
        subtitle: 'Miny, kostky a rychlá kola: hra trvá sekundy, ne minuty.',
        button: 'Hrát',
      },
      de: {
        title: 'Sofortspiele, sofortige Spannung',
        subtitle: 'Minen, Würfel und schnelle Räder: Runden in Sekunden statt Minuten.',
        button: 'Jetzt spielen',
      },
      sk: {
        title: 'Okamžité hry, okamžité vzrušenie',
        subtitle: 'Míny, kocky a rýchle kolesá: kolo trvá sekundy, nie minúty.',
        button: 'Hrať',
      },
      hu: {
        title: 'Azonnali játékok, azonnali izgalom',
        subtitle: 'Aknák, kockák és gyors kerekek: a körök másodpercekig tartanak, nem percekig.',
        button: 'Játék most',
      },
      pl: {
        title: 'Szybkie gry, natychmiastowe emocje',
        subtitle: 'Miny, kości i szybkie koła: rundy trwają sekundy, nie minuty.',
        button: 'Graj teraz',
      },
      es: {
        title: 'Juegos instantáneos, emoción al momento',
        subtitle: 'Minas, dados y ruedas rápidas: rondas de segundos, no de minutos.',
        button: 'Jugar ahora',
      },
    },
  },
  {
    key: 'scratch-new',
    comment: 'scratchCards-new',
    palette: ['#052e16', '#15803d', '#fef08a'],
    motif: 'clover',
    buttonUrl: '/others',
    texts: {
      en: {
        title: 'Scratch, Reveal, Smile',
        subtitle: 'Six fresh scratch cards with bright themes and instant results.',
        button: 'Scratch now',
      },
      cs: {
        title: 'Setřete, odhalte, usmějte se',
        subtitle: 'Šest nových stíracích losů s pestrými motivy a okamžitým výsledkem.',
        button: 'Stírat',
      },
      de: {
        title: 'Rubbeln, aufdecken, lächeln',
        subtitle: 'Sechs neue Rubbellose mit bunten Motiven und sofortigem Ergebnis.',
        button: 'Jetzt rubbeln',
      },
      sk: {
        title: 'Zotrite, odhaľte, usmejte sa',
        subtitle: 'Šesť nových žrebov s pestrými motívmi a okamžitým výsledkom.',
        button: 'Stierať',
      },
      hu: {
        title: 'Kaparjon, fedezzen fel, mosolyogjon',
        subtitle: 'Hat új kaparós sorsjegy színes témákkal és azonnali eredménnyel.',
        button: 'Kaparás',
      },
      pl: {
        title: 'Zdrap, odkryj, uśmiechnij się',
        subtitle: 'Sześć nowych zdrapek z barwnymi motywami i natychmiastowym wynikiem.',
        button: 'Zdrapuj',
      },
      es: {
        title: 'Rasca, descubre y sonríe',
        subtitle: 'Seis rascas nuevos con temas llenos de color y resultado al instante.',
        button: 'Rascar ahora',
      },
    },
  },
  {
    key: 'scratch-golden-ticket',
    comment: 'scratchCards-golden-ticket',
    palette: ['#422006', '#92400e', '#fde047'],
    motif: 'star',
    buttonUrl: '/others',
    texts: {
      en: {
        title: 'New: Golden Ticket Scratch',
        subtitle: 'Match three symbols on a shimmering golden card. Quick, simple and fun.',
        button: 'Try it',
      },
      cs: {
        title: 'Novinka: Golden Ticket Scratch',
        subtitle: 'Najděte tři stejné symboly na zářivě zlatém losu. Rychlé, jednoduché a zábavné.',
        button: 'Vyzkoušet',
      },
      de: {
        title: 'Neu: Golden Ticket Scratch',
        subtitle:
          'Finden Sie drei gleiche Symbole auf einem schimmernden Goldlos. Schnell, einfach, unterhaltsam.',
        button: 'Ausprobieren',
      },
      sk: {
        title: 'Novinka: Golden Ticket Scratch',
        subtitle:
          'Nájdite tri rovnaké symboly na žiarivo zlatom žrebe. Rýchle, jednoduché a zábavné.',
        button: 'Vyskúšať',
      },
      hu: {
        title: 'Újdonság: Golden Ticket Scratch',
        subtitle:
          'Találjon három egyforma szimbólumot a csillogó arany sorsjegyen. Gyors, egyszerű, szórakoztató.',
        button: 'Kipróbálom',
      },
      pl: {
        title: 'Nowość: Golden Ticket Scratch',
        subtitle:
          'Trzy takie same symbole na lśniącej złotej zdrapce. Szybko, prosto i przyjemnie.',
        button: 'Wypróbuj',
      },
      es: {
        title: 'Novedad: Golden Ticket Scratch',
        subtitle:
          'Encuentra tres símbolos iguales en un rasca dorado y brillante. Rápido, sencillo y divertido.',
        button: 'Probar',
      },
    },
  },
  {
    key: 'bingo-90-ball',
    comment: 'bingo-90ball',
    palette: ['#0c4a6e', '#0369a1', '#fbbf24'],
    motif: 'ball',
    buttonUrl: '/others',
    texts: {
      en: {
        title: '90-Ball Bingo Nights',
        subtitle:
          'Mark your way to one line, two lines or a full house, with a fresh draw every round.',
        button: 'Play bingo',
      },
      cs: {
        title: 'Večery s bingem na 90 čísel',
        subtitle:
          'Škrtejte čísla k jedné řadě, dvěma řadám nebo plné kartě, v každém kole s novým losováním.',
        button: 'Vstoupit',
      },
      de: {
        title: '90-Ball-Bingo am Abend',
        subtitle:
          'Streichen Sie Zahlen für eine Linie, zwei Linien oder ein volles Haus, in jeder Runde mit einer neuen Ziehung.',
        button: 'Bingo spielen',
      },
      sk: {
        title: 'Večery s bingom na 90 čísel',
        subtitle:
          'Škrtajte čísla k jednému riadku, dvom riadkom alebo plnej karte, v každom kole s novým žrebovaním.',
        button: 'Vstúpiť',
      },
      hu: {
        title: '90 golyós bingóestek',
        subtitle:
          'Húzza ki a számokat egy sorig, két sorig vagy teli kártyáig, minden körben új húzással.',
        button: 'Belépés',
      },
      pl: {
        title: 'Wieczory z bingo na 90 kul',
        subtitle:
          'Skreślanie liczb do jednej linii, dwóch linii lub pełnej karty, z nowym losowaniem w każdej rundzie.',
        button: 'Graj w bingo',
      },
      es: {
        title: 'Noches de bingo de 90 bolas',
        subtitle:
          'Tacha números hasta línea, doble línea o bingo completo, con un sorteo nuevo en cada ronda.',
        button: 'Jugar al bingo',
      },
    },
  },
  {
    key: 'bingo-75-ball',
    comment: 'bingo-75ball',
    palette: ['#2e1065', '#be185d', '#fde68a'],
    motif: 'ball',
    buttonUrl: '/others',
    texts: {
      en: {
        title: '75-Ball Pattern Bingo',
        subtitle: 'A new pattern every round: letters, shapes and blackouts called at speed.',
        button: 'Play bingo',
      },
      cs: {
        title: 'Bingo na 75 čísel se vzory',
        subtitle: 'Každé kolo nový vzor: písmena, tvary i plná karta v rychlém tempu.',
        button: 'Hrát bingo',
      },
      de: {
        title: '75-Ball-Bingo mit Mustern',
        subtitle:
          'Jede Runde ein neues Muster: Buchstaben, Formen und volle Karten im schnellen Takt.',
        button: 'Bingo spielen',
      },
      sk: {
        title: 'Bingo na 75 čísel so vzormi',
        subtitle: 'Každé kolo nový vzor: písmená, tvary aj plná karta v rýchlom tempe.',
        button: 'Hrať bingo',
      },
      hu: {
        title: '75 golyós mintás bingó',
        subtitle: 'Minden körben új minta: betűk, formák és teli kártya gyors tempóban.',
        button: 'Irány a bingó',
      },
      pl: {
        title: 'Bingo na 75 kul ze wzorami',
        subtitle: 'W każdej rundzie nowy wzór: litery, kształty i pełna karta w szybkim tempie.',
        button: 'Graj w bingo',
      },
      es: {
        title: 'Bingo de 75 bolas con figuras',
        subtitle: 'Una figura nueva en cada ronda: letras, formas y cartón lleno a ritmo rápido.',
        button: 'Jugar al bingo',
      },
    },
  },
  {
    key: 'promotion-weekly-cashback',
    comment: 'promotion-weekly-cashback',
    palette: ['#1a1a2e', '#3f3f46', '#fbbf24'],
    motif: 'coin',
    buttonUrl: '/promotion/cashback',
    texts: {
      en: {
        title: '10% Weekly Cashback',
        subtitle:
          'After each week, get 10% of your net losses back, up to €500, with no wagering. 18+ | T&Cs apply.',
        button: 'Learn more',
      },
      cs: {
        title: 'Týdenní cashback 10 %',
        subtitle:
          'Po každém týdnu vám vrátíme 10 % čistých proher, až 500 €, bez prosázení. 18+ | Platí podmínky.',
        button: 'Více informací',
      },
      de: {
        title: '10 % Cashback jede Woche',
        subtitle:
          'Nach jeder Woche 10 % Ihrer Nettoverluste zurück, bis 500 €, ohne Umsatz. 18+ | Es gelten die AGB.',
        button: 'Mehr erfahren',
      },
      sk: {
        title: 'Týždenný cashback 10 %',
        subtitle:
          'Po každom týždni vám vrátime 10 % čistých prehier, až 500 €, bez pretočenia. 18+ | Platia podmienky.',
        button: 'Viac informácií',
      },
      hu: {
        title: '10% heti visszatérítés',
        subtitle:
          'Minden hét után visszakapja nettó vesztesége 10%-át (max. 500 €), forgatás nélkül. 18+ | Feltételek érvényesek.',
        button: 'Részletek',
      },
      pl: {
        title: '10% cashbacku co tydzień',
        subtitle:
          'Po każdym tygodniu zwracamy 10% strat netto, do 500 €, bez obrotu. 18+ | Obowiązuje regulamin.',
        button: 'Dowiedz się więcej',
      },
      es: {
        title: '10 % de reembolso semanal',
        subtitle:
          'Tras cada semana, recupera el 10 % de tus pérdidas netas (máx. 500 €) sin requisito de apuesta. 18+ | Se aplican T&C.',
        button: 'Más información',
      },
    },
  },
  {
    key: 'promotion-free-spins',
    comment: 'promotion-free-spins',
    palette: ['#1e1b4b', '#6d28d9', '#f0abfc'],
    motif: 'star',
    buttonUrl: '/promotion/free-spins-friday',
    texts: {
      en: {
        title: '25 Free Spins, No Deposit Needed',
        subtitle:
          'Claim them and play Orchard of Fortune and Jade Dragon Ascent. 18+ | T&Cs apply.',
        button: 'Get spins',
      },
      cs: {
        title: '25 roztočení zdarma bez vkladu',
        subtitle:
          'Získejte je a hrajte Orchard of Fortune a Jade Dragon Ascent. 18+ | Platí podmínky.',
        button: 'Získat roztočení',
      },
      de: {
        title: '25 Freispiele ohne Einzahlung',
        subtitle:
          'Spielen Sie damit Orchard of Fortune und Jade Dragon Ascent. 18+ | Es gelten die AGB.',
        button: 'Freispiele holen',
      },
      sk: {
        title: '25 točení zdarma bez vkladu',
        subtitle:
          'Získajte ich a hrajte Orchard of Fortune a Jade Dragon Ascent. 18+ | Platia podmienky.',
        button: 'Získať točenia',
      },
      hu: {
        title: '25 ingyenes pörgetés befizetés nélkül',
        subtitle:
          'Játsszon velük az Orchard of Fortune és a Jade Dragon Ascent játékban. 18+ | Feltételek érvényesek.',
        button: 'Pörgetések igénylése',
      },
      pl: {
        title: '25 darmowych spinów bez depozytu',
        subtitle:
          'Do wykorzystania w grach Orchard of Fortune i Jade Dragon Ascent. 18+ | Obowiązuje regulamin.',
        button: 'Odbierz spiny',
      },
      es: {
        title: '25 giros gratis sin depósito',
        subtitle:
          'Reclámalos y juega a Orchard of Fortune y Jade Dragon Ascent. 18+ | Se aplican T&C.',
        button: 'Conseguir giros',
      },
    },
  },
  {
    key: 'fallback',
    comment: 'fallbackIMG',
    palette: ['#0b1020', '#1e293b', '#fbbf24'],
    motif: 'chip',
    buttonUrl: '/registration',
    texts: {
      en: {
        title: 'Welcome to Croupier',
        subtitle: 'Slots, live tables, crash games and bingo: all made in-house, all in one place.',
        button: 'Sign up',
      },
      cs: {
        title: 'Vítejte v kasinu Croupier',
        subtitle: 'Automaty, živé stoly, crash hry i bingo: vše z vlastní dílny a na jednom místě.',
        button: 'Registrovat se',
      },
      de: {
        title: 'Willkommen bei Croupier',
        subtitle:
          'Slots, Live-Tische, Crash-Spiele und Bingo: alles aus eigener Hand, alles an einem Ort.',
        button: 'Registrieren',
      },
      sk: {
        title: 'Vitajte v kasíne Croupier',
        subtitle:
          'Automaty, živé stoly, crash hry aj bingo: všetko z vlastnej dielne a na jednom mieste.',
        button: 'Registrovať sa',
      },
      hu: {
        title: 'Üdvözli a Croupier kaszinó',
        subtitle:
          'Nyerőgépek, élő asztalok, crash játékok és bingó: mind saját fejlesztés, egy helyen.',
        button: 'Regisztráció',
      },
      pl: {
        title: 'Witamy w kasynie Croupier',
        subtitle:
          'Automaty, stoły na żywo, gry crash i bingo: wszystko nasze, wszystko w jednym miejscu.',
        button: 'Zarejestruj się',
      },
      es: {
        title: 'Te damos la bienvenida a Croupier',
        subtitle:
          'Tragaperras, mesas en vivo, juegos crash y bingo: todo propio y en un solo lugar.',
        button: 'Regístrate',
      },
    },
  },
  {
    key: 'prime-classics',
    comment: null,
    palette: ['#0a0a23', '#be185d', '#22d3ee'],
    motif: 'seven',
    buttonUrl: '/prime',
    texts: {
      en: {
        title: 'Prime: Pure Retro Reels',
        subtitle: 'Three-, four- and five-reel classics with neon style and simple rules.',
        button: 'Explore Prime',
      },
      cs: {
        title: 'Prime: čistá retro klasika',
        subtitle:
          'Klasika se třemi, čtyřmi i pěti válci v neonovém stylu a s jednoduchými pravidly.',
        button: 'Objevit Prime',
      },
      de: {
        title: 'Prime: Retro-Walzen pur',
        subtitle:
          'Klassiker mit drei, vier und fünf Walzen, im Neon-Look und mit einfachen Regeln.',
        button: 'Prime entdecken',
      },
      sk: {
        title: 'Prime: čistá retro klasika',
        subtitle:
          'Klasika s tromi, štyrmi aj piatimi valcami v neónovom štýle a s jednoduchými pravidlami.',
        button: 'Objaviť Prime',
      },
      hu: {
        title: 'Prime: tiszta retró tárcsák',
        subtitle: 'Három-, négy- és öttárcsás klasszikusok neonstílusban, egyszerű szabályokkal.',
        button: 'Prime felfedezése',
      },
      pl: {
        title: 'Prime: czyste retro',
        subtitle:
          'Klasyki na trzech, czterech i pięciu bębnach w neonowym stylu i z prostymi zasadami.',
        button: 'Odkryj Prime',
      },
      es: {
        title: 'Prime: rodillos retro puros',
        subtitle: 'Clásicos de tres, cuatro y cinco rodillos con estilo neón y reglas sencillas.',
        button: 'Descubrir Prime',
      },
    },
  },
  {
    key: 'responsible-gaming',
    comment: null,
    palette: ['#042f2e', '#0f766e', '#a7f3d0'],
    motif: 'clover',
    // "Set limits" leads where limits are set (a visitor logs in first, then comes back).
    buttonUrl: '/limits',
    texts: {
      en: {
        title: 'Play for Fun, Stay in Control',
        subtitle: 'Set deposit limits, take a break or self-exclude at any time from your account.',
        button: 'Set limits',
      },
      cs: {
        title: 'Hrajte pro zábavu a s rozvahou',
        subtitle:
          'V účtu si kdykoli nastavte limity vkladů, dejte si pauzu nebo zvolte sebevyloučení.',
        button: 'Nastavit limity',
      },
      de: {
        title: 'Spielen Sie zum Spaß, mit Kontrolle',
        subtitle:
          'Legen Sie Einzahlungslimits fest, machen Sie eine Pause oder sperren Sie sich jederzeit selbst.',
        button: 'Limits festlegen',
      },
      sk: {
        title: 'Hrajte pre zábavu a s rozvahou',
        subtitle:
          'V účte si kedykoľvek nastavte limity vkladov, dajte si prestávku alebo zvoľte sebavylúčenie.',
        button: 'Nastaviť limity',
      },
      hu: {
        title: 'Játsszon a szórakozásért, felelősen',
        subtitle:
          'Állítson be befizetési limitet, tartson szünetet vagy zárja ki magát bármikor a fiókjában.',
        button: 'Limitek beállítása',
      },
      pl: {
        title: 'Graj dla zabawy, zachowaj kontrolę',
        subtitle:
          'W ustawieniach konta można w każdej chwili ustawić limity wpłat, przerwę lub samowykluczenie.',
        button: 'Ustaw limity',
      },
      es: {
        title: 'Juega por diversión, con control',
        subtitle: 'Fija límites de depósito, tómate un descanso o autoexclúyete cuando quieras.',
        button: 'Fijar límites',
      },
    },
  },
];
