import type { Language } from '@croupier/contract/constants';

/** What a message is; each has a subject (e-mail) and a body in every language. */
export type MessageKind =
  | 'verification_email'
  | 'verification_sms'
  | 'recovery'
  | 'lockout_recovery'
  | 'activation'
  | 'many_attempts'
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
 * {link}, {hours}, {name}. Bodies are plain text (the dev mailbox and SMS show them as is).
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
