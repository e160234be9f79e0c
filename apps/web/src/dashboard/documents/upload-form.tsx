import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { DOCUMENT_RULES, type DocumentType } from '@croupier/contract/documents';
import { describedBy, Field, Notice, Spinner } from '../../auth/form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { identityError, identityErrorText } from '../identity-text.ts';
import { useUploadDocument } from './api/upload-document.ts';
import {
  fileError,
  isIdentityType,
  isTwoSided,
  tomorrow,
  validateUpload,
  type UploadErrors,
  type UploadField,
  type UploadValues,
} from './document-rules.ts';

const ACCEPT = [...DOCUMENT_RULES.extensions.map((e) => `.${e}`), ...DOCUMENT_RULES.mimeTypes].join(
  ',',
);

const FIELDS: readonly UploadField[] = ['front_file', 'back_file', 'idn', 'expires_at'];

/** The server's field errors of a refused upload, keyed like the form's. */
function serverErrors(error: unknown): UploadErrors {
  if (!(error instanceof ApiError)) return {};
  const out: UploadErrors = {};
  for (const field of FIELDS) {
    const key = error.errors[field]?.[0];
    if (key) out[field] = key;
  }
  return out;
}

/**
 * The upload form of an accordion item: the type (identification: id card, passport, driving
 * licence; passport by default), the front, the back for two-sided types, the document number
 * and the expiry (from tomorrow). Every rule of the spec is checked before sending; what the
 * server refuses is shown by field, and its first message above the button.
 */
export function UploadForm({
  types,
  idPrefix,
}: {
  types: readonly DocumentType[];
  idPrefix: string;
}) {
  const { t } = useTranslation('identity');
  const formId = useId();
  const [type, setType] = useState<DocumentType>(
    types.includes(DOCUMENT_RULES.defaultType) ? DOCUMENT_RULES.defaultType : types[0]!,
  );
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [idn, setIdn] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState(false);
  const frontRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(setProgress);

  const identity = isIdentityType(type);
  const twoSided = isTwoSided(type);
  const minDate = tomorrow();
  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (field: UploadField) => identityErrorText(t, errors[field] ?? null);

  const clearField = (field: UploadField) => {
    setDone(false);
    if (upload.isError) upload.reset();
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const pickFile = (field: 'front_file' | 'back_file', file: File | null) => {
    clearField(field);
    if (field === 'front_file') setFront(file);
    else setBack(file);
    const error = file ? fileError(file) : null;
    if (error) setErrors((e) => ({ ...e, [field]: error }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const values: UploadValues = { type, front, back: twoSided ? back : null, idn, expiresAt };
    const found = validateUpload(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setProgress(0);
    upload.mutate(
      {
        type,
        front: front!,
        back: twoSided ? back : null,
        idn: identity ? idn.trim() : '',
        expiresAt,
      },
      {
        onSuccess: () => {
          setDone(true);
          setFront(null);
          setBack(null);
          setIdn('');
          setExpiresAt('');
          if (frontRef.current) frontRef.current.value = '';
          if (backRef.current) backRef.current.value = '';
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  };

  const busy = upload.isPending;

  return (
    <form className="doc-upload form" onSubmit={submit} noValidate aria-labelledby={`${formId}-t`}>
      <h4 id={`${formId}-t`} className="doc-upload__title">
        {t('documents_upload_title')}
      </h4>
      {types.length > 1 && (
        <fieldset className="form-section">
          <legend className="field__label">{t('documents_type_label')}</legend>
          <div className="choices choices--inline">
            {types.map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name={`${idPrefix}-type`}
                  value={option}
                  checked={type === option}
                  onChange={() => {
                    setType(option);
                    setDone(false);
                    setErrors({});
                  }}
                />
                <span className="choice__text">{t(`documents_type_${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <p className="field__hint doc-upload__rules">{t('documents_file_rules')}</p>

      <div className="form-grid form-grid--2">
        <Field
          id={id('front_file')}
          label={twoSided ? t('documents_front') : t('documents_file')}
          error={text('front_file')}
        >
          <input
            ref={frontRef}
            id={id('front_file')}
            type="file"
            accept={ACCEPT}
            className="input doc-upload__file"
            onChange={(e) => pickFile('front_file', e.target.files?.[0] ?? null)}
            {...describedBy(id('front_file'), text('front_file'))}
          />
        </Field>
        {twoSided && (
          <Field id={id('back_file')} label={t('documents_back')} error={text('back_file')}>
            <input
              ref={backRef}
              id={id('back_file')}
              type="file"
              accept={ACCEPT}
              className="input doc-upload__file"
              onChange={(e) => pickFile('back_file', e.target.files?.[0] ?? null)}
              {...describedBy(id('back_file'), text('back_file'))}
            />
          </Field>
        )}
        {identity && (
          <Field id={id('idn')} label={t('documents_idn')} error={text('idn')}>
            <input
              id={id('idn')}
              className="input"
              value={idn}
              maxLength={DOCUMENT_RULES.idnMaxLength}
              autoComplete="off"
              onChange={(e) => {
                setIdn(e.target.value);
                clearField('idn');
              }}
              {...describedBy(id('idn'), text('idn'))}
            />
          </Field>
        )}
        <Field
          id={id('expires_at')}
          label={t('documents_expires_at')}
          optional={identity ? undefined : t('optional')}
          error={text('expires_at')}
          hint={t('documents_expiry_hint')}
        >
          <input
            id={id('expires_at')}
            type="date"
            className="input"
            min={minDate}
            value={expiresAt}
            onChange={(e) => {
              setExpiresAt(e.target.value);
              clearField('expires_at');
            }}
            {...describedBy(id('expires_at'), text('expires_at'), true)}
          />
        </Field>
      </div>

      {busy && (
        <div className="doc-upload__progress" role="status">
          <label htmlFor={id('progress')}>{t('documents_uploading')}</label>
          <progress id={id('progress')} max={100} value={Math.round(progress * 100)} />
        </div>
      )}
      {upload.isError && (
        <Notice kind="danger" role="alert">
          <p>{identityError(t, upload.error)}</p>
        </Notice>
      )}
      {done && (
        <Notice kind="success" role="status">
          <p>{t('documents_uploaded')}</p>
        </Notice>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {t('documents_upload')}
      </button>
    </form>
  );
}
