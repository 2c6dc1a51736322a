// The shapes the server sends (see docs/server.md and manastack.views).

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface Obj {
  id: number | null;
  hidden?: boolean;
  owner?: number;
  controller?: number;
  face_down?: boolean;
  name?: string | null;
  card?: string;
  key?: string;
  face?: number;
  mana_cost?: string | null;
  types?: string[];
  subtypes?: string[];
  supertypes?: string[];
  colors?: string[];
  power?: number | null;
  toughness?: number | null;
  loyalty?: number | null;
  keywords?: string[];
  token?: boolean;
  text?: string;
  text_ja?: string;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  attached_to?: number | null;
  transformed?: boolean;
  summoning_sick?: boolean;
  targets?: Json[][];
  /** an ability's words (CR 113.2): the rules text that wrote it, "" when not known */
  ability?: string;
  /** the same in Japanese, where known */
  ability_ja?: string;
  source?: number | null;
  ability_kind?: string | null;
  /** the name of an ability's source that has left its zone, as it last existed (CR 113.7a) */
  source_name?: string | null;
  chosen?: Record<string, string | number | string[]>;
  modes?: number[];
  mode_texts?: string[];
  mode_texts_ja?: string[];
  x?: number;
  division?: number[];
  method?: string;
  copy?: boolean;
  additional_cost?: string;
  exiled_with?: number;
  may_look?: number[];
  may_play?: number;
  may_play_until?: number | null;
  /** the restrictions and requirements on a permanent (can't attack, can't block, attacks
   * each combat if able, ...: CR 508.1c-d, 509.1b-c), with their sources and durations */
  rules?: RuleOn[];
  /** a card of a library the player knows: its place, 0 the top card */
  position?: number;
}

/** One restriction or requirement on a permanent (manastack.views.permanent_rules):
 * duration "static" while a static ability gives it, else how long a resolved effect lasts
 * ("eot", "next_turn" (until controller's next turn), "next_untap", "source",
 * "source_tapped", "forever"). */
export interface RuleOn {
  rule: string;
  source: number | null;
  source_name: string | null;
  duration: string;
  controller: number;
  detail: string | null;
}

export interface Commander {
  commander: number;
  name: string;
  zone: string;
  object: number | null;
  casts: number;
  tax: number;
}

export interface PlayerView {
  index: number;
  name: string;
  life: number;
  poison: number;
  library: number;
  hand_count: number;
  graveyard: Obj[];
  lost: boolean;
  mana_pool: Record<string, number>;
  /** null: no maximum hand size (CR 402.2) */
  max_hand_size?: number | null;
  spells_cast_this_turn?: number;
  lands_played_this_turn?: number;
  /** mana in the pool with a spending restriction or a trigger (CR 106.6) */
  mana_riders?: { mana: string; source: number | null; only: string | null; only_ja?: string | null; ability: string | null }[];
  mana_kept?: Record<string, number>;
  /** the players whose creatures can't attack this one until their next turn (CR 508.1c) */
  cant_be_attacked_by?: number[];
  hand?: Obj[];
  library_top?: Obj;
  /** cards of another player's hand this player knows: revealed, looked at, returned there */
  hand_known?: Obj[];
  /** cards of this library the player knows, each with its position (0: the top card) */
  library_known?: Obj[];
  commanders?: Commander[];
  commander_damage?: Record<string, number>;
  /** Two-Headed Giant: the players of this player's team (CR 810.1). */
  team?: number[];
}

export interface Action {
  type: string;
  [k: string]: Json;
}

export interface Option {
  object?: number | null;
  name?: string | null;
  player?: number;
  value?: Json;
  effect?: string | null;
  effect_ja?: string;
  value_ja?: string;
  source?: string | null;
  objects?: { object: number | null; name: string | null }[];
  /** a division among targets (CR 601.2d): an amount for each target, in the order chosen;
   * of combat damage (CR 510.1c-d): an amount for each recipient */
  divided?: { amount: number; player?: number; object?: number | null; name?: string | null; face_down?: boolean }[];
  face_down?: boolean;
}

export interface Decision {
  kind: string;
  player: number;
  source?: Option;
  /** the card the decision asks about (the card scried or surveilled), to its player only */
  card?: Option;
  /** What an optional trigger would do (effect, effect_ja), or the sentence of the card's
   * Japanese text a "you may" or a search inside a resolving spell or ability asks about. */
  ability?: { effect?: string; effect_ja?: string; sentence_ja?: string };
  prompt?: string;
  /** to its player only: the question in Japanese where the English prompt says more than
   * the kind's bare question (what a target must be, what a cost taps, a count left) */
  prompt_ja?: string;
  /** a mana payment's cost still to pay, e.g. "{1}{G}" */
  remaining?: string;
  /** a discard: how many cards are still to be discarded */
  left?: number;
  /** a shield choosing among damage dealt at once: the damage it can still prevent */
  prevents?: number;
  /** an "unless" or ward payment's cost in Japanese words, to its payer */
  cost_ja?: string;
  /** to its player only: which precise question this is (d_<kind>_<variant>: the end of the
   * library the cards ordered go to, where a card looked at and chosen goes) */
  variant?: string;
  actions?: Action[];
  options?: Option[];
}

export interface LogEntry {
  kind: string;
  player?: number;
  card?: string | null;
  amount?: number;
  source?: string | null;
  target?: string | null;
  cards?: string[] | null;
  [k: string]: Json | undefined;
}

export interface View {
  you: number;
  turn: number;
  active: number;
  step: string;
  priority: number | null;
  day_night: string | null;
  players: PlayerView[];
  battlefield: Obj[];
  // phased-out permanents, treated as though they don't exist (CR 702.26b)
  phased_out: Obj[];
  stack: Obj[];
  exile: Obj[];
  command: Obj[];
  /** blocked: the attacking creatures that are blocked, with their blockers or not (CR 509.1h) */
  combat: { attackers: [number, number][]; blockers: [number, number[]][]; blocked?: number[] } | null;
  decision: Decision | null;
  log: LogEntry[];
  game_over: boolean;
  winners: number[];
}

export interface SeatInfo {
  index: number;
  kind: string;
  name: string;
  policy: string | null;
}

export interface StateMessage {
  type: "state";
  game: string;
  version: number;
  seat: number;
  seats: SeatInfo[];
  format: string;
  /** how many log entries this socket was sent before: view.log holds the ones after */
  log_start?: number;
  view: View;
  names_ja: Record<string, string>;
}

export interface ErrorMessage {
  type: "error";
  message: string;
  version?: number;
  code?: string;
  /** For an action refused: why, in the seat's language. */
  reason?: string;
}
