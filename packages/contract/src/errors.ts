/** Error keys of the specification; the site translates them, the server returns them. */
export const ERROR_KEYS = {
  required: 'field_required',
  invalid: 'field_invalid',
  searchMinLength: 'search_min_length',
  searchMaxLength: 'search_max_length',
  emailError: 'email_error',
  emailAlreadyUsed: 'email_already_used',
  usernameErrorMin: 'username_error_min',
  usernameErrorMax: 'username_error_max',
  nicknameAlreadyUsed: 'nickname_already_used',
  fieldsAlreadyUsed: 'fields_already_used',
  passwordError: 'password_error',
  phoneAlreadyUsed: 'phone_already_used',
  removePhonePrefix: 'remove_phone_prefix',
  codeIsWrong: 'code_is_wrong',
  dobError: 'dob_error',
  unknownLanguage: 'language_invalid',
} as const;
export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

/** Messages of non-validation errors (`{ message }` bodies). */
export const ERROR_MESSAGES = {
  unauthorizedSkin: 'Unauthorized: missing or invalid skin credentials',
  notFound: 'Not found',
  validation: 'The given data was invalid.',
  tooManyRequests: 'Too many requests, please slow down.',
  server: 'SERVER ERROR',
  gameNotAvailable: 'GAME NOT AVAILABLE',
} as const;
