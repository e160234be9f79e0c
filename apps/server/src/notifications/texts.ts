import type { Language } from '@croupier/contract/constants';

/** What a message is; each has a subject (e-mail) and a body in every language. */
export type MessageKind =
  | 'verification_email'
  | 'verification_sms'
  | 'recovery'
  | 'lockout_recovery'
  | 'activation'
  | 'many_attempts'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_recovery_codes'
  | 'two_factor_reset'
  | 'support_contact'
  | 'staff_invite';

/** Messages to the operator's own staff: in English, whatever the sender's language. */
type StaffKind = 'support_contact' | 'staff_invite';
type PlayerKind = Exclude<MessageKind, StaffKind>;

interface Text {
  subject: string;
  body: string;
}

/**
 * Texts of the account messages in the 7 languages. Placeholders: {brand}, {code}, {minutes},
 * {link}, {hours}, {name}, {time} (mailTime). Bodies are plain text (the dev mailbox and SMS show
 * them as is).
 *
 * The two-factor notices (two_factor_*) tell the player of a change of the second factor after it
 * happened, so that a player whose session was stolen learns of it: what, when, and whom to
 * contact. They never hold the secret or a code. `two_factor_reset`: the casino's staff turned it
 * off (the back office's reset for a player who lost phone and recovery codes).
 */
const TEXTS: Record<Language, Record<PlayerKind, Text>> = {
  en: {
    verification_email: {
      subject: '{brand}: your e-mail verification code',
      body: 'Hello {name},\n\nyour e-mail verification code is {code}.\nIt is valid for {minutes} minutes. If you did not register at {brand}, ignore this message.\n\n{brand}',
    },
    verification_sms: {
      subject: '{brand} verification',
      body: '{brand}: your verification code is {code}. Valid for {minutes} minutes.',
    },
    recovery: {
      subject: '{brand}: reset your password',
      body: 'Hello {name},\n\nwe received a request to reset the password of your {brand} account. Open this link to choose a new password:\n{link}\n\nThe link is valid for {hours} hour and works once. If you did not ask for it, ignore this message: your password stays unchanged.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: too many sign-in attempts',
      body: 'Hello {name},\n\nthere were 5 unsuccessful sign-in attempts on your {brand} account, so signing in is blocked for {minutes} minutes. If you forgot your password, choose a new one with this link:\n{link}\n\nThe link is valid for {hours} hour and works once. If it was not you, we recommend changing your password.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: finish your registration',
      body: 'Hello {name},\n\nyour {brand} registration is not finished yet. Continue here:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: repeated sign-in attempts',
      body: 'Hello {name},\n\nsigning in to your {brand} account was blocked again after repeated unsuccessful attempts. If it was not you, please contact customer service and change your password.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: two-factor login turned on',
      body: 'Hello {name},\n\ntwo-factor login has been turned on for your {brand} account. From now on, signing in needs a code from your authenticator app (or a recovery code) as well as your password.\n\nDate and time: {time}\n\nIf it was not you, please contact customer service at once and change your password.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: two-factor login turned off',
      body: 'Hello {name},\n\ntwo-factor login has been turned off for your {brand} account. Signing in now needs only your password.\n\nDate and time: {time}\n\nIf it was not you, please contact customer service at once and change your password: someone else may have access to your account.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: new recovery codes',
      body: 'Hello {name},\n\nnew recovery codes have been created for the two-factor login of your {brand} account. The previous recovery codes no longer work.\n\nDate and time: {time}\n\nIf it was not you, please contact customer service at once and change your password.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: two-factor login turned off by customer service',
      body: 'Hello {name},\n\nour customer service has turned off two-factor login for your {brand} account. Signing in now needs only your password. You can turn it on again at any time in My account > Two-factor login.\n\nDate and time: {time}\n\nIf you did not ask for this, please contact customer service at once and change your password.\n\n{brand}',
    },
  },
  cs: {
    verification_email: {
      subject: '{brand}: váš ověřovací kód e-mailu',
      body: 'Dobrý den {name},\n\nváš ověřovací kód e-mailu je {code}.\nPlatí {minutes} minut. Pokud jste se na {brand} neregistrovali, tuto zprávu ignorujte.\n\n{brand}',
    },
    verification_sms: {
      subject: '{brand} ověření',
      body: '{brand}: váš ověřovací kód je {code}. Platí {minutes} minut.',
    },
    recovery: {
      subject: '{brand}: obnovení hesla',
      body: 'Dobrý den {name},\n\nobdrželi jsme žádost o obnovení hesla k vašemu účtu {brand}. Nové heslo zvolíte na tomto odkazu:\n{link}\n\nOdkaz platí {hours} hodinu a lze jej použít jednou. Pokud jste o obnovení nežádali, zprávu ignorujte: vaše heslo zůstává beze změny.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: příliš mnoho pokusů o přihlášení',
      body: 'Dobrý den {name},\n\nk vašemu účtu {brand} proběhlo 5 neúspěšných pokusů o přihlášení, proto je přihlášení na {minutes} minut zablokováno. Pokud jste heslo zapomněli, zvolte nové na tomto odkazu:\n{link}\n\nOdkaz platí {hours} hodinu a lze jej použít jednou. Pokud jste to nebyli vy, doporučujeme heslo změnit.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: dokončete registraci',
      body: 'Dobrý den {name},\n\nvaše registrace na {brand} ještě není dokončena. Pokračujte zde:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: opakované pokusy o přihlášení',
      body: 'Dobrý den {name},\n\npřihlášení k vašemu účtu {brand} bylo po opakovaných neúspěšných pokusech znovu zablokováno. Pokud jste to nebyli vy, kontaktujte zákaznickou podporu a změňte si heslo.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: dvoufázové přihlášení je zapnuté',
      body: 'Dobrý den {name},\n\nu vašeho účtu {brand} bylo zapnuto dvoufázové přihlášení. K přihlášení budete od nynějška kromě hesla potřebovat také kód z ověřovací aplikace (nebo záložní kód).\n\nDatum a čas: {time}\n\nPokud jste to nebyli vy, ihned kontaktujte zákaznickou podporu a změňte si heslo.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: dvoufázové přihlášení je vypnuté',
      body: 'Dobrý den {name},\n\nu vašeho účtu {brand} bylo vypnuto dvoufázové přihlášení. K přihlášení teď stačí jen heslo.\n\nDatum a čas: {time}\n\nPokud jste to nebyli vy, ihned kontaktujte zákaznickou podporu a změňte si heslo: k vašemu účtu může mít přístup někdo jiný.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: nové záložní kódy',
      body: 'Dobrý den {name},\n\nk dvoufázovému přihlášení vašeho účtu {brand} byly vytvořeny nové záložní kódy. Dosavadní záložní kódy už neplatí.\n\nDatum a čas: {time}\n\nPokud jste to nebyli vy, ihned kontaktujte zákaznickou podporu a změňte si heslo.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: zákaznická podpora vypnula dvoufázové přihlášení',
      body: 'Dobrý den {name},\n\nnaše zákaznická podpora vypnula u vašeho účtu {brand} dvoufázové přihlášení. K přihlášení teď stačí jen heslo. Znovu ho můžete kdykoli zapnout v části Můj účet > Dvoufázové přihlášení.\n\nDatum a čas: {time}\n\nPokud jste o to nežádali, ihned kontaktujte zákaznickou podporu a změňte si heslo.\n\n{brand}',
    },
  },
  de: {
    verification_email: {
      subject: '{brand}: Ihr Bestätigungscode für die E-Mail',
      body: 'Hallo {name},\n\nIhr Bestätigungscode für die E-Mail lautet {code}.\nEr ist {minutes} Minuten gültig. Wenn Sie sich nicht bei {brand} registriert haben, ignorieren Sie diese Nachricht.\n\n{brand}',
    },
    verification_sms: {
      subject: '{brand} Bestätigung',
      body: '{brand}: Ihr Bestätigungscode lautet {code}. Gültig für {minutes} Minuten.',
    },
    recovery: {
      subject: '{brand}: Passwort zurücksetzen',
      body: 'Hallo {name},\n\nwir haben eine Anfrage erhalten, das Passwort Ihres {brand}-Kontos zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:\n{link}\n\nDer Link ist {hours} Stunde gültig und funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: zu viele Anmeldeversuche',
      body: 'Hallo {name},\n\nbei Ihrem {brand}-Konto gab es 5 erfolglose Anmeldeversuche, daher ist die Anmeldung für {minutes} Minuten gesperrt. Wenn Sie Ihr Passwort vergessen haben, wählen Sie über diesen Link ein neues:\n{link}\n\nDer Link ist {hours} Stunde gültig und funktioniert einmal. Wenn Sie das nicht waren, empfehlen wir, Ihr Passwort zu ändern.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: Registrierung abschließen',
      body: 'Hallo {name},\n\nIhre Registrierung bei {brand} ist noch nicht abgeschlossen. Hier geht es weiter:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: wiederholte Anmeldeversuche',
      body: 'Hallo {name},\n\ndie Anmeldung bei Ihrem {brand}-Konto wurde nach wiederholten erfolglosen Versuchen erneut gesperrt. Wenn Sie das nicht waren, wenden Sie sich bitte an den Kundendienst und ändern Sie Ihr Passwort.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: Zwei-Faktor-Anmeldung aktiviert',
      body: 'Hallo {name},\n\nfür Ihr {brand}-Konto wurde die Zwei-Faktor-Anmeldung aktiviert. Ab jetzt brauchen Sie zur Anmeldung neben Ihrem Passwort auch einen Code aus Ihrer Authenticator-App (oder einen Wiederherstellungscode).\n\nDatum und Uhrzeit: {time}\n\nWenn Sie das nicht waren, wenden Sie sich bitte sofort an den Kundendienst und ändern Sie Ihr Passwort.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: Zwei-Faktor-Anmeldung deaktiviert',
      body: 'Hallo {name},\n\nfür Ihr {brand}-Konto wurde die Zwei-Faktor-Anmeldung deaktiviert. Zur Anmeldung genügt jetzt Ihr Passwort.\n\nDatum und Uhrzeit: {time}\n\nWenn Sie das nicht waren, wenden Sie sich bitte sofort an den Kundendienst und ändern Sie Ihr Passwort: Möglicherweise hat jemand anderes Zugriff auf Ihr Konto.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: neue Wiederherstellungscodes',
      body: 'Hallo {name},\n\nfür die Zwei-Faktor-Anmeldung Ihres {brand}-Kontos wurden neue Wiederherstellungscodes erstellt. Die bisherigen Wiederherstellungscodes sind nicht mehr gültig.\n\nDatum und Uhrzeit: {time}\n\nWenn Sie das nicht waren, wenden Sie sich bitte sofort an den Kundendienst und ändern Sie Ihr Passwort.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: Zwei-Faktor-Anmeldung vom Kundendienst deaktiviert',
      body: 'Hallo {name},\n\nunser Kundendienst hat die Zwei-Faktor-Anmeldung für Ihr {brand}-Konto deaktiviert. Zur Anmeldung genügt jetzt Ihr Passwort. Sie können sie jederzeit unter Mein Konto > Zwei-Faktor-Anmeldung wieder aktivieren.\n\nDatum und Uhrzeit: {time}\n\nWenn Sie das nicht veranlasst haben, wenden Sie sich bitte sofort an den Kundendienst und ändern Sie Ihr Passwort.\n\n{brand}',
    },
  },
  sk: {
    verification_email: {
      subject: '{brand}: váš overovací kód e-mailu',
      body: 'Dobrý deň {name},\n\nváš overovací kód e-mailu je {code}.\nPlatí {minutes} minút. Ak ste sa na {brand} neregistrovali, túto správu ignorujte.\n\n{brand}',
    },
    verification_sms: {
      subject: '{brand} overenie',
      body: '{brand}: váš overovací kód je {code}. Platí {minutes} minút.',
    },
    recovery: {
      subject: '{brand}: obnovenie hesla',
      body: 'Dobrý deň {name},\n\ndostali sme žiadosť o obnovenie hesla k vášmu účtu {brand}. Nové heslo si zvolíte na tomto odkaze:\n{link}\n\nOdkaz platí {hours} hodinu a dá sa použiť raz. Ak ste o obnovenie nežiadali, správu ignorujte: vaše heslo zostáva nezmenené.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: príliš veľa pokusov o prihlásenie',
      body: 'Dobrý deň {name},\n\nk vášmu účtu {brand} prebehlo 5 neúspešných pokusov o prihlásenie, preto je prihlásenie na {minutes} minút zablokované. Ak ste heslo zabudli, zvoľte si nové na tomto odkaze:\n{link}\n\nOdkaz platí {hours} hodinu a dá sa použiť raz. Ak ste to neboli vy, odporúčame heslo zmeniť.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: dokončite registráciu',
      body: 'Dobrý deň {name},\n\nvaša registrácia na {brand} ešte nie je dokončená. Pokračujte tu:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: opakované pokusy o prihlásenie',
      body: 'Dobrý deň {name},\n\nprihlásenie k vášmu účtu {brand} bolo po opakovaných neúspešných pokusoch znova zablokované. Ak ste to neboli vy, kontaktujte zákaznícku podporu a zmeňte si heslo.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: dvojfázové prihlásenie je zapnuté',
      body: 'Dobrý deň {name},\n\npri vašom účte {brand} bolo zapnuté dvojfázové prihlásenie. Na prihlásenie budete odteraz okrem hesla potrebovať aj kód z overovacej aplikácie (alebo záložný kód).\n\nDátum a čas: {time}\n\nAk ste to neboli vy, okamžite kontaktujte zákaznícku podporu a zmeňte si heslo.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: dvojfázové prihlásenie je vypnuté',
      body: 'Dobrý deň {name},\n\npri vašom účte {brand} bolo vypnuté dvojfázové prihlásenie. Na prihlásenie teraz stačí len heslo.\n\nDátum a čas: {time}\n\nAk ste to neboli vy, okamžite kontaktujte zákaznícku podporu a zmeňte si heslo: k vášmu účtu môže mať prístup niekto iný.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: nové záložné kódy',
      body: 'Dobrý deň {name},\n\nk dvojfázovému prihláseniu vášho účtu {brand} boli vytvorené nové záložné kódy. Doterajšie záložné kódy už neplatia.\n\nDátum a čas: {time}\n\nAk ste to neboli vy, okamžite kontaktujte zákaznícku podporu a zmeňte si heslo.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: zákaznícka podpora vypla dvojfázové prihlásenie',
      body: 'Dobrý deň {name},\n\nnaša zákaznícka podpora vypla pri vašom účte {brand} dvojfázové prihlásenie. Na prihlásenie teraz stačí len heslo. Znova ho môžete kedykoľvek zapnúť v časti Môj účet > Dvojfázové prihlásenie.\n\nDátum a čas: {time}\n\nAk ste o to nežiadali, okamžite kontaktujte zákaznícku podporu a zmeňte si heslo.\n\n{brand}',
    },
  },
  hu: {
    verification_email: {
      subject: '{brand}: az e-mail-cím ellenőrző kódja',
      body: 'Kedves {name}!\n\nAz e-mail-címe ellenőrző kódja: {code}.\n{minutes} percig érvényes. Ha nem regisztrált a(z) {brand} oldalon, hagyja figyelmen kívül ezt az üzenetet.\n\n{brand}',
    },
    verification_sms: {
      subject: '{brand} ellenőrzés',
      body: '{brand}: az ellenőrző kódja {code}. {minutes} percig érvényes.',
    },
    recovery: {
      subject: '{brand}: jelszó visszaállítása',
      body: 'Kedves {name}!\n\nKérés érkezett a(z) {brand} fiókja jelszavának visszaállítására. Új jelszót ezen a linken választhat:\n{link}\n\nA link {hours} óráig érvényes, és egyszer használható. Ha nem Ön kérte, hagyja figyelmen kívül ezt az üzenetet: a jelszava nem változik.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: túl sok bejelentkezési kísérlet',
      body: 'Kedves {name}!\n\nA(z) {brand} fiókjába 5 sikertelen bejelentkezési kísérlet történt, ezért a bejelentkezés {minutes} percre le van tiltva. Ha elfelejtette a jelszavát, ezen a linken választhat újat:\n{link}\n\nA link {hours} óráig érvényes, és egyszer használható. Ha nem Ön volt, javasoljuk a jelszó megváltoztatását.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: fejezze be a regisztrációt',
      body: 'Kedves {name}!\n\nA(z) {brand} regisztrációja még nincs befejezve. Itt folytathatja:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: ismételt bejelentkezési kísérletek',
      body: 'Kedves {name}!\n\nA(z) {brand} fiókjába való bejelentkezést ismételt sikertelen kísérletek után újra letiltottuk. Ha nem Ön volt, kérjük, forduljon az ügyfélszolgálathoz, és változtassa meg a jelszavát.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: kétlépcsős bejelentkezés bekapcsolva',
      body: 'Kedves {name}!\n\nA(z) {brand} fiókjában bekapcsolták a kétlépcsős bejelentkezést. Mostantól a bejelentkezéshez a jelszava mellett a hitelesítő alkalmazás kódjára (vagy egy helyreállító kódra) is szüksége lesz.\n\nIdőpont: {time}\n\nHa nem Ön volt, kérjük, azonnal forduljon az ügyfélszolgálathoz, és változtassa meg a jelszavát.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: kétlépcsős bejelentkezés kikapcsolva',
      body: 'Kedves {name}!\n\nA(z) {brand} fiókjában kikapcsolták a kétlépcsős bejelentkezést. A bejelentkezéshez mostantól elég a jelszava.\n\nIdőpont: {time}\n\nHa nem Ön volt, kérjük, azonnal forduljon az ügyfélszolgálathoz, és változtassa meg a jelszavát: lehet, hogy valaki más is hozzáfér a fiókjához.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: új helyreállító kódok',
      body: 'Kedves {name}!\n\nA(z) {brand} fiókja kétlépcsős bejelentkezéséhez új helyreállító kódokat hoztak létre. A korábbi helyreállító kódok már nem érvényesek.\n\nIdőpont: {time}\n\nHa nem Ön volt, kérjük, azonnal forduljon az ügyfélszolgálathoz, és változtassa meg a jelszavát.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: az ügyfélszolgálat kikapcsolta a kétlépcsős bejelentkezést',
      body: 'Kedves {name}!\n\nÜgyfélszolgálatunk kikapcsolta a kétlépcsős bejelentkezést a(z) {brand} fiókjában. A bejelentkezéshez mostantól elég a jelszava. Bármikor újra bekapcsolhatja a Fiókom > Kétlépcsős bejelentkezés oldalon.\n\nIdőpont: {time}\n\nHa nem Ön kérte, kérjük, azonnal forduljon az ügyfélszolgálathoz, és változtassa meg a jelszavát.\n\n{brand}',
    },
  },
  pl: {
    verification_email: {
      subject: '{brand}: kod weryfikacyjny adresu e-mail',
      body: 'Dzień dobry {name},\n\nkod weryfikacyjny adresu e-mail to {code}.\nJest ważny przez {minutes} minut. Jeśli ta wiadomość trafiła tu przez pomyłkę, prosimy ją zignorować.\n\n{brand}',
    },
    verification_sms: {
      subject: '{brand} weryfikacja',
      body: '{brand}: kod weryfikacyjny to {code}. Ważny przez {minutes} minut.',
    },
    recovery: {
      subject: '{brand}: resetowanie hasła',
      body: 'Dzień dobry {name},\n\notrzymaliśmy prośbę o zresetowanie hasła do konta {brand}. Nowe hasło można ustawić pod tym linkiem:\n{link}\n\nLink jest ważny przez {hours} godzinę i działa jeden raz. Jeśli prośba nie pochodzi od właściciela konta, prosimy zignorować tę wiadomość: hasło pozostaje bez zmian.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: zbyt wiele prób logowania',
      body: 'Dzień dobry {name},\n\nna koncie {brand} odnotowano 5 nieudanych prób logowania, dlatego logowanie jest zablokowane na {minutes} minut. W razie zapomnienia hasła nowe można ustawić pod tym linkiem:\n{link}\n\nLink jest ważny przez {hours} godzinę i działa jeden raz. Jeśli próby nie pochodziły od właściciela konta, zalecamy zmianę hasła.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: dokończenie rejestracji',
      body: 'Dzień dobry {name},\n\nrejestracja w {brand} nie została jeszcze ukończona. Można ją kontynuować tutaj:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: powtarzające się próby logowania',
      body: 'Dzień dobry {name},\n\nlogowanie do konta {brand} zostało ponownie zablokowane po kolejnych nieudanych próbach. Jeśli próby nie pochodziły od właściciela konta, prosimy o kontakt z obsługą klienta i zmianę hasła.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: logowanie dwuetapowe zostało włączone',
      body: 'Dzień dobry {name},\n\nna koncie {brand} zostało włączone logowanie dwuetapowe. Od teraz do zalogowania potrzebny jest oprócz hasła także kod z aplikacji uwierzytelniającej (lub kod odzyskiwania).\n\nData i godzina: {time}\n\nJeśli zmiana nie pochodzi od właściciela konta, prosimy o niezwłoczny kontakt z obsługą klienta i zmianę hasła.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: logowanie dwuetapowe zostało wyłączone',
      body: 'Dzień dobry {name},\n\nna koncie {brand} zostało wyłączone logowanie dwuetapowe. Do zalogowania wystarczy teraz samo hasło.\n\nData i godzina: {time}\n\nJeśli zmiana nie pochodzi od właściciela konta, prosimy o niezwłoczny kontakt z obsługą klienta i zmianę hasła: ktoś inny może mieć dostęp do konta.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: nowe kody odzyskiwania',
      body: 'Dzień dobry {name},\n\ndla logowania dwuetapowego na koncie {brand} utworzono nowe kody odzyskiwania. Dotychczasowe kody odzyskiwania przestały działać.\n\nData i godzina: {time}\n\nJeśli zmiana nie pochodzi od właściciela konta, prosimy o niezwłoczny kontakt z obsługą klienta i zmianę hasła.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: obsługa klienta wyłączyła logowanie dwuetapowe',
      body: 'Dzień dobry {name},\n\nobsługa klienta wyłączyła logowanie dwuetapowe na koncie {brand}. Do zalogowania wystarczy teraz samo hasło. Można je ponownie włączyć w dowolnej chwili w sekcji Moje konto > Logowanie dwuetapowe.\n\nData i godzina: {time}\n\nJeśli prośba o wyłączenie nie pochodziła od właściciela konta, prosimy o niezwłoczny kontakt z obsługą klienta i zmianę hasła.\n\n{brand}',
    },
  },
  es: {
    verification_email: {
      subject: '{brand}: tu código de verificación de correo',
      body: 'Hola {name}:\n\ntu código de verificación de correo electrónico es {code}.\nEs válido durante {minutes} minutos. Si no te has registrado en {brand}, ignora este mensaje.\n\n{brand}',
    },
    verification_sms: {
      subject: 'Verificación de {brand}',
      body: '{brand}: tu código de verificación es {code}. Válido durante {minutes} minutos.',
    },
    recovery: {
      subject: '{brand}: restablece tu contraseña',
      body: 'Hola {name}:\n\nhemos recibido una solicitud para restablecer la contraseña de tu cuenta de {brand}. Elige una nueva contraseña con este enlace:\n{link}\n\nEl enlace es válido durante {hours} hora y funciona una sola vez. Si no lo has solicitado, ignora este mensaje: tu contraseña no cambia.\n\n{brand}',
    },
    lockout_recovery: {
      subject: '{brand}: demasiados intentos de inicio de sesión',
      body: 'Hola {name}:\n\nse han producido 5 intentos fallidos de inicio de sesión en tu cuenta de {brand}, por lo que el acceso queda bloqueado durante {minutes} minutos. Si has olvidado tu contraseña, elige una nueva con este enlace:\n{link}\n\nEl enlace es válido durante {hours} hora y funciona una sola vez. Si no has sido tú, te recomendamos cambiar la contraseña.\n\n{brand}',
    },
    activation: {
      subject: '{brand}: completa tu registro',
      body: 'Hola {name}:\n\ntu registro en {brand} aún no está completo. Continúa aquí:\n{link}\n\n{brand}',
    },
    many_attempts: {
      subject: '{brand}: intentos repetidos de inicio de sesión',
      body: 'Hola {name}:\n\nel acceso a tu cuenta de {brand} se ha bloqueado de nuevo tras repetidos intentos fallidos. Si no has sido tú, ponte en contacto con el servicio de atención al cliente y cambia tu contraseña.\n\n{brand}',
    },
    two_factor_enabled: {
      subject: '{brand}: inicio de sesión en dos pasos activado',
      body: 'Hola {name}:\n\nse ha activado el inicio de sesión en dos pasos en tu cuenta de {brand}. A partir de ahora, para entrar necesitarás, además de tu contraseña, un código de tu aplicación de autenticación (o un código de recuperación).\n\nFecha y hora: {time}\n\nSi no has sido tú, ponte en contacto de inmediato con el servicio de atención al cliente y cambia tu contraseña.\n\n{brand}',
    },
    two_factor_disabled: {
      subject: '{brand}: inicio de sesión en dos pasos desactivado',
      body: 'Hola {name}:\n\nse ha desactivado el inicio de sesión en dos pasos en tu cuenta de {brand}. Ahora basta con tu contraseña para entrar.\n\nFecha y hora: {time}\n\nSi no has sido tú, ponte en contacto de inmediato con el servicio de atención al cliente y cambia tu contraseña: puede que otra persona tenga acceso a tu cuenta.\n\n{brand}',
    },
    two_factor_recovery_codes: {
      subject: '{brand}: nuevos códigos de recuperación',
      body: 'Hola {name}:\n\nse han creado nuevos códigos de recuperación para el inicio de sesión en dos pasos de tu cuenta de {brand}. Los códigos de recuperación anteriores ya no funcionan.\n\nFecha y hora: {time}\n\nSi no has sido tú, ponte en contacto de inmediato con el servicio de atención al cliente y cambia tu contraseña.\n\n{brand}',
    },
    two_factor_reset: {
      subject: '{brand}: atención al cliente ha desactivado el inicio de sesión en dos pasos',
      body: 'Hola {name}:\n\nnuestro servicio de atención al cliente ha desactivado el inicio de sesión en dos pasos en tu cuenta de {brand}. Ahora basta con tu contraseña para entrar. Puedes volver a activarlo cuando quieras en Mi cuenta > Inicio en dos pasos.\n\nFecha y hora: {time}\n\nSi no lo has solicitado, ponte en contacto de inmediato con el servicio de atención al cliente y cambia tu contraseña.\n\n{brand}',
    },
  },
};

/** Placeholders: {brand}, {subject}, {from}, {player}, {ref}, {message} (the sender's text). */
const STAFF_TEXTS: Record<StaffKind, Text> = {
  support_contact: {
    subject: '[{brand}] Contact form: {subject}',
    body: 'A message from the contact form of {brand}.\n\nReply to: {from}\nPlayer: {player}\nReference: {ref}\n\n{message}\n',
  },
  /** Placeholders: {name}, {from} (the inviting admin), {link}, {days}. */
  staff_invite: {
    subject: '[{brand}] Your back-office account',
    body: 'Hello {name},\n\n{from} invited you to the {brand} back office. Choose your password here (the link works once, for {days} days):\n{link}\n\nAt your first sign-in you will set up a second factor (an authenticator app).\n',
  },
};

const isStaffKind = (kind: MessageKind): kind is StaffKind => kind in STAFF_TEXTS;

export function renderMessage(
  kind: MessageKind,
  language: Language,
  vars: Record<string, string | number>,
): Text {
  const text = isStaffKind(kind) ? STAFF_TEXTS[kind] : (TEXTS[language] ?? TEXTS.en)[kind];
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (m, key: string) => (key in vars ? String(vars[key]) : m));
  return { subject: fill(text.subject), body: fill(text.body) };
}

export const MESSAGE_LANGUAGES = Object.keys(TEXTS) as Language[];

/**
 * `{time}` of a message: when something happened, as a date and time in the message's language,
 * in UTC and saying so (the platform does not know the player's time zone).
 */
export function mailTime(at: Date, language: Language): string {
  const formatted = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}
