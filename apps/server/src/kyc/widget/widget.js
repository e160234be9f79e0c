/*
 * Croupier's identity-verification widget (our own KYC provider), embedded by the site's KYC page
 * in an iframe. Plain browser JavaScript, no dependencies. The access token comes in the address's
 * fragment (`#token=...`, never sent to a server nor in a Referer) and is dropped from the address
 * at once; every call sends it as `Authorization: Bearer`. Texts and rules come from the page's
 * inert JSON (`#kyc-config`). Nothing is written with innerHTML.
 */
/* global window, document, history, location, XMLHttpRequest */
'use strict';

(function () {
  const config = JSON.parse(document.getElementById('kyc-config').textContent);
  const T = config.texts;
  const app = document.getElementById('kyc-app');

  const match = /(?:^#|&)token=([A-Za-z0-9_-]{20,200})/.exec(location.hash);
  const token = match ? match[1] : null;
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);

  /** The applicant as the service answers it. */
  let state = null;
  let expired = !token;
  let busy = false;
  let generalError = null;
  /** Chosen document type per step. */
  const chosen = {};
  /** Upload progress (0-100) and error text per slot. */
  const progress = {};
  const errors = {};
  const progressBars = {};
  /** The camera, while it is on: { stream, box, video }. */
  let camera = null;
  let toldExpired = false;

  function t(key, values) {
    let text = Object.prototype.hasOwnProperty.call(T, key) ? T[key] : T.error_generic;
    for (const name of Object.keys(values || {})) {
      text = text.split('{{' + name + '}}').join(String(values[name]));
    }
    return text;
  }

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name === 'text') node.textContent = value;
      else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
      else if (value === true) node.setAttribute(name, '');
      else node.setAttribute(name, String(value));
    }
    for (const child of children || []) if (child) node.appendChild(child);
    return node;
  }

  function tell(event) {
    if (window.parent === window) return;
    window.parent.postMessage(
      {
        source: 'croupier-kyc-widget',
        event,
        level: state ? state.level : null,
        status: state ? state.review_status : null,
      },
      window.location.origin,
    );
  }

  /** The page's height for the frame (no event name: the page only sizes its frame). */
  let lastHeight = 0;
  function reportHeight() {
    if (window.parent === window) return;
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (Math.abs(height - lastHeight) < 4) return;
    lastHeight = height;
    window.parent.postMessage({ source: 'croupier-kyc-widget', height }, window.location.origin);
  }

  /** The text of an error answer: a field's first key, else the message. */
  function errorText(status, body) {
    if (status === 401) {
      expired = true;
      return t('expired');
    }
    const errs = body && body.errors;
    if (errs) {
      for (const key of Object.keys(errs)) {
        const code = errs[key] && errs[key][0];
        if (code && T['err_' + code]) return T['err_' + code];
      }
    }
    const message = body && body.message;
    if (message && T['err_' + message]) return T['err_' + message];
    return t('error_generic');
  }

  async function call(method, path) {
    const res = await fetch(config.api + path, {
      method,
      headers: { authorization: 'Bearer ' + token, accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  async function load() {
    if (!token) return render();
    try {
      const res = await call('GET', '/applicant');
      if (res.status === 200) state = res.body.data;
      else generalError = errorText(res.status, res.body);
    } catch {
      generalError = t('error_generic');
    }
    render();
  }

  const fileOf = (slot) => (state ? state.files.find((f) => f.slot === slot) : undefined);

  function safeName(slot, name) {
    const ext = String(name || '')
      .split('.')
      .pop()
      .toLowerCase();
    return slot.toLowerCase() + '.' + (/^[a-z0-9]{1,5}$/.test(ext) ? ext : 'bin');
  }

  function upload(slot, docType, blob, name) {
    errors[slot] = null;
    generalError = null;
    if (blob.size > config.maxBytes) {
      errors[slot] = t('err_document_file_too_large');
      return render();
    }
    const form = new FormData();
    form.append('doc_type', docType);
    form.append('file', blob, safeName(slot, name));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', config.api + '/applicant/files/' + slot);
    xhr.setRequestHeader('authorization', 'Bearer ' + token);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      progress[slot] = Math.min(100, Math.round((event.loaded * 100) / event.total));
      const bar = progressBars[slot];
      if (bar) {
        bar.progress.value = progress[slot];
        bar.label.textContent = t('uploading', { percent: progress[slot] });
      }
    };
    xhr.onload = () => {
      delete progress[slot];
      if (xhr.status === 200 && xhr.response && xhr.response.data) {
        state = xhr.response.data;
        tell('uploaded');
      } else {
        errors[slot] = errorText(xhr.status, xhr.response);
      }
      render();
    };
    xhr.onerror = () => {
      delete progress[slot];
      errors[slot] = t('error_generic');
      render();
    };
    progress[slot] = 0;
    render();
    xhr.send(form);
  }

  async function submit() {
    busy = true;
    generalError = null;
    render();
    try {
      const res = await call('POST', '/applicant/submit');
      if (res.status === 200) {
        state = res.body.data;
        tell('submitted');
      } else {
        generalError = errorText(res.status, res.body);
      }
    } catch {
      generalError = t('error_generic');
    }
    busy = false;
    render();
    const status = document.getElementById('kyc-status');
    if (status) status.focus();
  }

  // ------------------------------------------------------------------------------ the camera

  function stopCamera() {
    if (!camera) return;
    for (const track of camera.stream.getTracks()) track.stop();
    camera = null;
  }

  async function startCamera() {
    errors.SELFIE = null;
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      errors.SELFIE = t('camera_unavailable');
      return render();
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      });
      const video = el('video', {
        autoplay: true,
        playsinline: true,
        muted: true,
        class: 'kyc-video',
      });
      video.muted = true;
      video.srcObject = stream;
      camera = { stream, video };
      video.play().catch(() => undefined);
    } catch {
      errors.SELFIE = t('camera_unavailable');
    }
    render();
  }

  function capture() {
    if (!camera) return;
    const video = camera.video;
    const width = video.videoWidth || 640;
    const height = video.videoHeight || 480;
    const scale = Math.min(1, 1280 / width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d').drawImage(video, 0, 0, canvas.width, canvas.height);
    stopCamera();
    canvas.toBlob(
      (blob) => {
        if (blob) upload('SELFIE', 'selfie', blob, 'selfie.jpg');
        else {
          errors.SELFIE = t('camera_unavailable');
          render();
        }
      },
      'image/jpeg',
      0.9,
    );
  }

  // ------------------------------------------------------------------------------- rendering

  function fileInput(slot, docType, labelText, accept) {
    const id = 'kyc-file-' + slot;
    const input = el('input', {
      type: 'file',
      id,
      class: 'kyc-file',
      accept: accept || 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf',
      disabled: progress[slot] !== undefined || busy,
      'aria-describedby': 'kyc-msg-' + slot,
      onchange: (event) => {
        const file = event.target.files && event.target.files[0];
        if (file) upload(slot, docType, file, file.name);
      },
    });
    return el('div', { class: 'kyc-pick' }, [
      input,
      el('label', {
        for: id,
        class: 'kyc-button kyc-secondary',
        text: labelText || t('choose_file'),
      }),
    ]);
  }

  function slotRow(slot, docType, label, extra) {
    const uploaded = fileOf(slot);
    const done = uploaded && uploaded.doc_type === docType;
    const children = [
      el('div', { class: 'kyc-slot-head' }, [
        el('span', { class: 'kyc-slot-label', text: label }),
        done ? el('span', { class: 'kyc-done', text: '✓ ' + t('uploaded') }) : null,
      ]),
    ];
    if (progress[slot] !== undefined) {
      const bar = el('progress', { max: 100, value: progress[slot], 'aria-label': label });
      const text = el('span', {
        class: 'kyc-muted',
        text: t('uploading', { percent: progress[slot] }),
      });
      progressBars[slot] = { progress: bar, label: text };
      children.push(el('div', { class: 'kyc-progress' }, [bar, text]));
    }
    const message = el('p', {
      id: 'kyc-msg-' + slot,
      class: errors[slot] ? 'kyc-error' : 'kyc-hidden',
      role: errors[slot] ? 'alert' : null,
      text: errors[slot] || '',
    });
    children.push(message);
    for (const node of extra || [fileInput(slot, docType)]) children.push(node);
    return el('div', { class: 'kyc-slot' + (done ? ' kyc-slot-done' : '') }, children);
  }

  function typeSelect(step, options) {
    const id = 'kyc-type-' + step;
    const select = el(
      'select',
      {
        id,
        onchange: (event) => {
          chosen[step] = event.target.value;
          render();
        },
      },
      options.map((o) =>
        el('option', { value: o, selected: chosen[step] === o, text: t('doc_' + o) }),
      ),
    );
    return el('div', { class: 'kyc-field' }, [
      el('label', { for: id, text: t('doc_type') }),
      select,
    ]);
  }

  function identityStep(step, front, back) {
    let options = config.identityTypes;
    if (step === 'IDENTITY2') {
      const first = chosen.IDENTITY || (fileOf('ID_FRONT') || {}).doc_type;
      options = options.filter((o) => o !== first);
    }
    const existing = fileOf(front);
    if (!chosen[step] || !options.includes(chosen[step])) {
      chosen[step] =
        existing && options.includes(existing.doc_type) ? existing.doc_type : options[0];
    }
    const type = chosen[step];
    const twoSided = config.twoSidedTypes.includes(type);
    const rows = [
      typeSelect(step, options),
      slotRow(front, type, twoSided ? t('side_front') : t('side_photo_page')),
    ];
    if (twoSided) rows.push(slotRow(back, type, t('side_back')));
    return rows;
  }

  function selfieStep() {
    const extra = [];
    if (camera) {
      extra.push(
        el('div', { class: 'kyc-camera' }, [
          camera.video,
          el('div', { class: 'kyc-actions' }, [
            el('button', {
              type: 'button',
              class: 'kyc-button',
              onclick: capture,
              text: t('camera_capture'),
            }),
            el('button', {
              type: 'button',
              class: 'kyc-button kyc-secondary',
              onclick: () => {
                stopCamera();
                render();
              },
              text: t('camera_cancel'),
            }),
          ]),
        ]),
      );
    } else {
      extra.push(
        el('button', {
          type: 'button',
          class: 'kyc-button',
          disabled: progress.SELFIE !== undefined || busy,
          onclick: startCamera,
          text: t('camera_start'),
        }),
      );
      extra.push(el('p', { class: 'kyc-muted', text: t('or_file') }));
      extra.push(
        fileInput('SELFIE', 'selfie', t('choose_file'), 'image/png,image/jpeg,.png,.jpg,.jpeg'),
      );
    }
    return [
      el('p', { class: 'kyc-muted', text: t('selfie_hint') }),
      slotRow('SELFIE', 'selfie', t('step_SELFIE'), extra),
    ];
  }

  function poaStep() {
    const existing = fileOf('POA');
    if (!chosen.POA) chosen.POA = existing ? existing.doc_type : config.addressTypes[0];
    return [
      el('p', { class: 'kyc-muted', text: t('poa_hint') }),
      typeSelect('POA', config.addressTypes),
      slotRow('POA', chosen.POA, t('step_POA')),
    ];
  }

  function statusBox() {
    const lines = [];
    let kind = 'info';
    if (state.review_status === 'pending') lines.push(t('status_pending'));
    else if (state.review_status === 'completed' && state.review_answer === 'GREEN') {
      kind = 'ok';
      lines.push(t('status_accepted'));
    } else if (
      state.review_answer === 'RED' ||
      (state.review_status === 'init' && state.client_comment)
    ) {
      kind = 'warn';
      lines.push(state.reject_type === 'FINAL' ? t('status_final') : t('status_retry'));
      if (state.client_comment) lines.push(t('reason', { reason: state.client_comment }));
    }
    if (lines.length === 0) return null;
    return el(
      'div',
      { id: 'kyc-status', class: 'kyc-status kyc-' + kind, role: 'status', tabindex: '-1' },
      lines.map((line) => el('p', { text: line })),
    );
  }

  function render() {
    for (const key of Object.keys(progressBars)) delete progressBars[key];
    const nodes = [];
    if (expired) {
      nodes.push(el('p', { class: 'kyc-status kyc-warn', role: 'alert', text: t('expired') }));
      if (!toldExpired) tell('expired');
      toldExpired = true;
    } else if (!state) {
      nodes.push(
        generalError
          ? el('p', { class: 'kyc-error', role: 'alert', text: generalError })
          : el('p', { class: 'kyc-muted', text: t('loading') }),
      );
    } else {
      nodes.push(el('h1', { text: t('title_' + state.level) }));
      const status = statusBox();
      if (status) nodes.push(status);
      if (state.can_upload) {
        nodes.push(el('p', { text: t('intro') }));
        state.steps.forEach((step, index) => {
          let body;
          if (step === 'IDENTITY') body = identityStep('IDENTITY', 'ID_FRONT', 'ID_BACK');
          else if (step === 'IDENTITY2') body = identityStep('IDENTITY2', 'ID2_FRONT', 'ID2_BACK');
          else if (step === 'SELFIE') body = selfieStep();
          else body = poaStep();
          nodes.push(
            el('section', { class: 'kyc-step', 'aria-labelledby': 'kyc-step-' + step }, [
              el('h2', { id: 'kyc-step-' + step, text: index + 1 + '. ' + t('step_' + step) }),
              ...body,
            ]),
          );
        });
        const uploading = Object.keys(progress).length > 0;
        const ready = state.missing.length === 0 && !uploading;
        if (generalError)
          nodes.push(el('p', { class: 'kyc-error', role: 'alert', text: generalError }));
        if (!ready)
          nodes.push(el('p', { class: 'kyc-muted', id: 'kyc-missing', text: t('missing') }));
        nodes.push(
          el('div', { class: 'kyc-actions' }, [
            el('button', {
              type: 'button',
              class: 'kyc-button kyc-primary',
              disabled: !ready || busy,
              'aria-describedby': ready ? null : 'kyc-missing',
              onclick: submit,
              text: busy ? t('submitting') : t('submit'),
            }),
          ]),
        );
      } else if (generalError) {
        nodes.push(el('p', { class: 'kyc-error', role: 'alert', text: generalError }));
      }
    }
    app.replaceChildren(...nodes);
    app.setAttribute('aria-busy', 'false');
    reportHeight();
  }

  window.addEventListener('pagehide', stopCamera);
  if (typeof window.ResizeObserver === 'function') {
    new window.ResizeObserver(reportHeight).observe(document.body);
  }
  load();
})();
