import type { GameUi } from '../types.ts';

/** Placeholder until this engine's UI lands. */
const ui: GameUi = {
  Table: () => <p>slots</p>,
  Rules: () => null,
  describe: () => '',
  texts: { en: {} },
};
export default ui;
