/*
 * The fake aggregator's game page (a "third-party" three-reel slot). Plain browser JavaScript, no
 * dependencies. It reads the session's state (`<page>/state`: mode, balance, stakes, texts) and
 * plays with `POST <page>/spin { stake }`; the fake's server decides every outcome and moves the
 * money through the casino's wallet, this page only shows what it answered. Amounts arrive in
 * Hub88 units (1/100,000 of the currency). Nothing is written with innerHTML.
 */
/* global window, document */
'use strict';

(function () {
  const UNITS = 100000;
  const base = window.location.pathname.replace(/\/$/, '');
  const root = document.querySelector('.fg');
  const reelsBox = document.getElementById('fg-reels');
  const reels = Array.from(document.querySelectorAll('.fg-reel'));
  const result = document.getElementById('fg-result');
  const balanceOut = document.getElementById('fg-balance');
  const lastWinOut = document.getElementById('fg-last-win');
  const stakeSelect = document.getElementById('fg-stake');
  const spinButton = document.getElementById('fg-spin');
  const reduceMotion =
    window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  let state = null;
  let money = null;
  let busy = false;

  const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? vars[k] : m));

  function format(units) {
    return money.format(units / UNITS);
  }

  function say(text, tone) {
    result.textContent = text;
    result.dataset.tone = tone || '';
  }

  function showBalance() {
    balanceOut.textContent = state.balance === null ? '–' : format(state.balance);
  }

  function showLine(line) {
    const names = line.map((s) => state.texts.symbols[s] || s);
    reelsBox.setAttribute('aria-label', state.texts.reels + ': ' + names.join(', '));
  }

  function setReels(windows) {
    windows.forEach((rows, i) => {
      const imgs = reels[i].querySelectorAll('img');
      rows.forEach((symbol, r) => {
        imgs[r].src = '../assets/symbols/' + symbol + '.svg';
      });
    });
  }

  /** Tells the casino's page (same origin only) that its balance changed or the session ended. */
  function tellSite(message) {
    if (window.parent === window) return;
    try {
      window.parent.postMessage(message, window.location.origin);
    } catch {
      // A parent on another origin does not get it.
    }
  }

  const ERROR_TEXTS = {
    not_enough_money: 'notEnoughMoney',
    limit_reached: 'limitReached',
    user_disabled: 'userDisabled',
    session_expired: 'sessionExpired',
    unavailable: 'unavailable',
  };

  function errorText(key) {
    return state.texts[ERROR_TEXTS[key] || 'error'];
  }

  async function call(path, options) {
    const res = await fetch(base + path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      ...options,
    });
    const body = await res.json().catch(() => ({}));
    return { status: res.status, body };
  }

  function wait(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  async function spin() {
    if (busy || !state) return;
    busy = true;
    spinButton.disabled = true;
    stakeSelect.disabled = true;
    spinButton.textContent = state.texts.spinning;
    say(state.texts.spinning);
    reels.forEach((r) => r.classList.add('is-spinning'));
    const started = Date.now();
    let answer;
    try {
      answer = await call('/spin', {
        method: 'POST',
        body: JSON.stringify({ stake: Number(stakeSelect.value) }),
      });
    } catch {
      answer = { status: 0, body: { error: 'unavailable' } };
    }
    // Let the reels turn a moment, then stop them one by one.
    if (!reduceMotion) await wait(Math.max(0, 450 - (Date.now() - started)));
    const body = answer.body || {};
    if (answer.status === 200 && body.ok) {
      setReels(body.reels);
      for (const r of reels) {
        r.classList.remove('is-spinning');
        if (!reduceMotion) await wait(140);
      }
      state.balance = body.balance;
      state.lastWin = body.win;
      showBalance();
      lastWinOut.textContent = format(body.win);
      showLine(body.line);
      if (body.win > 0) {
        say(fill(state.texts.win, { amount: format(body.win) }), 'win');
        root.classList.add('is-win');
        setTimeout(() => root.classList.remove('is-win'), 1600);
      } else {
        say(state.texts.noWin, '');
      }
      if (state.mode === 'real') {
        tellSite({ type: 'croupier:round', status: 'settled', balance: body.balance_minor });
      }
    } else {
      reels.forEach((r) => r.classList.remove('is-spinning'));
      const key = body.error || 'error';
      if (typeof body.balance === 'number') {
        state.balance = body.balance;
        showBalance();
      }
      say(errorText(key), 'error');
      if (state.mode === 'real') {
        tellSite({
          type: 'croupier:error',
          message: key === 'session_expired' ? 'session_invalid' : key,
        });
      }
    }
    busy = false;
    spinButton.textContent = state.texts.spin;
    spinButton.disabled = false;
    stakeSelect.disabled = false;
    spinButton.focus();
  }

  async function start() {
    let answer;
    try {
      answer = await call('/state', { method: 'GET' });
    } catch {
      answer = { status: 0, body: {} };
    }
    if (answer.status !== 200) {
      // The server's text is in the session's language; without an answer, a plain fallback.
      const text = answer.body && answer.body.message;
      say(text || 'The game could not start. Please try again.', 'error');
      return;
    }
    state = answer.body;
    money = new Intl.NumberFormat(state.lang, { style: 'currency', currency: state.currency });
    state.stakes.forEach((units) => {
      const option = document.createElement('option');
      option.value = String(units);
      option.textContent = format(units);
      if (units === state.defaultStake) option.selected = true;
      stakeSelect.appendChild(option);
    });
    showBalance();
    lastWinOut.textContent = state.lastWin === null ? '–' : format(state.lastWin);
    if (state.error) {
      say(errorText(state.error), 'error');
    } else {
      say('');
    }
    stakeSelect.disabled = false;
    spinButton.disabled = false;
    spinButton.addEventListener('click', () => void spin());
  }

  void start();
})();
