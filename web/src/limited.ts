// Limited play: opening a booster (in the lobby), a sealed pool (#sealed/<id>) and a booster
// draft (#draft/<id>) against computer drafters, each built into a deck and played against the
// computer. The server keeps the pool, the draft and the deck (manastack.server.limited) and
// checks every change; the session's id is the player's own.

import { h } from "./dom";
import { Lang, msg, t, tf, typeName } from "./i18n";

export interface LCard {
  key: string; name: string; name_ja: string; mana_cost: string | null;
  supertypes: string[]; types: string[]; subtypes: string[];
  power: string | null; toughness: string | null; rarity: string; colors: string[];
  mana_value: number; double_faced: boolean; foil: boolean; text: string; text_ja: string;
  index?: number;
}

interface LDeck { cards: Record<string, number>; lands: Record<string, number>; size: number; minimum: number; problems: string[] }

interface CardFacts {
  faces: { name: string; text_ja_current: boolean; text_ja: string | null }[];
  rulings: { id: string; date: string | null; text: string }[];
  rulings_ja: { id: string; text: string }[];
}

interface LState {
  id: string; kind: "sealed" | "draft"; set: string; seed: number; stage: "draft" | "build" | "game";
  game: { id: string; token: string } | null;
  draft?: { round: number; pick: number; rounds: number; seats: number; direction: "left" | "right"; pack: LCard[] };
  pool: LCard[]; basics: Record<string, LCard>; deck: LDeck;
}

const COLORS = ["W", "U", "B", "R", "G"];
const GROUPS = ["W", "U", "B", "R", "G", "multi", "colorless", "land"];

function cardName(c: LCard, lang: Lang): string {
  return lang === "ja" ? c.name_ja : c.name;
}

function typeWord(w: string, lang: Lang): string {
  return lang === "ja" ? (msg(`type_${w}`, lang) ?? typeName(w, lang)) : w;
}

/** A card as the limited screens show it: name in the client's language, mana cost, type
 * line, power/toughness, rarity (foil, double-faced) and its text. */
export function limitedCard(c: LCard, lang: Lang, onclick?: () => void, classes: string[] = []): HTMLElement {
  const text = lang === "ja" ? c.text_ja : c.text;
  const types = [...c.supertypes.map((x) => typeWord(x, lang)), ...c.types.map((x) => typeName(x, lang))].join(" ")
    + (c.subtypes.length ? ` — ${c.subtypes.map((x) => typeWord(x, lang)).join(" ")}` : "");
  return h("div", {
    class: ["card", "lcard", `rarity-${c.rarity}`, ...(c.foil ? ["foil"] : []), ...classes].join(" "),
    "data-key": c.key, "data-name": c.name, title: text, tabindex: 0,
    onclick: onclick ? (e: Event) => { e.stopPropagation(); onclick(); } : undefined,
    // Enter or Space on a focused card does what a click does
    onkeydown: onclick ? (e: Event) => {
      const k = (e as KeyboardEvent).key;
      if ((k === "Enter" || k === " ") && e.target === e.currentTarget) { e.preventDefault(); onclick(); }
    } : undefined,
  },
  h("div", { class: "card-top" }, h("span", { class: "card-name" }, cardName(c, lang)),
    c.mana_cost ? h("span", { class: "cost" }, c.mana_cost) : null),
  h("div", { class: "card-type" }, types),
  c.power !== null ? h("div", { class: "pt" }, `${c.power}/${c.toughness}`) : null,
  h("div", { class: "badge rarity" }, t(`rarity_${c.rarity}`, lang),
    c.foil ? ` · ${t("foil", lang)}` : "", c.double_faced ? ` · ${t("doubleFaced", lang)}` : ""),
  text ? h("div", { class: "ability-text lcard-text" }, text) : null,
  h("button", { type: "button", class: "card-details", title: t("details", lang),
    onclick: (e: Event) => { e.stopPropagation(); showDetails(c, lang); } }, "i"));
}

/** A card's details over the page: its whole text in the client's language and its rulings
 * (``GET /api/cards/{name}``), as the game screen's details show them. */
export function showDetails(c: LCard, lang: Lang): void {
  const rulings = h("div", { class: "rulings" }, "…");
  const close = () => modal.remove();
  const modal = h("div", { class: "modal", onclick: close },
    h("div", { class: "modal-box details", onclick: (e: Event) => e.stopPropagation() },
      h("h3", {}, cardName(c, lang)),
      c.mana_cost ? h("p", { class: "cost" }, c.mana_cost) : null,
      h("p", { class: "oracle" }, lang === "ja" ? c.text_ja : c.text),
      h("h4", {}, t("rulings", lang)), rulings,
      h("button", { type: "button", class: "close-details", onclick: close }, t("close", lang))));
  document.body.append(modal);
  void fetch(`/api/cards/${encodeURIComponent(c.name)}`).then(async (r) => {
    if (!r.ok) { rulings.replaceChildren(t("noRulings", lang)); return; }
    const f: CardFacts = await r.json();
    const list = lang === "ja" && f.rulings_ja.length
      ? f.rulings_ja.map((x) => h("li", {}, x.text))
      : f.rulings.map((x) => h("li", {}, `${x.date ?? ""} ${x.text}`));
    rulings.replaceChildren(list.length ? h("ul", {}, ...list) : t("noRulings", lang));
  });
}

function groupOf(c: LCard): string {
  if (c.types.includes("Land")) return "land";
  if (c.colors.length === 1) return c.colors[0];
  return c.colors.length ? "multi" : "colorless";
}

function number(c: LCard): number {
  return parseInt(c.key.split(":")[1].replace(/\D/g, ""), 10) || 0;
}

function byGroup(cards: LCard[]): Map<string, LCard[]> {
  const sorted = [...cards].sort((a, b) => GROUPS.indexOf(groupOf(a)) - GROUPS.indexOf(groupOf(b))
    || a.mana_value - b.mana_value || number(a) - number(b));
  const out = new Map<string, LCard[]>();
  for (const c of sorted) {
    const g = groupOf(c);
    if (!out.has(g)) out.set(g, []);
    out.get(g)!.push(c);
  }
  return out;
}

/** How many of the cards are of each color (and colorless), as the draft's terminal client
 * counts the picks: "White 3 · Blue 5 · Colorless 1". */
function colorCounts(cards: LCard[], lang: Lang): string {
  const n: Record<string, number> = {};
  for (const c of cards) for (const x of c.colors.length ? c.colors : ["colorless"]) n[x] = (n[x] ?? 0) + 1;
  return [...COLORS, "colorless"].filter((x) => n[x]).map((x) => `${t(`group_${x}`, lang)} ${n[x]}`).join(" · ");
}

function problemsBox(title: string, problems: string[]): HTMLElement {
  return h("div", { class: "problems" }, h("p", {}, title), h("ul", {}, ...problems.map((p) => h("li", {}, p))));
}

/** A refusal's problems: in the client's language for those it knows (``code``), else as
 * the server words them. */
function refusal(data: { error: string; problems?: string[]; code?: string }, lang: Lang): string[] {
  const key = data.code ? `lerr_${data.code}` : "";
  if (key && t(key, lang) !== key) return [t(key, lang)];
  return data.problems ?? [data.error];
}

async function call(method: string, url: string, body?: unknown): Promise<{ ok: boolean; data: any }> {
  const res = await fetch(url, {
    method, headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ok: res.ok, data: await res.json() };
}

// -- the lobby's part ---------------------------------------------------------------------------

export function limitedPanel(lang: Lang, go: (hash: string) => void): HTMLElement {
  const set = h("select", { id: "limited-set" }, ...["ONS", "MID"].map((s) => h("option", { value: s }, t(`set_${s}`, lang))));
  const seed = h("input", { id: "limited-seed", type: "number", min: 0, placeholder: t("seed", lang) });
  const out = h("div", { id: "booster" });
  const request = () => ({ set: set.value, ...(seed.value.trim() ? { seed: Number(seed.value) } : {}) });
  const refused = (data: { error: string; problems?: string[]; code?: string }) =>
    out.replaceChildren(problemsBox(t("refused", lang), refusal(data, lang)));

  async function openBooster(): Promise<void> {
    const { ok, data } = await call("POST", "/api/boosters", request());
    if (!ok) { refused(data); return; }
    out.replaceChildren(h("h3", {}, tf("boosterOf", lang, { set: t(`set_${data.set}`, lang), seed: data.seed })),
      h("div", { class: "cards booster-cards" }, ...(data.cards as LCard[]).map((c) => limitedCard(c, lang))));
  }

  async function start(kind: "sealed" | "draft"): Promise<void> {
    const { ok, data } = await call("POST", kind === "sealed" ? "/api/sealed" : "/api/drafts", request());
    if (!ok) { refused(data); return; }
    go(`#${kind}/${data.id}`);
  }

  return h("section", { class: "lobby limited-lobby" },
    h("h2", {}, t("limited", lang)),
    h("div", { class: "seat" }, h("label", {}, `${t("set", lang)} `, set), seed),
    h("div", { class: "lobby-buttons" },
      h("button", { type: "button", id: "open-booster", onclick: () => void openBooster() }, t("openBooster", lang)),
      h("button", { type: "button", id: "start-sealed", onclick: () => void start("sealed") }, t("playSealed", lang)),
      h("button", { type: "button", id: "start-draft", onclick: () => void start("draft") }, t("playDraft", lang))),
    out);
}

// -- a sealed pool or a draft seat --------------------------------------------------------------

export class LimitedScreen {
  private state: LState | null = null;
  private problems: string[] = [];
  private missing = false;
  private queue: Promise<void> = Promise.resolve();
  private pickedAt = "";
  private closed = false;

  constructor(private root: HTMLElement, private id: string, public lang: Lang,
    private onLang: (l: Lang) => void, private go: (hash: string) => void) {
    void this.load();
  }

  close(): void { this.closed = true; }

  key(_e: KeyboardEvent): void { /* no keys here */ }

  private async load(): Promise<void> {
    const { ok, data } = await call("GET", `/api/limited/${encodeURIComponent(this.id)}`);
    if (this.closed) return;
    if (!ok) this.missing = true; else this.state = data as LState;
    this.render();
  }

  /** Send a change once the changes sent before it are answered (a land count changed as the
   * automatic build is clicked is sent, then the build); ``body`` may be made only then, from
   * the state as it is then. The server's answer is the new state, or the problems (nothing
   * changed). */
  private send(method: string, path: string, body?: unknown | (() => unknown)): Promise<void> {
    this.queue = this.queue.then(() => this.sendNow(method, path,
      typeof body === "function" ? (body as () => unknown)() : body)).catch(() => undefined);
    return this.queue;
  }

  private async sendNow(method: string, path: string, body?: unknown): Promise<void> {
    if (this.closed) return;
    try {
      const { ok, data } = await call(method, `/api/limited/${encodeURIComponent(this.id)}/${path}`, body);
      if (this.closed) return;
      if (ok) { this.state = data as LState; this.problems = []; } else this.problems = refusal(data, this.lang);
      if (ok && path === "game" && this.state?.game) {
        this.go(`#play/${this.state.game.id}/${this.state.game.token}`);
        return;
      }
    } catch {
      this.problems = [t("disconnected", this.lang)];
    }
    this.render();
  }

  render(): void {
    if (this.closed) return;
    const lang = this.lang;
    const header = h("header", { class: "top" }, h("a", { href: "#", class: "to-lobby" }, t("lobby", lang)),
      h("strong", {}, "manastack"), h("span", { class: "spacer" }),
      h("button", { type: "button", id: "lang", onclick: () => this.onLang(lang === "en" ? "ja" : "en") }, lang === "en" ? "日本語" : "English"));
    const s = this.state;
    if (!s) {
      this.root.replaceChildren(header, h("div", { class: "status" }, this.missing ? t("noSession", lang) : t("connecting", lang)));
      return;
    }
    const body = h("div", { class: `limited limited-${s.kind} stage-${s.stage}` });
    if (this.problems.length) body.append(problemsBox(t("refused", lang), this.problems));
    if (s.stage === "draft" && s.draft) body.append(...this.draftView(s).filter((x): x is HTMLElement => x !== null));
    else body.append(...this.buildView(s));
    this.root.replaceChildren(header, body);
  }

  private setName(s: LState): string { return t(`set_${s.set}`, this.lang); }

  private draftView(s: LState): (HTMLElement | null)[] {
    const lang = this.lang;
    const d = s.draft!;
    const picks = s.pool;
    return [
      h("p", { class: "draft-header" }, tf("draftHeader", lang, { set: this.setName(s), seats: d.seats, seed: s.seed })),
      h("h3", { class: "pack-header", "data-round": d.round, "data-pick": d.pick, "data-direction": d.direction },
        tf("packHeader", lang, { round: d.round, pick: d.pick, direction: t(d.direction, lang) })),
      h("p", { class: "prompt" }, t("pickHint", lang)),
      h("div", { class: "cards pack" }, ...d.pack.map((c) =>
        limitedCard(c, lang, () => {
          // one pick a pack view: a second click before the answer takes nothing more
          const at = `${d.round}:${d.pick}`;
          if (this.pickedAt === at) return;
          this.pickedAt = at;
          void this.send("POST", "pick", { card: c.key, round: d.round, pick: d.pick });
        }))),
      h("h3", {}, tf("yourPicks", lang, { n: picks.length })),
      picks.length ? h("p", { class: "pick-colors" }, colorCounts(picks, lang)) : null,
      picks.length ? h("div", { class: "cards picks" }, ...picks.map((c) => limitedCard(c, lang, undefined, ["small"])))
        : h("p", { class: "prompt" }, t("noPicks", lang)),
    ];
  }

  private deckBody(cards: Record<string, number>, lands: Record<string, number>): { cards: Record<string, number>; lands: Record<string, number> } {
    return { cards: { ...cards }, lands: { ...lands } };
  }

  private change(edit: (cards: Record<string, number>, lands: Record<string, number>) => void): void {
    void this.send("PUT", "deck", () => {
      const d = this.deckBody(this.state!.deck.cards, this.state!.deck.lands);
      edit(d.cards, d.lands);
      for (const k of Object.keys(d.cards)) if (!d.cards[k]) delete d.cards[k];
      return d;
    });
  }

  private buildView(s: LState): HTMLElement[] {
    const lang = this.lang;
    const deck = s.deck;
    const heading = s.kind === "sealed"
      ? tf("sealedPool", lang, { n: s.pool.length, set: this.setName(s), seed: s.seed })
      : tf("draftPool", lang, { n: s.pool.length, set: this.setName(s), seed: s.seed });
    if (s.stage === "game" && s.game) {
      return [h("p", {}, heading), h("p", {}, t("gameStarted", lang), " ",
        h("a", { href: `#play/${s.game.id}/${s.game.token}`, class: "to-game" }, t("toGame", lang)))];
    }
    // the pool by color, a card put into the deck marked as such (the first copies of its key)
    const used: Record<string, number> = {};
    const groups = [...byGroup(s.pool)].map(([g, cards]) => h("div", { class: `pool-group group-${g}` },
      h("h4", {}, lang === "ja" ? `${t(`group_${g}`, lang)}（${cards.length}）` : `${t(`group_${g}`, lang)} (${cards.length})`),
      h("div", { class: "cards" }, ...cards.map((c) => {
        used[c.key] = (used[c.key] ?? 0) + 1;
        const inDeck = used[c.key] <= (deck.cards[c.key] ?? 0);
        return limitedCard(c, lang, () => this.change((chosen) => {
          chosen[c.key] = (chosen[c.key] ?? 0) + (inDeck ? -1 : 1);
        }), inDeck ? ["in-deck"] : []);
      }))));
    const byKey = new Map(s.pool.map((c) => [c.key, c]));
    const deckCards = Object.keys(deck.cards).map((k) => byKey.get(k)).filter((c): c is LCard => !!c)
      .sort((a, b) => a.mana_value - b.mana_value || number(a) - number(b));
    const lands = h("div", { class: "basic-lands" }, h("span", {}, t("basicLands", lang)),
      ...COLORS.map((c) => {
        const input = h("input", { type: "number", min: 0, max: 60, id: `land-${c}`, value: deck.lands[c] ?? 0,
          onchange: () => this.change((_cards, lands) => { lands[c] = Math.max(0, Math.floor(Number(input.value) || 0)); }) });
        const basic = s.basics[c];
        return h("label", { class: "land" }, basic ? cardName(basic, lang) : c, " ", input);
      }));
    const spells = Object.values(deck.cards).reduce((a, b) => a + b, 0);
    const landCount = Object.values(deck.lands).reduce((a, b) => a + b, 0);
    return [
      h("h3", {}, heading),
      h("p", { class: "prompt" }, t("poolHint", lang)),
      h("section", { class: "deck" },
        h("h3", {}, t("deckHeading", lang)),
        h("p", { id: "deck-size", "data-size": deck.size }, tf("deckStatus", lang, { n: deck.size, spells, lands: landCount })),
        lands,
        h("div", { class: "lobby-buttons" },
          h("button", { type: "button", id: "auto-build", onclick: () => void this.send("POST", "auto") }, t("autoBuild", lang)),
          h("button", { type: "button", id: "clear-deck", onclick: () => void this.send("PUT", "deck", { cards: {}, lands: {} }) }, t("clearDeck", lang)),
          h("button", { type: "button", id: "start-game", class: "primary", disabled: deck.problems.length > 0,
            onclick: () => void this.send("POST", "game", { lang }) }, t("startGame", lang)),
          h("a", { id: "download-deck", href: `/api/limited/${encodeURIComponent(s.id)}/deck.txt`, download: "" },
            t("downloadDeck", lang))),
        // the deck's size in the client's words (CR 100.2b); any other problem as the server says it
        deck.size < deck.minimum ? h("div", { class: "problems" }, tf("notEnough", lang, { n: deck.size, min: deck.minimum }))
          : deck.problems.length ? problemsBox(t("notReady", lang), deck.problems) : null,
        h("p", { class: "prompt" }, t(s.kind === "sealed" ? "opponentDeck" : "opponentDraftDeck", lang)),
        h("div", { class: "cards deck-cards" }, ...deckCards.map((c) =>
          h("div", { class: "deck-entry", "data-key": c.key },
            h("span", { class: "count" }, `${deck.cards[c.key]}×`),
            limitedCard(c, lang, () => this.change((chosen) => { chosen[c.key] -= 1; }), ["small"]))))),
      h("section", { class: "pool" }, ...groups),
    ];
  }
}
