// The client's own words in English and Japanese; card names come from the server
// (names_ja), card text from the view (text / text_ja).

export type Lang = "en" | "ja";

const WORDS: Record<string, { en: string; ja: string }> = {
  title: { en: "manastack", ja: "manastack" },
  newGame: { en: "New game", ja: "新しいゲーム" },
  format: { en: "Format", ja: "フォーマット" },
  seat: { en: "Seat", ja: "席" },
  human: { en: "Human", ja: "人間" },
  ai: { en: "Computer", ja: "コンピューター" },
  policy: { en: "Policy", ja: "方針" },
  deck: { en: "Deck", ja: "デッキ" },
  pasted: { en: "Pasted list…", ja: "リストを貼り付け…" },
  name: { en: "Name", ja: "名前" },
  create: { en: "Create game", ja: "ゲームを作成" },
  addSeat: { en: "Add seat", ja: "席を追加" },
  removeSeat: { en: "Remove", ja: "削除" },
  links: { en: "Links to the seats", ja: "各席へのリンク" },
  play: { en: "Play", ja: "プレイ" },
  watch: { en: "Watch", ja: "観戦" },
  problems: { en: "The game can't be created:", ja: "ゲームを作成できません:" },
  turn: { en: "Turn", ja: "ターン" },
  beforeGame: { en: "Before the first turn: mulligans", ja: "最初のターンの前：マリガン" },
  life: { en: "Life", ja: "ライフ" },
  poison: { en: "Poison", ja: "毒" },
  library: { en: "Library", ja: "ライブラリー" },
  hand: { en: "Hand", ja: "手札" },
  graveyard: { en: "Graveyard", ja: "墓地" },
  exile: { en: "Exile", ja: "追放" },
  command: { en: "Command zone", ja: "統率領域" },
  stack: { en: "Stack", ja: "スタック" },
  log: { en: "Log", ja: "ログ" },
  lands: { en: "Lands", ja: "土地" },
  creatures: { en: "Creatures", ja: "クリーチャー" },
  other: { en: "Other permanents", ja: "その他のパーマネント" },
  pass: { en: "Pass", ja: "パス" },
  confirm: { en: "Confirm", ja: "決定" },
  autoPay: { en: "Pay automatically", ja: "自動で支払う" },
  waiting: { en: "Waiting for", ja: "待機中:" },
  yourDecision: { en: "Your decision", ja: "あなたの選択" },
  gameOver: { en: "Game over", ja: "ゲーム終了" },
  winner: { en: "Winner", ja: "勝者" },
  draw: { en: "Draw", ja: "引き分け" },
  download: { en: "Download the game", ja: "ゲームをダウンロード" },
  faceDown: { en: "Face-down", ja: "裏向き" },
  loyalty: { en: "Loyalty", ja: "忠誠度" },
  tapped: { en: "tapped", ja: "タップ状態" },
  transformed: { en: "transformed", ja: "変身済み" },
  sick: { en: "summoning sick", ja: "召喚酔い" },
  damage: { en: "damage", ja: "ダメージ" },
  attacking: { en: "attacking", ja: "攻撃中" },
  blocking: { en: "blocking", ja: "ブロック中" },
  blocked: { en: "blocked", ja: "ブロックされた" },
  attachedTo: { en: "attached to", ja: "つけられている:" },
  targets: { en: "targets", ja: "対象" },
  chosen: { en: "chosen", ja: "選択" },
  noMaxHand: { en: "no maximum hand size", ja: "手札の上限なし" },
  maxHand: { en: "maximum hand size", ja: "手札の上限" },
  spellsThisTurn: { en: "spells this turn", ja: "このターンに唱えた呪文" },
  onlyFor: { en: "only for", ja: "使い道:" },
  exiledWith: { en: "exiled with", ja: "追放したもの:" },
  mayLook: { en: "may look", ja: "見ることができる:" },
  mayPlay: { en: "may play", ja: "プレイできる:" },
  mode: { en: "mode", ja: "モード" },
  castWith: { en: "cast with", ja: "唱え方" },
  copy: { en: "copy", ja: "コピー" },
  activated: { en: "activated ability", ja: "起動型能力" },
  triggered: { en: "triggered ability", ja: "誘発型能力" },
  day: { en: "Day", ja: "昼" },
  night: { en: "Night", ja: "夜" },
  commanderDamage: { en: "Commander damage", ja: "統率者ダメージ" },
  tax: { en: "tax", ja: "税" },
  rulings: { en: "Rulings", ja: "裁定" },
  printedTextJa: { en: "Japanese printed text", ja: "日本語版の印刷テキスト" },
  currentTextJa: { en: "Japanese card text (current wording)", ja: "日本語のカード・テキスト（現在の文面）" },
  noRulings: { en: "No rulings.", ja: "裁定はありません。" },
  close: { en: "Close", ja: "閉じる" },
  spectator: { en: "Spectator", ja: "観戦者" },
  you: { en: "you", ja: "あなた" },
  connecting: { en: "Connecting…", ja: "接続中…" },
  disconnected: { en: "Disconnected: reconnecting…", ja: "切断されました。再接続中…" },
  keys: { en: "Keys: Space/P pass · Enter confirm · L language", ja: "キー: Space/P パス · Enter 決定 · L 言語" },
  empty: { en: "empty", ja: "なし" },
  hidden: { en: "hidden card", ja: "非公開のカード" },
  peek: { en: "you may look:", ja: "あなたは見られる:" },
  ability: { en: "Ability", ja: "能力" },
  player: { en: "Player", ja: "プレイヤー" },
  step: { en: "Step", ja: "ステップ" },
  priority: { en: "Priority", ja: "優先権" },
  lost: { en: "has left the game", ja: "はゲームから除外" },
  concede: { en: "Concede", ja: "投了" },
  autoPass: { en: "Pass automatically except at the stops", ja: "ストップ以外では自動でパス" },
  yourTurn: { en: "Your turn:", ja: "自分のターン:" },
  theirTurn: { en: "Others' turns:", ja: "他のプレイヤーのターン:" },
  team: { en: "Team", ja: "チーム" },
  two_headed_giant: { en: "Two-Headed Giant", ja: "双頭巨人戦" },
  concedeSure: { en: "Concede this game?", ja: "このゲームを投了しますか？" },
  // limited play (the words of manastack booster / sealed / draft, ui/limited_messages.py)
  limited: { en: "Boosters, sealed and draft", ja: "ブースター・シールド・ドラフト" },
  set: { en: "Set", ja: "セット" },
  seed: { en: "Seed (optional)", ja: "シード（省略可）" },
  openBooster: { en: "Open a booster", ja: "ブースターを開封" },
  playSealed: { en: "Sealed (6 boosters)", ja: "シールド（ブースター6個）" },
  playDraft: { en: "Booster draft (8 seats)", ja: "ブースター・ドラフト（8人）" },
  set_ONS: { en: "Onslaught", ja: "オンスロート" },
  set_MID: { en: "Innistrad: Midnight Hunt", ja: "イニストラード：真夜中の狩り" },
  boosterOf: { en: "{set} booster (seed {seed})", ja: "{set}のブースター（シード{seed}）" },
  rarity_common: { en: "common", ja: "コモン" },
  rarity_uncommon: { en: "uncommon", ja: "アンコモン" },
  rarity_rare: { en: "rare", ja: "レア" },
  rarity_mythic: { en: "mythic rare", ja: "神話レア" },
  rarity_basic: { en: "basic land", ja: "基本土地" },
  rarity_special: { en: "special", ja: "特別" },
  foil: { en: "foil", ja: "フォイル" },
  doubleFaced: { en: "double-faced card", ja: "両面カード" },
  group_W: { en: "White", ja: "白" },
  group_U: { en: "Blue", ja: "青" },
  group_B: { en: "Black", ja: "黒" },
  group_R: { en: "Red", ja: "赤" },
  group_G: { en: "Green", ja: "緑" },
  group_multi: { en: "Multicolored", ja: "多色" },
  group_colorless: { en: "Colorless", ja: "無色" },
  group_land: { en: "Lands", ja: "土地" },
  sealedPool: { en: "Your sealed pool: {n} cards from 6 {set} boosters (seed {seed})", ja: "あなたのシールド・プール：{set}のブースター6個から{n}枚（シード{seed}）" },
  draftPool: { en: "Your draft picks: {n} cards of {set} (seed {seed})", ja: "あなたのドラフトのピック：{set}の{n}枚（シード{seed}）" },
  draftHeader: { en: "Booster draft of {set}: {seats} seats, the others are computer drafters (seed {seed})", ja: "{set}のブースター・ドラフト：{seats}人、ほかの席はコンピューター（シード{seed}）" },
  packHeader: { en: "Pack {round}, pick {pick} · passing {direction}", ja: "第{round}パック・{pick}枚目のピック・{direction}に回す" },
  left: { en: "left", ja: "左" },
  right: { en: "right", ja: "右" },
  pickHint: { en: "Click a card to take it; the rest of the pack is passed on.", ja: "取るカードをクリックしてください。残りのカードは次の席に回されます。" },
  yourPicks: { en: "Your picks ({n})", ja: "あなたのピック（{n}枚）" },
  noPicks: { en: "No picks yet.", ja: "まだピックしていません。" },
  deckHeading: { en: "Your deck", ja: "あなたのデッキ" },
  deckStatus: { en: "Deck: {n} cards ({spells} from the pool, {lands} basic lands)", ja: "デッキ：{n}枚（プールから{spells}枚、基本土地{lands}枚）" },
  poolHint: { en: "Click a pool card to put it into the deck, a deck card to take it out.", ja: "プールのカードをクリックするとデッキに入り、デッキのカードをクリックすると外れます。" },
  basicLands: { en: "Basic lands", ja: "基本土地" },
  autoBuild: { en: "Build automatically", ja: "自動構築" },
  clearDeck: { en: "Clear the deck", ja: "デッキを空にする" },
  startGame: { en: "Play against the computer", ja: "コンピューターと対戦" },
  notReady: { en: "The deck can't be played yet:", ja: "このデッキはまだ使えません:" },
  refused: { en: "Refused:", ja: "受け付けられません:" },
  inDeck: { en: "in the deck", ja: "デッキ内" },
  gameStarted: { en: "The game has started.", ja: "ゲームが始まりました。" },
  toGame: { en: "Go to the game", ja: "ゲームへ" },
  lobby: { en: "Lobby", ja: "ロビー" },
  opponentDeck: { en: "The computer plays the deck it built from its own pool.", ja: "コンピューターは自分のプールから構築したデッキを使います。" },
  opponentDraftDeck: { en: "You play against the drafter on your left (you passed it packs 1 and 3), with the deck it built from its picks.", ja: "対戦相手はあなたの左の席（第1・第3パックを渡した相手）で、そのピックから構築したデッキを使います。" },
  notEnough: { en: "The deck has {n} cards: a limited deck has at least {min} (CR 100.2b).", ja: "デッキは{n}枚です。リミテッドのデッキは{min}枚以上必要です（CR 100.2b）。" },
  details: { en: "Details", ja: "詳細" },
  downloadDeck: { en: "Download the deck list", ja: "デッキリストをダウンロード" },
  lerr_seed: { en: "The seed is a whole number from 0 (or leave it empty).", ja: "シードは0以上の整数です（空欄でもかまいません）。" },
  lerr_stale: { en: "That pick was already made: nothing more was taken.", ja: "そのピックはすでに行われています。追加では何も取られていません。" },
  lerr_lands: { en: "A number of basic lands is 0 to 60.", ja: "基本土地の枚数は0から60です。" },
  lerr_started: { en: "The game has started: the deck can't be changed.", ja: "ゲームが始まったため、デッキは変更できません。" },
  lerr_drafting: { en: "The draft is not over yet.", ja: "ドラフトはまだ終わっていません。" },
  noSession: { en: "There is no such sealed pool or draft (the server may have restarted).", ja: "そのシールド・プールまたはドラフトはありません（サーバーが再起動した可能性があります）。" },
};

export function t(key: string, lang: Lang): string {
  const w = WORDS[key];
  return w ? w[lang] : key;
}

/** The client's word ``key`` with its blanks (``{name}``) filled. */
export function tf(key: string, lang: Lang, params: Record<string, string | number>): string {
  return t(key, lang).replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? "?"));
}

const STEPS: Record<string, string> = {
  untap: "アンタップ・ステップ",
  upkeep: "アップキープ・ステップ",
  draw: "ドロー・ステップ",
  precombat_main: "戦闘前メイン・フェイズ",
  beginning_of_combat: "戦闘開始ステップ",
  declare_attackers: "攻撃クリーチャー指定ステップ",
  declare_blockers: "ブロック・クリーチャー指定ステップ",
  combat_damage: "戦闘ダメージ・ステップ",
  first_strike_damage: "先制攻撃ダメージ・ステップ",
  end_of_combat: "戦闘終了ステップ",
  postcombat_main: "戦闘後メイン・フェイズ",
  end: "終了ステップ",
  cleanup: "クリンナップ・ステップ",
};

export function stepName(step: string, lang: Lang): string {
  const key = step.replace(/ /g, "_");
  if (lang === "ja" && STEPS[key]) return STEPS[key];
  return step.replace(/_/g, " ");
}

const KINDS: Record<string, { en: string; ja: string }> = {
  priority: { en: "Priority", ja: "優先権" },
  mulligan: { en: "Keep or mulligan", ja: "キープかマリガンか" },
  first_player: { en: "Who plays first", ja: "先攻の選択" },
  declare_attackers: { en: "Declare attackers", ja: "攻撃クリーチャーの指定" },
  declare_blockers: { en: "Declare blockers", ja: "ブロック・クリーチャーの指定" },
  pay_mana: { en: "Pay mana", ja: "マナの支払い" },
  target: { en: "Choose a target", ja: "対象の選択" },
  discard: { en: "Discard", ja: "捨てる" },
};

/** A decision's kind in a few words; in Japanese only the kinds named here (the prompt says
 * what the others ask). */
export function kindName(kind: string, lang: Lang): string {
  const k = KINDS[kind];
  if (k) return k[lang];
  return lang === "ja" ? "" : kind.replace(/_/g, " ");
}

const TYPES: Record<string, string> = {
  Creature: "クリーチャー", Land: "土地", Artifact: "アーティファクト",
  Enchantment: "エンチャント", Instant: "インスタント", Sorcery: "ソーサリー",
  Planeswalker: "プレインズウォーカー",
};

export function typeName(type: string, lang: Lang): string {
  return lang === "ja" && TYPES[type] ? TYPES[type] : type;
}

// -- the server's words (GET /api/messages): the terminal clients' sentences --------------------

interface Catalogue { en: Record<string, string>; ja: Record<string, string>; log: Record<string, string | null> }
let catalogue: Catalogue | null = null;

/** Fetch the game screen's words once; without them the screen shows the engine's own. */
export async function loadMessages(): Promise<void> {
  if (catalogue) return;
  try {
    const r = await fetch("/api/messages");
    if (r.ok) catalogue = (await r.json()) as Catalogue;
  } catch {
    catalogue = null;
  }
}

export function hasMessage(key: string, lang: Lang): boolean {
  return !!catalogue && key in catalogue[lang];
}

/** The sentence ``key`` in ``lang`` with its blanks filled (Python's str.format: ``{name}``,
 * ``{{`` and ``}}`` for braces); null if there is no such sentence. */
export function msg(key: string, lang: Lang, params: Record<string, string | number> = {}): string | null {
  const tpl = catalogue?.[lang][key];
  if (tpl === undefined) return null;
  return tpl.replace(/\{\{|\}\}|\{(\w+)\}/g, (m, name: string | undefined, at: number) => {
    if (m === "{{") return "{";
    if (m === "}}") return "}";
    const word = String(params[name!] ?? "?");
    // a face-down object named after words, as the terminal clients say it
    return lang === "en" && /[A-Za-z]/.test(tpl.slice(0, at).replace(/\{\w*\}/g, "")) ? midSentence(word) : word;
  });
}

/** ``text`` as it reads after the first word of a sentence: a face-down object named in it in
 * lower case ("Nosy Goblin blocks face-down 2/2 creature", CR 708.2a), a card's name as it is. */
export function midSentence(text: string): string {
  return text.replace(/\bFace-down /g, "face-down ");
}

/** The sentence that shows a kind of log entry: a key, null for an entry not shown,
 * undefined for a kind the words don't know. */
export function logKey(kind: string): string | null | undefined {
  if (!catalogue) return undefined;
  return kind in catalogue.log ? catalogue.log[kind] : undefined;
}
