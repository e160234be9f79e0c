// altcha ships no type declaration for its es-ES texts (a side-effect import).
declare module 'altcha/i18n/es-es';
