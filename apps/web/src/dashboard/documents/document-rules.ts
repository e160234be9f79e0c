import {
  DOCUMENT_ERRORS,
  DOCUMENT_RULES,
  IDENTITY_DOCUMENT_TYPES,
  TWO_SIDED_DOCUMENT_TYPES,
  type DocumentType,
} from '@croupier/contract/documents';

/** The upload form's fields, as the player fills them. */
export interface UploadValues {
  type: DocumentType;
  front: File | null;
  back: File | null;
  idn: string;
  expiresAt: string;
}

export type UploadField = 'front_file' | 'back_file' | 'idn' | 'expires_at';
export type UploadErrors = Partial<Record<UploadField, string>>;

export const isIdentityType = (type: DocumentType) =>
  (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(type);
export const isTwoSided = (type: DocumentType) =>
  (TWO_SIDED_DOCUMENT_TYPES as readonly string[]).includes(type);

/** The first day an expiry may be (tomorrow, UTC), as YYYY-MM-DD. */
export function tomorrow(now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return day.toISOString().slice(0, 10);
}

/**
 * What the server would refuse in a chosen file, told before anything is sent: a name with
 * spaces or special characters, an extension other than png/jpg/jpeg/pdf, over 2,000,000 bytes.
 * (The server also reads the content; a renamed file is refused there.)
 */
export function fileError(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name;
  if (!DOCUMENT_RULES.namePattern.test(name) || name.length > DOCUMENT_RULES.nameMaxLength) {
    return DOCUMENT_ERRORS.fileName;
  }
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(DOCUMENT_RULES.extensions as readonly string[]).includes(extension)) {
    return DOCUMENT_ERRORS.fileType;
  }
  if (file.size > DOCUMENT_RULES.maxBytes) return DOCUMENT_ERRORS.fileTooLarge;
  return null;
}

/** Every rule of the spec that the page can check; the keys are the server's error keys. */
export function validateUpload(values: UploadValues, now: Date = new Date()): UploadErrors {
  const errors: UploadErrors = {};
  if (!values.front) errors.front_file = DOCUMENT_ERRORS.required;
  else {
    const error = fileError(values.front);
    if (error) errors.front_file = error;
  }
  if (isTwoSided(values.type)) {
    if (!values.back) errors.back_file = DOCUMENT_ERRORS.backRequired;
    else {
      const error = fileError(values.back);
      if (error) errors.back_file = error;
    }
  }
  const identity = isIdentityType(values.type);
  const idn = values.idn.trim();
  if (identity && !idn) errors.idn = DOCUMENT_ERRORS.required;
  else if (idn.length > DOCUMENT_RULES.idnMaxLength) errors.idn = DOCUMENT_ERRORS.invalid;
  if (!values.expiresAt) {
    if (identity) errors.expires_at = DOCUMENT_ERRORS.required;
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiresAt)) {
    errors.expires_at = DOCUMENT_ERRORS.invalid;
  } else if (values.expiresAt < tomorrow(now)) {
    errors.expires_at = DOCUMENT_ERRORS.expiryMin;
  }
  return errors;
}
