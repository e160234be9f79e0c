/**
 * Staff review of wins held above their cap (`held_wins`): list, pay to the player, refuse back
 * to the house. The money moves in the database (`wallet_held_pay` / `wallet_held_refuse`):
 * exactly once, whatever runs at the same time. The player is told either way, in the player's
 * language (a `custom` message of the platform: the site shows its subject and body as stored).
 */
import { normalizeLanguage, type Language } from '@croupier/contract/constants';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import { pageMeta } from '../lib/paging.ts';
import * as walletRepo from '../wallet/repository.ts';
import { toDecimal } from '../wallet/service.ts';
import * as repo from './repository.ts';

export interface HeldWinNotice {
  subject: string;
  body: string;
}

/** Tells the player (a platform message); a failure never undoes the review. */
export type NotifyPlayer = (playerId: number, notice: HeldWinNotice) => Promise<void>;

type Texts = Record<'paid' | 'refused', (amount: string) => HeldWinNotice>;

/** The player's message in the 7 languages of the site. */
export const HELD_WIN_TEXTS: Record<Language, Texts> = {
  en: {
    paid: (a) => ({
      subject: 'Your win has been paid',
      body: `Your win of ${a}, held for review because it passed the game's maximum win, has been checked and paid to your balance.`,
    }),
    refused: (a) => ({
      subject: 'Your win was not paid',
      body: `Your win of ${a}, held for review because it passed the game's maximum win, was not confirmed and has not been paid. Contact support for details.`,
    }),
  },
  cs: {
    paid: (a) => ({
      subject: 'Vaše výhra byla vyplacena',
      body: `Vaše výhra ${a}, zadržená ke kontrole, protože přesáhla maximální výhru hry, byla zkontrolována a připsána na váš zůstatek.`,
    }),
    refused: (a) => ({
      subject: 'Vaše výhra nebyla vyplacena',
      body: `Vaše výhra ${a}, zadržená ke kontrole, protože přesáhla maximální výhru hry, nebyla potvrzena a nebyla vyplacena. Podrobnosti vám sdělí podpora.`,
    }),
  },
  de: {
    paid: (a) => ({
      subject: 'Ihr Gewinn wurde ausgezahlt',
      body: `Ihr Gewinn von ${a}, der zur Prüfung zurückgehalten wurde, weil er den Höchstgewinn des Spiels überstieg, wurde geprüft und Ihrem Guthaben gutgeschrieben.`,
    }),
    refused: (a) => ({
      subject: 'Ihr Gewinn wurde nicht ausgezahlt',
      body: `Ihr Gewinn von ${a}, der zur Prüfung zurückgehalten wurde, weil er den Höchstgewinn des Spiels überstieg, wurde nicht bestätigt und nicht ausgezahlt. Einzelheiten erhalten Sie vom Support.`,
    }),
  },
  sk: {
    paid: (a) => ({
      subject: 'Vaša výhra bola vyplatená',
      body: `Vaša výhra ${a}, zadržaná na kontrolu, pretože prekročila maximálnu výhru hry, bola skontrolovaná a pripísaná na váš zostatok.`,
    }),
    refused: (a) => ({
      subject: 'Vaša výhra nebola vyplatená',
      body: `Vaša výhra ${a}, zadržaná na kontrolu, pretože prekročila maximálnu výhru hry, nebola potvrdená a nebola vyplatená. Podrobnosti vám poskytne podpora.`,
    }),
  },
  hu: {
    paid: (a) => ({
      subject: 'Nyereményét kifizettük',
      body: `${a} összegű nyereményét, amelyet ellenőrzésre visszatartottunk, mert meghaladta a játék maximális nyereményét, ellenőriztük és jóváírtuk az egyenlegén.`,
    }),
    refused: (a) => ({
      subject: 'Nyereményét nem fizettük ki',
      body: `${a} összegű nyereményét, amelyet ellenőrzésre visszatartottunk, mert meghaladta a játék maximális nyereményét, nem erősítettük meg, és nem fizettük ki. A részletekért forduljon az ügyfélszolgálathoz.`,
    }),
  },
  pl: {
    paid: (a) => ({
      subject: 'Twoja wygrana została wypłacona',
      body: `Twoja wygrana ${a}, wstrzymana do sprawdzenia, ponieważ przekroczyła maksymalną wygraną gry, została sprawdzona i dodana do Twojego salda.`,
    }),
    refused: (a) => ({
      subject: 'Twoja wygrana nie została wypłacona',
      body: `Twoja wygrana ${a}, wstrzymana do sprawdzenia, ponieważ przekroczyła maksymalną wygraną gry, nie została potwierdzona i nie została wypłacona. Szczegóły przekaże obsługa klienta.`,
    }),
  },
  es: {
    paid: (a) => ({
      subject: 'Tu premio ha sido pagado',
      body: `Tu premio de ${a}, retenido para revisión porque superaba el premio máximo del juego, ha sido comprobado y abonado a tu saldo.`,
    }),
    refused: (a) => ({
      subject: 'Tu premio no ha sido pagado',
      body: `Tu premio de ${a}, retenido para revisión porque superaba el premio máximo del juego, no ha sido confirmado y no se ha pagado. Contacta con soporte para más detalles.`,
    }),
  },
};

export interface HeldWinView {
  id: number;
  player: { id: number; username: string };
  game: { id: number | null; name: string | null };
  provider: string;
  round_id: string;
  amount: number;
  currency: string;
  cap: number;
  cap_kind: string;
  status: repo.HeldWinStatus;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_note: string | null;
  ledger_transaction_id: number;
  settlement_transaction_id: number | null;
  created_at: string;
}

export function createHeldWins(deps: {
  db: Db;
  notify?: NotifyPlayer;
  log?: { error(obj: unknown, msg: string): void };
}) {
  const { db } = deps;

  function view(r: Awaited<ReturnType<typeof repo.listHeldWins>>['rows'][number]): HeldWinView {
    const d = (v: number) => toDecimal(v, r.minorUnits);
    return {
      id: r.h.id,
      player: { id: r.h.playerId, username: r.username },
      game: { id: r.h.gameId, name: r.game },
      provider: r.h.provider,
      round_id: r.h.roundId,
      amount: d(r.h.amount),
      currency: r.currency,
      cap: d(r.h.cap),
      cap_kind: r.h.capKind,
      status: r.h.status as repo.HeldWinStatus,
      reviewed_by: r.h.reviewedBy,
      reviewed_at: r.h.reviewedAt?.toISOString() ?? null,
      review_note: r.h.reviewNote,
      ledger_transaction_id: r.h.ledgerTransactionId,
      settlement_transaction_id: r.h.settlementTransactionId,
      created_at: r.h.createdAt.toISOString(),
    };
  }

  async function tell(playerId: number, decision: 'paid' | 'refused', amount: string) {
    if (!deps.notify) return;
    try {
      const language = normalizeLanguage((await repo.playerLanguage(db, playerId)) ?? '') ?? 'en';
      await deps.notify(playerId, HELD_WIN_TEXTS[language][decision](amount));
    } catch (err) {
      deps.log?.error({ err, playerId }, 'held win: player message failed');
    }
  }

  return {
    async list(input: { status?: repo.HeldWinStatus; page: number; perPage: number }) {
      const { rows, total } = await repo.listHeldWins(db, input);
      return { data: rows.map(view), meta: pageMeta(input.page, input.perPage, total) };
    },

    /**
     * Pays (to the player) or refuses (back to the game account) a pending held win. 404 when
     * unknown, 409 `held_win_reviewed` when reviewed already (by this call's twin, too).
     */
    async review(
      id: number,
      decision: 'pay' | 'refuse',
      staffId: number,
      note: string | null,
    ): Promise<HeldWinView> {
      const reply = await walletRepo.reviewHeldWin(db, decision, id, staffId, note);
      if (!reply.ok) {
        if (reply.code === 'not_found') throw new HttpError(404, 'not_found');
        throw new HttpError(409, 'held_win_reviewed');
      }
      const row = await repo.findHeldWin(db, id);
      const { rows } = await repo.listHeldWins(db, { page: 1, perPage: 1, id });
      const v = rows[0] ? view(rows[0]) : null;
      if (!row || !v) throw new HttpError(404, 'not_found');
      await tell(
        row.h.playerId,
        decision === 'pay' ? 'paid' : 'refused',
        `${toDecimal(row.h.amount, row.minorUnits).toFixed(row.minorUnits)} ${row.currency}`,
      );
      return v;
    },
  };
}

export type HeldWins = ReturnType<typeof createHeldWins>;
