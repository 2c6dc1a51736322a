// A seat's (or a spectator's) game: the socket, the board, the decision, the details.

import { h } from "./dom";
import { hasMessage, kindName, Lang, logKey, midSentence, msg, msg as i18nMsg, stepName, t, typeName } from "./i18n";
import { isManaLetter, manaSymbols, poolSymbols } from "./symbols";
import type { Action, Decision, ErrorMessage, LogEntry, Obj, Option, PlayerView, RuleOn, StateMessage, View } from "./types";

interface CardDetails {
  name: string;
  name_ja: string;
  faces: { name: string; name_ja: string | null; mana_cost: string | null; type_line: string;
    text: string; text_ja: string | null; text_ja_current: boolean; power: string | null;
    toughness: string | null }[];
  rulings: { id: string; date: string | null; text: string }[];
  rulings_ja: { id: string; text: string }[];
}

export class GameScreen {
  private ws: WebSocket | null = null;
  private state: StateMessage | null = null;
  private error = "";
  private status = "connecting";
  private autoPay: number | null = null;
  private details: Obj | null = null;
  private zone: { title: string; objs: Obj[] } | null = null;
  private closed = false;
  private objects = new Map<number, Obj>();
  private autoPassed = -1;
  /** Steps at which priority is not passed automatically (the stops), on your own turn and
   * on the others'; with something on the stack, priority is never passed automatically. */
  stops: { mine: Set<string>; theirs: Set<string> } = loadStops();
  autoPassOn = localStorage.getItem("manastack-autopass") !== "off";

  constructor(
    private root: HTMLElement,
    private gameId: string,
    private token: string | null,
    public lang: Lang,
    private onLang: (l: Lang) => void,
  ) {
    this.connect();
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }

  private connect(): void {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    const ws = new WebSocket(`${proto}://${location.host}/ws/games/${this.gameId}${q}`);
    this.ws = ws;
    ws.onopen = () => { this.status = "open"; this.render(); };
    ws.onmessage = (ev) => this.receive(JSON.parse(String(ev.data)) as StateMessage | ErrorMessage);
    ws.onclose = () => {
      if (this.closed) return;
      this.status = "closed";
      this.render();
      setTimeout(() => { if (!this.closed) this.connect(); }, 1000);
    };
  }

  private receive(msg: StateMessage | ErrorMessage): void {
    if (msg.type === "error") {
      // an error a player can meet in a game has its sentence in the player's language
      this.error = (msg.code ? i18nMsg(`error_${msg.code}`, this.lang) : null) ?? msg.message;
      // an action refused says why, in the seat's language
      if (msg.reason) this.error += ` ${msg.reason}`;
      this.render();
      return;
    }
    if (this.state && msg.version < this.state.version) return;
    // The log is sent once: a message carries only the entries from log_start on (those
    // added, and any changed since: a card in a hidden zone is linked only while known).
    const start = msg.log_start ?? 0;
    if (start > 0) {
      const log = this.state?.view.log;
      if (!log || log.length < start) {
        this.ws?.send(JSON.stringify({ type: "refresh" }));  // an entry was missed: ask again
        return;
      }
      msg.view.log = log.slice(0, start).concat(msg.view.log);
      msg.names_ja = { ...this.state?.names_ja, ...msg.names_ja };
    }
    this.state = msg;
    this.error = "";
    (window as unknown as { __manastackVersion: number }).__manastackVersion = msg.version;
    this.index(msg.view);
    const d = msg.view.decision;
    if (this.autoPay !== null && d && d.kind === "pay_mana" && d.actions?.length
        && d.source?.object === this.autoPay) {
      this.send(d.actions[0]);
    } else if (!d || d.kind !== "pay_mana") {
      this.autoPay = null;
    }
    this.maybeAutoPass(msg);
    this.render();
  }

  private maybeAutoPass(msg: StateMessage): void {
    const v = msg.view;
    const d = v.decision;
    if (!this.autoPassOn || !d || d.kind !== "priority" || d.player !== msg.seat || !d.actions) return;
    if (v.stack.length || msg.version <= this.autoPassed) return;
    const step = v.step.replace(/ /g, "_");
    const stops = v.active === msg.seat ? this.stops.mine : this.stops.theirs;
    if (stops.has(step)) return;
    const pass = d.actions.find((a) => a.type === "PassPriority");
    if (!pass) return;
    this.autoPassed = msg.version;
    this.send(pass);
  }

  private stopsPanel(): HTMLElement {
    const row = (which: "mine" | "theirs") => h("div", { class: "stops-row" },
      h("span", {}, t(which === "mine" ? "yourTurn" : "theirTurn", this.lang)),
      ...STOP_STEPS.map((st) => {
        const box = h("input", { type: "checkbox", "data-step": st, "data-which": which, checked: this.stops[which].has(st),
          onchange: () => {
            if (box.checked) this.stops[which].add(st); else this.stops[which].delete(st);
            saveStops(this.stops);
          } });
        return h("label", { class: "stop" }, box, stepName(st, this.lang));
      }));
    const auto = h("input", { type: "checkbox", id: "autopass", checked: this.autoPassOn, onchange: () => {
      this.autoPassOn = auto.checked;
      localStorage.setItem("manastack-autopass", auto.checked ? "on" : "off");
    } });
    return h("details", { class: "stops" }, h("summary", {}, h("label", {}, auto, t("autoPass", this.lang))),
      row("mine"), row("theirs"));
  }

  private index(v: View): void {
    this.objects.clear();
    const add = (o: Obj) => { if (o.id !== null) this.objects.set(o.id, o); };
    for (const o of [...v.battlefield, ...v.stack, ...v.exile, ...v.command]) add(o);
    for (const p of v.players) {
      for (const o of [...p.graveyard, ...(p.hand ?? [])]) add(o);
      if (p.library_top) add(p.library_top);
    }
  }

  send(action: Action): void {
    if (!this.state || !this.ws) return;
    this.ws.send(JSON.stringify({ type: "action", version: this.state.version, action }));
  }

  // -- words --------------------------------------------------------------------------------
  cardName(name: string | null | undefined): string {
    if (!name) return "?";
    if (this.lang === "ja" && this.state?.names_ja[name]) return this.state.names_ja[name];
    return name;
  }

  playerName(i: number | null | undefined): string {
    if (i === null || i === undefined) return "?";
    const p = this.state?.view.players[i];
    if (!p) return String(i);
    return p.index === this.state?.view.you ? `${p.name} (${t("you", this.lang)})` : p.name;
  }

  /** A player named in a sentence (a log line, whom a decision waits for, until whose turn):
   * in Japanese the viewer reads 「あなた」 alone, as the terminal clients say it (the log
   * line 「あなたが…」, not 「Me (あなた)が…」); otherwise as ``playerName`` names them. */
  sentenceName(i: number | null | undefined): string {
    if (this.lang === "ja" && i !== null && i !== undefined && i === this.state?.view.you) {
      return t("you", this.lang);
    }
    return this.playerName(i);
  }

  objName(o: Obj | undefined): string {
    if (!o) return "?";
    if (o.hidden) return t("hidden", this.lang);
    if (o.face_down) return `${t("faceDown", this.lang)} ${o.power ?? 2}/${o.toughness ?? 2}`
      + (o.card ? ` (${this.cardName(o.card)})` : "");
    if (o.ability !== undefined && !o.name) {
      const src = o.source !== null && o.source !== undefined ? this.objects.get(o.source) : undefined;
      // a source that has left is named as it last existed (CR 113.7a)
      const named = src ? this.objName(src) : o.source_name ? this.cardName(o.source_name) : t("ability", this.lang);
      return `${named}: ${t("ability", this.lang)}`;
    }
    return this.cardName(o.name);
  }

  /** What an ability on the stack does: its words in the player's language (the Japanese
   * where known, else the English), "" where none are known (CR 113.2, 603.1). */
  abilityWords(o: Obj): string {
    if (o.ability === undefined || o.name) return "";
    return (this.lang === "ja" ? o.ability_ja || o.ability : o.ability) ?? "";
  }

  /** A kind of counter (CR 122.1) in the player's language: its official Japanese word
   * (counter_corpse → 死体カウンター), else as the card's English names it. */
  counterName(kind: string): string {
    return this.lang === "ja" ? (msg(`counter_${kind}`, this.lang) ?? kind) : kind;
  }

  /** A supertype or subtype (CR 205.3, 205.4) in the player's language: its official Japanese
   * word (type_Human → 人間) where the data has one. */
  typeWord(word: string): string {
    return this.lang === "ja" ? (msg(`type_${word}`, this.lang) ?? word) : word;
  }

  idName(id: Json | undefined): string {
    if (typeof id !== "number") return String(id);
    const o = this.objects.get(id);
    if (o) return this.objName(o);
    if (this.state && id < this.state.view.players.length) return this.playerName(id);
    // an object that no longer exists (a target sacrificed to pay the cost, CR 601.2h): by the
    // name it last had (CR 113.7a), from the last log entry about it
    const seen = [...(this.state?.view.log ?? [])].reverse()
      .find((e) => (e.object === id || e.from_object === id) && typeof e.card === "string" && e.card);
    return seen ? this.cardName(seen.card as string) : (msg("hidden_card", this.lang) ?? "?");
  }

  optionLabel(o: Option | undefined): string {
    if (!o) return "";
    if (o.effect !== undefined && o.effect !== null) {
      const eff = this.lang === "ja" && o.effect_ja ? o.effect_ja : o.effect;
      return o.source ? `${this.cardName(o.source)}: ${eff}` : eff;
    }
    if (o.objects) return o.objects.map((x) => this.cardName(x.name)).join(", ") || t("empty", this.lang);
    // an amount for each target, in the order chosen (CR 601.2d); combat damage for each
    // blocker, creature blocked, player or planeswalker (CR 510.1c-d)
    if (o.divided?.length) {
      const parts = o.divided.map((x) => `${x.amount} → ${x.player !== undefined ? this.playerName(x.player)
        : x.name ? this.cardName(x.name) : x.face_down ? t("faceDown", this.lang) : "?"}`);
      return msg("assign", this.lang, { parts: parts.join(this.lang === "ja" ? "、" : ", ") }) ?? parts.join(", ");
    }
    if (o.player !== undefined) return this.playerName(o.player);
    if (o.name !== undefined) return o.name ? this.cardName(o.name) : (o.face_down ? t("faceDown", this.lang) : "?");
    if (o.value === true) return this.lang === "ja" ? "はい" : "Yes";
    if (o.value === false) return this.lang === "ja" ? "いいえ" : "No";
    if (o.value === null || o.value === undefined) return this.lang === "ja" ? "なし" : "None";
    if (this.lang === "ja" && o.value_ja) return o.value_ja;
    if (typeof o.value === "string" && FIXED_ANSWERS[o.value]) {
      return msg(FIXED_ANSWERS[o.value], this.lang) ?? o.value;
    }
    if (isManaLetter(o.value)) return manaSymbols(o.value);  // "add {R} or {G}" (CR 106.1)
    return Array.isArray(o.value) ? o.value.join(", ") : String(o.value);
  }

  actionLabel(a: Action, o: Option | undefined): string {
    const ja = this.lang === "ja";
    const n = (k: string) => this.idName(a[k]);
    const m = (k: string) => midSentence(n(k));  // named after words (a face-down one)
    switch (a.type) {
      case "PassPriority": return t("pass", this.lang);
      case "PlayLand": return ja ? `${n("card")}をプレイ` : `Play ${n("card")}`;
      case "CastSpell": {
        const base = ja ? `${n("card")}を唱える` : `Cast ${m("card")}`;
        if (!a.method || a.method === "normal") return base;
        const method = String(a.method);
        return msg(`method_${method}`, this.lang, { text: base })
          ?? msg("method_other", this.lang, { text: base, method: method.replace(/_/g, " ") })
          ?? `${base} (${method.replace(/_/g, " ")})`;
      }
      case "ActivateAbility": return ja ? `${n("source")}の能力${Number(a.index) + 1}を起動`
        : `Activate ${m("source")} (${Number(a.index) + 1})`;
      case "ActivateManaAbility": {
        const mana = manaSymbols(String(a.mana));
        return msg("tap_for_mana", this.lang, { card: n("source"), mana })
          ?? (ja ? `${n("source")}をタップして${mana}を加える` : `Tap ${m("source")} for ${mana}`);
      }
      case "SpecialAction": return (a.kind === "turn_face_up" ? msg("turn_face_up", this.lang, { card: n("source") }) : null)
        ?? msg("special", this.lang, { kind: String(a.kind).replace(/_/g, " "), card: n("source") })
        ?? `${String(a.kind).replace(/_/g, " ")}: ${n("source")}`;
      case "DeclareAttacker": return ja ? `${n("creature")}で${n("defender")}を攻撃`
        : `Attack ${m("defender")} with ${m("creature")}`;
      case "DeclareBlocker": return ja ? `${n("blocker")}で${n("attacker")}をブロック`
        : `Block ${m("attacker")} with ${m("blocker")}`;
      case "FinishDeclaration": return t("confirm", this.lang);
      case "ResetDeclaration": return ja ? "やり直す" : "Start over";
      case "Concede": return ja ? "投了" : "Concede";
      case "Choose": return this.optionLabel(o) + (this.isCurrentTarget(a) ? msg("current_target", this.lang) ?? "" : "");
      default: return a.type;
    }
  }

  /** Whether ``a`` keeps the target a copy has now (CR 707.10c): the first answer of its
   * new-target question when keeping it is offered (variant "copy"), as the terminal marks it. */
  private isCurrentTarget(a: Action): boolean {
    const d = this.state?.view.decision;
    if (!d || d.kind !== "new_target" || d.variant !== "copy" || !d.actions?.length) return false;
    const first = d.actions[0];
    return first.type === "Choose" && first.value === a.value;
  }

  /** The answers of the decision that choose one object or one player (a target, a
   * permanent to sacrifice, a player): the object's card and the player's area are clicked
   * to choose them (the buttons stay). An object with more than one such answer is left to
   * the buttons. */
  private choices(): { objects: Map<number, Action>; players: Map<number, Action> } {
    const objects = new Map<number, Action>(), players = new Map<number, Action>();
    const twice = new Set<number>();
    for (const { a, o } of this.myActions()) {
      if (a.type !== "Choose" || typeof a.value !== "number") continue;
      if (o?.player !== undefined && o.object === undefined) {
        players.set(o.player, a);
      } else if (this.objects.has(a.value) && o?.object === a.value) {
        if (objects.has(a.value)) twice.add(a.value);
        objects.set(a.value, a);
      }
    }
    for (const id of twice) objects.delete(id);
    return { objects, players };
  }

  /** The object an action is about (to show it on the card). */
  private actionObject(a: Action): number | null {
    for (const k of ["card", "source", "creature", "blocker"]) {
      if (typeof a[k] === "number") return a[k] as number;
    }
    if (a.type === "Choose" && typeof a.value === "number" && this.objects.has(a.value)) return a.value;
    return null;
  }

  private myActions(): { a: Action; o: Option | undefined; i: number }[] {
    const d = this.state?.view.decision;
    if (!d || !d.actions || d.player !== this.state?.seat) return [];
    return d.actions.map((a, i) => ({ a, o: d.options?.[i], i }));
  }

  // -- keys ---------------------------------------------------------------------------------
  key(e: KeyboardEvent): void {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const acts = this.myActions();
    if (e.key === " " || e.key === "p" || e.key === "P") {
      const pass = acts.find((x) => x.a.type === "PassPriority");
      if (pass) { e.preventDefault(); this.send(pass.a); }
    } else if (e.key === "Enter") {
      const confirm = acts.find((x) => x.a.type === "FinishDeclaration")
        ?? acts.find((x) => x.a.type === "Choose" && x.a.value === true)
        ?? (acts.length === 1 ? acts[0] : undefined);
      if (confirm) { e.preventDefault(); this.send(confirm.a); }
    } else if (e.key === "Escape") {
      this.details = null; this.zone = null; this.render();
    } else if (e.key === "l" || e.key === "L") {
      this.onLang(this.lang === "en" ? "ja" : "en");
    }
  }

  // -- drawing ------------------------------------------------------------------------------
  render(): void {
    const s = this.state;
    if (!s) {
      this.root.replaceChildren(h("p", { class: "status" },
        this.error || t(this.status === "closed" ? "disconnected" : "connecting", this.lang)));
      return;
    }
    const v = s.view;
    const me = s.seat;
    const order = v.players.map((p) => p.index);
    const mine = me >= 0 ? order.indexOf(me) : 0;
    const rotated = [...order.slice(mine + 1), ...order.slice(0, mine + 1)];
    const header = h("header", { class: "top" },
      h("span", { class: "turn" }, v.turn  // (turn 0: the mulligans, before the first turn, CR 103)
        ? `${t("turn", this.lang)} ${v.turn} · ${this.playerName(v.active)} · ${stepName(v.step, this.lang)}`
        : t("beforeGame", this.lang)),
      v.day_night ? h("span", { class: `daynight ${v.day_night}` }, t(v.day_night, this.lang)) : null,
      me < 0 ? h("span", { class: "spectator" }, t("spectator", this.lang)) : null,
      this.status === "closed" ? h("span", { class: "warn" }, t("disconnected", this.lang)) : null,
      h("span", { class: "spacer" }),
      me >= 0 && !v.game_over && !v.players[me].lost ? h("button", { type: "button", id: "concede", onclick: () => {
        if (confirm(t("concedeSure", this.lang))) this.send({ type: "Concede" });
      } }, t("concede", this.lang)) : null,
      h("button", { type: "button", id: "lang", onclick: () => this.onLang(this.lang === "en" ? "ja" : "en") },
        this.lang === "en" ? "日本語" : "English"));
    const board = h("main", { class: "board" },
      ...rotated.map((i) => this.playerArea(v.players[i], i === me)));
    const side = h("aside", { class: "side" }, this.decisionPanel(v), me >= 0 ? this.stopsPanel() : null,
      this.stackPanel(v), this.logPanel(v));
    const hand = me >= 0 ? this.handPanel(v.players[me]) : null;
    const kids: Node[] = [header, h("div", { class: "layout" }, h("div", { class: "main-col" }, board, hand ?? ""), side)];
    if (this.error) kids.splice(1, 0, h("div", { class: "error", role: "alert" }, this.error));
    if (this.zone) kids.push(this.zoneModal(this.zone.title, this.zone.objs));
    if (this.details) kids.push(this.detailsModal(this.details));
    kids.push(h("footer", { class: "keys" }, t("keys", this.lang)));
    this.root.replaceChildren(...kids);
  }

  private playerArea(p: PlayerView, isMe: boolean): HTMLElement {
    const v = this.state!.view;
    const perms = v.battlefield.filter((o) => o.controller === p.index && !this.isAttachedElsewhere(o));
    const lands = perms.filter((o) => o.types?.includes("Land") && !o.types?.includes("Creature"));
    const creatures = perms.filter((o) => o.types?.includes("Creature"));
    const other = perms.filter((o) => !lands.includes(o) && !creatures.includes(o));
    const exiled = v.exile.filter((o) => o.owner === p.index);
    const cmd = p.commanders ?? [];
    const dmg = Object.entries(p.commander_damage ?? {}).filter(([, n]) => n > 0);
    const pick = this.choices().players.get(p.index);
    return h("section", { class: `player${isMe ? " me" : ""}${v.active === p.index ? " active" : ""}${p.lost ? " lost" : ""}${pick ? " choosable" : ""}`, "data-player": p.index },
      h("div", { class: "player-head", onclick: pick ? () => this.send(pick) : undefined,
        title: pick ? this.actionLabel(pick, undefined) : undefined },
        h("strong", { class: "pname" }, this.playerName(p.index)),
        // teammates sit together (CR 805.1): a team's first seat over its size numbers it, two,
        // three or four players (CR 810.1, 810.11)
        p.team ? h("span", { class: "team" }, `${t("team", this.lang)} ${Math.floor(p.team[0] / p.team.length) + 1}`) : null,
        h("span", { class: "life" }, `${t("life", this.lang)} ${p.life}`),
        p.poison ? h("span", { class: "poison" }, `${t("poison", this.lang)} ${p.poison}`) : null,
        h("span", { class: "count" }, `${t("library", this.lang)} ${p.library}`),
        h("span", { class: "count" }, `${t("hand", this.lang)} ${p.hand_count}`),
        h("button", { type: "button", class: "zone-btn", onclick: () => this.openZone(`${t("graveyard", this.lang)}: ${p.name}`, p.graveyard) },
          `${t("graveyard", this.lang)} ${p.graveyard.length}`),
        h("button", { type: "button", class: "zone-btn", onclick: () => this.openZone(`${t("exile", this.lang)}: ${p.name}`, exiled) },
          `${t("exile", this.lang)} ${exiled.length}`),
        poolSymbols(p.mana_pool) ? h("span", { class: "pool" }, poolSymbols(p.mana_pool)) : null,
        ...(p.mana_riders ?? []).filter((r) => r.only).map((r) => h("span", { class: "pool" },
          msg("restricted_mana", this.lang, { mana: manaSymbols(r.mana), only: (this.lang === "ja" && r.only_ja) || r.only || "" })
            ?? `${manaSymbols(r.mana)} ${t("onlyFor", this.lang)} ${r.only}`)),
        p.max_hand_size === null ? h("span", { class: "count" }, t("noMaxHand", this.lang))
          : p.max_hand_size !== undefined && p.max_hand_size !== 7 ? h("span", { class: "count" }, `${t("maxHand", this.lang)} ${p.max_hand_size}`) : null,
        p.spells_cast_this_turn ? h("span", { class: "count" }, `${t("spellsThisTurn", this.lang)} ${p.spells_cast_this_turn}`) : null,
        p.cant_be_attacked_by?.length ? h("span", { class: "count" }, msg("cant_be_attacked_by", this.lang,
          { players: p.cant_be_attacked_by.map((q) => this.sentenceName(q)).join(", ") }) ?? "") : null,
        p.lost ? h("span", { class: "warn" }, t("lost", this.lang)) : null),
      cmd.length ? h("div", { class: "commanders" }, `${t("command", this.lang)}: `,
        ...cmd.map((c) => h("span", { class: "commander" }, `${this.cardName(c.name)} [${this.zoneName(c.zone)}] ${t("tax", this.lang)} ${c.tax}`))) : null,
      dmg.length ? h("div", { class: "cmd-damage" }, `${t("commanderDamage", this.lang)}: `,
        dmg.map(([k, n]) => `${this.commanderName(Number(k))} ${n}`).join(", ")) : null,
      p.library_top ? h("div", { class: "libtop" }, `${t("library", this.lang)}: `, this.card(p.library_top)) : null,
      // cards of this player's hand and library the viewer knows (revealed, looked at, seen going there)
      p.hand_known?.length ? h("div", { class: "known" }, msg("known_in_hand", this.lang,
        { cards: p.hand_known.map((o) => this.objName(o)).join(", ") }) ?? "") : null,
      p.library_known?.length ? h("div", { class: "known" }, msg("known_in_library", this.lang,
        { cards: p.library_known.map((o) => msg("library_place", this.lang,
          { card: this.objName(o), n: (o.position ?? 0) + 1 }) ?? this.objName(o)).join(", ") }) ?? "") : null,
      this.row("lands", lands), this.row("creatures", creatures), this.row("other", other),
      // a teammate's hand, which the team may review (Two-Headed Giant, CR 810.5)
      !isMe && p.hand ? this.row("hand", p.hand) : null,
      v.command.some((o) => o.owner === p.index) ? this.row("command", v.command.filter((o) => o.owner === p.index)) : null);
  }

  private commanderName(n: number): string {
    for (const p of this.state!.view.players) for (const c of p.commanders ?? []) if (c.commander === n) return this.cardName(c.name);
    return `#${n}`;
  }

  private isAttachedElsewhere(o: Obj): boolean {
    return o.attached_to !== null && o.attached_to !== undefined && this.objects.has(o.attached_to)
      && this.state!.view.battlefield.some((x) => x.id === o.attached_to);
  }

  private row(key: string, objs: Obj[]): HTMLElement {
    return h("div", { class: `row row-${key}` }, h("span", { class: "row-label" }, t(key, this.lang)),
      h("div", { class: "cards" }, ...objs.map((o) => this.card(o))));
  }

  card(o: Obj): HTMLElement {
    const v = this.state!.view;
    const acts = o.id === null ? [] : this.myActions().filter((x) => this.actionObject(x.a) === o.id);
    const attack = v.combat?.attackers.find(([a]) => a === o.id);
    const block = v.combat?.blockers.find(([b]) => b === o.id);
    const attached = v.battlefield.filter((x) => x.attached_to === o.id && x.id !== o.id);
    const classes = ["card"];
    if (o.tapped) classes.push("tapped");
    if (o.face_down) classes.push("face-down");
    if (o.hidden) classes.push("hidden");
    if (o.transformed) classes.push("transformed");
    if (attack) classes.push("attacking");
    if (block) classes.push("blocking");
    if (acts.length) classes.push("playable");
    const pick = o.id === null ? undefined : this.choices().objects.get(o.id);
    if (pick) classes.push("choosable");
    const words = this.abilityWords(o);
    const text = words || (this.lang === "ja" ? (o.text_ja ?? o.text) : o.text);
    const counters = Object.entries(o.counters ?? {}).filter(([, n]) => n > 0);
    const el = h("div", {
      class: classes.join(" "), "data-id": o.id ?? "", "data-name": o.name ?? o.card ?? "",
      title: text ?? "", tabindex: 0,
      onclick: (e: Event) => {
        e.stopPropagation();
        if (pick) this.send(pick);  // a target or another choice of this permanent
        else if (!o.hidden) { this.details = o; this.render(); }
      },
    },
      h("div", { class: "card-top" },
        h("span", { class: "card-name" }, this.objName(o)),
        o.mana_cost ? h("span", { class: "cost" }, o.mana_cost) : null),
      o.types && !o.face_down ? h("div", { class: "card-type" }, o.types.map((x) => typeName(x, this.lang)).join(" ")) : null,
      // what an ability on the stack does, in its source's words
      words ? h("div", { class: "ability-text" }, words) : null,
      o.power !== null && o.power !== undefined ? h("div", { class: "pt" }, `${o.power}/${o.toughness}`) : null,
      o.damage ? h("div", { class: "damage" }, `${o.damage} ${t("damage", this.lang)}`) : null,
      counters.length ? h("div", { class: "counters" }, counters.map(([k, n]) => `${this.counterName(k)}×${n}`).join(" ")) : null,
      o.tapped ? h("div", { class: "badge" }, t("tapped", this.lang)) : null,
      o.transformed ? h("div", { class: "badge" }, t("transformed", this.lang)) : null,
      o.summoning_sick && o.types?.includes("Creature") ? h("div", { class: "badge dim" }, t("sick", this.lang)) : null,
      attack ? h("div", { class: "badge combat" }, `⚔ ${t("attacking", this.lang)} → ${this.idName(attack[1])}`) : null,
      attack && o.id !== null && v.combat?.blocked?.includes(o.id) ? h("div", { class: "badge combat" }, t("blocked", this.lang)) : null,
      block ? h("div", { class: "badge combat" }, `🛡 ${t("blocking", this.lang)} ${block[1].map((a) => this.idName(a)).join(", ")}`) : null,
      o.targets && o.targets.length ? h("div", { class: "targets" }, `${t("targets", this.lang)}: `,
        o.targets.flat().map((x) => this.idName(x)).join(", ")) : null,
      // choices made as it entered or as it was cast (CR 614.12, 601.2b-d), all public
      this.choiceNotes(o).length ? h("div", { class: "chosen" }, this.choiceNotes(o).join(" · ")) : null,
      // restrictions and requirements (can't block, attacks each combat if able, ...); details say more
      o.rules?.length ? h("div", { class: "badge rules" }, o.rules.map((r) =>
        msg(`rule_${r.rule}`, this.lang, { detail: r.detail ?? "" }) ?? r.rule).join(" · ")) : null,
      attached.length ? h("div", { class: "attached" }, ...attached.map((x) => this.card(x))) : null,
      acts.length ? h("div", { class: "card-actions" }, ...acts.map((x) =>
        h("button", { type: "button", class: "act", onclick: (e: Event) => { e.stopPropagation(); this.send(x.a); } },
          this.actionLabel(x.a, x.o)))) : null);
    return el;
  }

  /** A restriction or requirement on a permanent, in the terminal's words: what, from
   * which source, for how long. */
  private ruleText(r: RuleOn): string {
    const lang = this.lang;
    const words = [msg(`rule_${r.rule}`, lang, { detail: r.detail ?? "" }) ?? r.rule];
    const source = typeof r.source === "number" ? this.idName(r.source)
      : r.source_name ? this.cardName(r.source_name) : null;
    words.push(source ? msg("rule_from", lang, { source }) ?? source : msg("rule_from_unknown", lang) ?? "");
    if (r.duration === "eot" || r.duration === "next_untap") words.push(msg(`duration_${r.duration}`, lang) ?? r.duration);
    else if (r.duration === "next_turn") words.push(msg("duration_next_turn", lang, { player: this.sentenceName(r.controller) }) ?? r.duration);
    else if ((r.duration === "source" || r.duration === "source_tapped") && source)
      words.push(msg(`duration_${r.duration}`, lang, { source }) ?? r.duration);
    return words.join(lang === "ja" ? "、" : ", ");
  }

  private choiceNotes(o: Obj): string[] {
    const notes: string[] = [];
    if (o.ability_kind === "activated" || o.ability_kind === "triggered") notes.push(t(o.ability_kind, this.lang));
    if (o.copy) notes.push(t("copy", this.lang));
    if (o.method && o.method !== "normal") notes.push(`${t("castWith", this.lang)}: ${o.method.replace("_", " ")}`);
    if (o.x !== undefined && o.x !== null) notes.push(`X=${o.x}`);
    const modeTexts = (this.lang === "ja" ? o.mode_texts_ja : undefined) ?? o.mode_texts ?? [];
    for (const m of modeTexts) notes.push(`${t("mode", this.lang)}: ${m}`);
    if (o.division && o.division.length) notes.push(o.division.join("/"));
    if (o.additional_cost) notes.push(o.additional_cost);
    // a card in exile: what it was exiled with, who may look at or play it (CR 607.2a, 406.3)
    if (typeof o.exiled_with === "number") notes.push(`${t("exiledWith", this.lang)} ${this.idName(o.exiled_with)}`);
    if (o.may_look && o.may_look.length) notes.push(`${t("mayLook", this.lang)} ${o.may_look.map((p) => this.idName(p)).join(", ")}`);
    if (typeof o.may_play === "number") notes.push(`${t("mayPlay", this.lang)} ${this.idName(o.may_play)}`);
    for (const [k, v] of Object.entries(o.chosen ?? {})) {
      const shown = Array.isArray(v) ? v.join(", ") : String(v);
      if (k === "x") notes.push(`X=${shown}`);
      else notes.push(`${t("chosen", this.lang)}: ${k === "creature_type" ? this.typeWord(shown) : shown}`);
    }
    return notes;
  }

  private handPanel(p: PlayerView): HTMLElement {
    return h("section", { class: "hand" }, h("h3", {}, `${t("hand", this.lang)} (${p.hand?.length ?? 0})`),
      h("div", { class: "cards" }, ...(p.hand ?? []).map((o) => this.card(o))));
  }

  private stackPanel(v: View): HTMLElement {
    return h("section", { class: "stack" }, h("h3", {}, `${t("stack", this.lang)} (${v.stack.length})`),
      h("div", { class: "cards" }, ...[...v.stack].reverse().map((o) => this.card(o))));
  }

  private decisionPanel(v: View): HTMLElement {
    const s = this.state!;
    if (v.game_over) {
      const winners = v.winners.length ? v.winners.map((w) => this.playerName(w)).join(", ") : t("draw", this.lang);
      return h("section", { class: "decision over" }, h("h3", {}, t("gameOver", this.lang)),
        h("p", { class: "winner" }, `${t("winner", this.lang)}: ${winners}`),
        h("a", { href: `/api/games/${s.game}/download`, download: `manastack-${s.game}.json` }, t("download", this.lang)));
    }
    const d: Decision | null = v.decision;
    if (!d) return h("section", { class: "decision" });
    const acts = this.myActions();
    if (!acts.length) {
      return h("section", { class: "decision waiting" },
        h("p", {}, (msg("waiting_for", this.lang, { player: this.sentenceName(d.player) })
          ?? `${t("waiting", this.lang)} ${this.sentenceName(d.player)}`)
          + (kindName(d.kind, this.lang) ? ` — ${kindName(d.kind, this.lang)}` : "")));
    }
    const about = d.source ? this.optionLabel(d.source) : "";
    const buttons = acts.map((x) => h("button", {
      type: "button", class: `act act-${x.a.type}`, "data-index": x.i,
      onclick: () => this.send(x.a),
    }, this.actionLabel(x.a, x.o)));
    return h("section", { class: "decision mine" },
      h("h3", {}, t("yourDecision", this.lang) + (kindName(d.kind, this.lang) ? `: ${kindName(d.kind, this.lang)}` : "")),
      h("p", { class: "prompt" }, this.prompt(d) + (about ? ` — ${about}` : "")),
      d.kind === "pay_mana" ? h("button", { type: "button", class: "primary", id: "autopay", onclick: () => {
        // The engine's own plan (PayAutomatically) when it offers one; otherwise the first
        // answer, again at each payment decision for the same object, until it is paid.
        const plan = acts.find((x) => x.a.type === "PayAutomatically");
        if (plan) {
          this.send(plan.a);
          return;
        }
        this.autoPay = typeof d.source?.object === "number" ? d.source.object : null;
        this.send(acts[0].a);
      } }, t("autoPay", this.lang)) : null,
      h("div", { class: "actions" }, ...buttons));
  }

  /** The decision's question: in English the engine's own, in Japanese the terminal
   * clients' sentence for its kind (GET /api/messages). */
  private prompt(d: Decision): string {
    if (d.kind === "may" && d.ability?.effect) {
      // what the optional triggered ability would do, in the card's words
      const ability = this.lang === "ja" ? (d.ability.effect_ja ?? d.ability.effect).replace(/。$/, "")
        : d.ability.effect;
      const said = msg("d_may_ability", this.lang, { ability });
      if (said) return said;
    }
    if (this.lang === "ja" && d.ability?.sentence_ja) {
      // a "you may" or a search inside a resolving spell or ability: the card's own sentence
      const said = msg(`d_${d.kind}_sentence`, this.lang, { sentence: d.ability.sentence_ja });
      if (said) return said;
    }
    if (this.lang === "en" && d.prompt) return this.withCard(d, d.prompt);
    // the precise question where there is one (which end of the library, where the card goes)
    const precise = d.variant ? msg(`d_${d.kind}_${d.variant}`, this.lang, { cost_ja: d.cost_ja ?? "" })
      : null;
    const own = this.lang === "ja" ? d.prompt_ja ?? null : null;
    const text = precise ?? own ?? msg(`d_${d.kind}`, this.lang) ?? msg("d_other", this.lang) ?? d.prompt ?? "";
    const rest = (d.kind === "pay_mana" || d.kind === "pool_mana") && d.remaining
      ? msg("remaining", this.lang, { cost: d.remaining })
      : d.kind === "discard" && d.left ? msg("discard_left", this.lang, { n: String(d.left) })
      : d.kind === "shield_damage" && d.prevents ? msg("shield_damage_prevents", this.lang, { n: String(d.prevents) })
      : null;
    return this.withCard(d, text + (rest ?? ""));
  }

  /** The question with the card it asks about (the card scried or surveilled), as the
   * terminal clients say it. */
  private withCard(d: Decision, prompt: string): string {
    if (!d.card?.name) return prompt;
    const card = this.cardName(d.card.name);
    return msg("prompt_card", this.lang, { prompt, card }) ?? `${prompt}: ${card}`;
  }

  private zoneName(zone: string | null | undefined): string {
    if (!zone) return "?";
    return msg(ZONE_KEYS[zone] ?? zone, this.lang) ?? zone;
  }

  /** A log entry as a sentence (the terminal clients' words), or null when it isn't shown. */
  private logLine(e: LogEntry): string | null {
    const lang = this.lang;
    let key = logKey(e.kind);
    if (key === null) return null;
    if (key === undefined) return this.rawLogLine(e);
    const who = this.sentenceName(e.player);
    const named = (n: Json | undefined, otherwise: string) => typeof n === "string" && n ? this.cardName(n) : otherwise;
    const hidden = msg("hidden_card", lang) ?? "?";
    const faceDown = msg("face_down_creature", lang) ?? "?";
    const sep = lang === "ja" ? "、" : ", ";
    const owner = typeof e.owner === "number" ? e.owner : e.player;
    const p: Record<string, string | number> = {
      player: who, card: named(e.card, hidden), amount: e.amount ?? 0, owner: this.sentenceName(owner),
      cards: (e.cards ?? []).map((c) => this.cardName(c)).join(sep), n: e.amount ?? e.cards?.length ?? 0,
      dn: msg(`became_${String(e.value ?? this.state!.view.day_night ?? "")}`, lang) ?? "", source: named(e.source, faceDown),
    };
    let tail = "";
    switch (e.kind) {
      case "cast": p.card = named(e.card, msg("face_down_spell", lang) ?? hidden); break;
      // the face it had and the face it has now (CR 701.27a), as the terminal clients say it
      case "transform":
        if (typeof e.from_card === "string" && typeof e.card === "string") {
          p.card = this.cardName(e.from_card);
          p.new = this.cardName(e.card);
          key = "log_transform";
        }
        break;
      case "trigger": p.card = named(e.source ?? e.card, hidden); break;
      case "attacks": {
        // whom it attacks (CR 508.1b, 802.3): a player, or a planeswalker with its controller
        p.card = named(e.card, faceDown);
        const pw = e.attacking_card, ctl = e.attacking_controller;
        if (typeof e.attacking === "number") p.defender = this.sentenceName(e.attacking);
        else if (typeof pw === "string" && pw) {
          p.defender = typeof ctl === "number"
            ? msg("log_whose", lang, { card: this.cardName(pw), player: this.sentenceName(ctl) }) ?? this.cardName(pw)
            : this.cardName(pw);
        }
        if (p.defender !== undefined) key = "log_attacks_whom";
        break;
      }
      case "blocks":
        // the creature it blocks, or each of those it blocks (CR 509.1a), face down to who
        // may not look at it (CR 708.5), with whose it is when another has its name
        p.card = named(e.card, faceDown);
        if (Array.isArray(e.blocking_each)) {
          p.attacker = this.listed(e.blocking_each.map((x) => {
            const b = (x ?? {}) as Record<string, Json>;
            return this.whose(named(b.card, faceDown), b.card, b.object, b.controller);
          }));
          key = "log_blocks_whom";
        } else if ("blocking_card" in e) {
          p.attacker = this.whose(named(e.blocking_card, faceDown), e.blocking_card,
            e.blocking_object, e.blocking_controller);
          key = "log_blocks_whom";
        }
        break;
      // a creature type or color announced as it was chosen (CR 608.2d, 101.4b), or an object chosen
      case "chose":
        p.card = typeof e.creature_type === "string" ? this.typeWord(e.creature_type)
          : typeof e.color === "string" && FIXED_ANSWERS[e.color]
            ? msg(FIXED_ANSWERS[e.color], lang) ?? e.color : named(e.card, faceDown);
        break;
      case "damage":
        // whose source and whose permanent, when another object has its name (CR 110.2)
        p.source = this.whose(p.source as string, e.source, e.source_object, e.source_controller);
        if (e.player !== undefined && e.target_object === undefined) tail = ` → ${who}`;
        else if (e.target) {
          tail = ` → ${this.whose(this.cardName(e.target), e.target, e.target_object, e.target_controller)}`;
        } else if (e.target_object !== undefined) tail = ` → ${midSentence(faceDown)}`;
        break;
      // the kind of counter is public (CR 122.1); counters put on a player (a poison counter,
      // CR 122.1f) name the player, those on a permanent whose card isn't known a face-down one
      case "counters_added": case "counters_removed": {
        const kind = String(e.counter ?? "");
        const word = this.counterName(kind);
        p.counter = lang === "ja" && word === kind ? `${kind}カウンター` : word;
        if (e.card == null && e.object == null && e.player !== undefined) p.card = who;
        else if (!e.card) p.card = faceDown;
        break;
      }
      // the player or the permanent the damage would have been dealt to (CR 615.1), a
      // permanent the player may not know face down (CR 708.5)
      case "prevented": p.target = "card" in e || "object" in e ? named(e.card, faceDown) : who; break;
      // a permanent the player may not know is a face-down one (CR 708.5)
      case "sacrifice": case "destroy": case "regenerate": case "phase_out": case "phase_in":
      case "attach": case "control_changed": case "removed_from_combat":
      case "turned_face_down": case "turn_face_down":
        p.card = named(e.card, faceDown); break;
      // cards looked at the player can't see: how many, one when the entry gives no number
      case "look": if (!e.cards) key = (e.amount ?? 1) === 1 ? "log_look_hidden_one" : "log_look_hidden"; break;
      case "look_at_hand": if (!e.cards) key = "log_look_at_hand_hidden"; break;
      case "zone_change": {
        const from = e.from as string | null, to = e.to as string | null;
        if (from === "library" && to === "graveyard") { key = "log_mill"; break; }
        if (to === "battlefield" && !e.card) p.card = faceDown;
        const shown = ["graveyard", "exile", "battlefield", "command"].includes(to ?? "")
          || (to === "hand" && ["battlefield", "graveyard", "exile", "stack"].includes(from ?? ""))
          || (to === "library" && ["battlefield", "graveyard", "stack"].includes(from ?? ""));
        if (!shown) return null;
        p.zone = this.zoneName(to);
        // whose battlefield: who controls it as it enters (CR 110.2), as the terminal says it
        if (to === "battlefield" && typeof e.controller === "number") {
          p.player = this.sentenceName(e.controller);
          return msg(e.controller === this.state!.seat ? "log_to_battlefield_you" : "log_to_battlefield", lang, p)
            ?? this.rawLogLine(e);
        }
        break;
      }
      default: break;
    }
    // a token, a counter: the singular, as the terminal clients say it
    if (e.amount === 1 && hasMessage(`${key}_one`, lang)) key = `${key}_one`;
    if (e.player === this.state!.seat && e.kind !== "damage" && hasMessage(`${key}_you`, lang)) key = `${key}_you`;
    return (msg(key, lang, p) ?? this.rawLogLine(e)) + tail;
  }

  /** ``label``, the words naming the object ``name`` (id ``oid``) in a log entry, with whose
   * it was (``controller``, as the entry happened) when another object face up in a public
   * zone of the view has that name and is another player's (a Glory Seeker of each player),
   * as the terminal clients say it (CR 110.2); otherwise ``label`` as it is: two Zombie
   * tokens of one player are named alone. An object is its controller's, a card outside the
   * battlefield and the stack its owner's (CR 108.4a), as the view gives it. The object itself
   * is followed through the zones it moved to (CR 400.7): a creature that died is not told
   * apart from its card. */
  private whose(label: string, name: Json | undefined, oid: Json | undefined, controller: Json | undefined): string {
    const v = this.state?.view;
    if (!v || typeof name !== "string" || typeof controller !== "number") return label;
    const seen = [...v.battlefield, ...v.stack, ...v.exile, ...v.command, ...(v.phased_out ?? []),
      ...v.players.flatMap((p) => p.graveyard)]
      .filter((o) => !o.face_down && o.name === name && o.id !== null && o.controller !== controller);
    let shared = seen.length > 0;
    if (typeof oid === "number") {
      const itself = new Set<number>([oid]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const e of v.log) {
          if (e.kind === "zone_change" && typeof e.from_object === "number" && itself.has(e.from_object)
              && typeof e.object === "number" && !itself.has(e.object)) {
            itself.add(e.object);
            grew = true;
          }
        }
      }
      shared = seen.some((o) => !itself.has(o.id as number));
    }
    if (!shared) return label;
    return controller === this.state!.seat
      ? msg("log_whose_you", this.lang, { card: label }) ?? label
      : msg("log_whose", this.lang, { card: label, player: this.sentenceName(controller) }) ?? label;
  }

  /** Names as one list: "A and B", "A, B and C"; 「AとB」 (the words ``list_and``, ``list_sep``). */
  private listed(labels: string[]): string {
    if (labels.length < 2) return labels.join("");
    const sep = msg("list_sep", this.lang) ?? ", ";
    return msg("list_and", this.lang, { first: labels.slice(0, -1).join(sep), last: labels[labels.length - 1] })
      ?? labels.join(sep);
  }

  /** An entry of a kind the words don't know, as the engine names it. */
  private rawLogLine(e: LogEntry): string {
    const who = e.player !== undefined ? this.sentenceName(e.player) : "";
    const bits: string[] = [];
    if (e.card) bits.push(this.cardName(e.card));
    if (e.cards) bits.push(e.cards.map((c) => this.cardName(c)).join(", "));
    if (e.amount) bits.push(String(e.amount));
    return `${who} ${e.kind.replace(/_/g, " ")} ${bits.join(" ")}`.trim();
  }

  private logPanel(v: View): HTMLElement {
    const lines: HTMLElement[] = [];
    for (const e of v.log) {
      if (QUIET.has(e.kind)) continue;
      if (e.kind === "turn_begin") {
        lines.push(h("li", { class: "log-turn" }, `— ${t("turn", this.lang)}: ${this.playerName(e.player)} —`));
        continue;
      }
      const line = this.logLine(e);
      if (line) lines.push(h("li", {}, line, ...this.citation(e)));
    }
    lines.splice(0, Math.max(0, lines.length - 150));
    const box = h("ul", { class: "log-lines" }, ...lines);
    setTimeout(() => { box.scrollTop = box.scrollHeight; }, 0);
    return h("section", { class: "log" }, h("h3", {}, t("log", this.lang)), box);
  }

  /** The rule behind a log entry the game itself made happen (its ``rule``), linked to its
   * text: "(CR 704.5g)", 「（総合ルール 704.5g）」. */
  private citation(e: LogEntry): HTMLElement[] {
    if (typeof e.rule !== "string" || !/^[0-9]{3}\.[0-9]+[a-z]?$/.test(e.rule)) return [];
    const label = this.lang === "ja" ? `（総合ルール ${e.rule}）` : ` (CR ${e.rule})`;
    return [h("a", { class: "log-rule", href: `/api/rules/${e.rule}`, target: "_blank",
                     rel: "noopener" }, label)];
  }

  private openZone(title: string, objs: Obj[]): void {
    this.zone = { title, objs };
    this.render();
  }

  private zoneModal(title: string, objs: Obj[]): HTMLElement {
    return h("div", { class: "modal", onclick: () => { this.zone = null; this.render(); } },
      h("div", { class: "modal-box", onclick: (e: Event) => e.stopPropagation() },
        h("h3", {}, title),
        h("div", { class: "cards" }, ...(objs.length ? objs.map((o) => this.card(o)) : [t("empty", this.lang)])),
        h("button", { type: "button", onclick: () => { this.zone = null; this.render(); } }, t("close", this.lang))));
  }

  private detailsModal(o: Obj): HTMLElement {
    const name = o.name ?? o.card ?? null;
    const body = h("div", { class: "details-body" });
    const text = this.lang === "ja" ? (o.text_ja ?? o.text) : o.text;
    const textPara = text ? h("p", { class: "oracle" }, text) : null;
    const parts: (HTMLElement | null)[] = [
      h("h3", {}, this.objName(o)),
      o.mana_cost ? h("p", { class: "cost" }, o.mana_cost) : null,
      o.types ? h("p", {}, [...(o.supertypes ?? []).map((x) => this.typeWord(x)), ...o.types.map((x) => typeName(x, this.lang))].join(" ")
        + (o.subtypes?.length ? ` — ${o.subtypes.map((x) => this.typeWord(x)).join(" ")}` : "")) : null,
      textPara,
      o.power !== null && o.power !== undefined ? h("p", {}, `${o.power}/${o.toughness}`) : null,
      // a planeswalker's loyalty: its loyalty counters on the battlefield, else the printed one
      o.loyalty !== null && o.loyalty !== undefined
        ? h("p", {}, `${t("loyalty", this.lang)}: ${o.counters ? (o.counters.loyalty ?? 0) : o.loyalty}`)
        : null,
      this.abilityWords(o) ? h("p", { class: "oracle" }, this.abilityWords(o)) : null,
      // the restrictions and requirements on it, with sources and durations (CR 611.2)
      o.rules?.length ? h("h4", {}, msg("restrictions", this.lang) ?? "") : null,
      o.rules?.length ? h("ul", { class: "rules" }, ...o.rules.map((r) => h("li", {}, this.ruleText(r)))) : null];
    for (const p of parts) if (p) body.append(p);
    if (name) {
      const rul = h("div", { class: "rulings" }, "…");
      body.append(h("h4", {}, t("rulings", this.lang)), rul);
      void fetch(`/api/cards/${encodeURIComponent(name)}`).then(async (r) => {
        if (!r.ok) { rul.replaceChildren(t("noRulings", this.lang)); return; }
        const c: CardDetails = await r.json();
        const f = c.faces.find((x) => x.name === name) ?? c.faces[0];
        let shown = textPara;
        if (!shown) {
          shown = h("p", { class: "oracle" }, this.lang === "ja" ? (f.text_ja ?? f.text) : f.text);
          body.insertBefore(shown, rul.previousSibling);
        }
        // Which Japanese text this is: printed on the card, or the current official wording.
        if (this.lang === "ja" && f.text_ja) {
          body.insertBefore(h("p", { class: "text-source" },
            t(f.text_ja_current ? "currentTextJa" : "printedTextJa", this.lang)), shown);
        }
        const list = this.lang === "ja" && c.rulings_ja.length
          ? c.rulings_ja.map((x) => h("li", {}, x.text))
          : c.rulings.map((x) => h("li", {}, `${x.date ?? ""} ${x.text}`));
        rul.replaceChildren(list.length ? h("ul", {}, ...list) : t("noRulings", this.lang));
      });
    }
    return h("div", { class: "modal", onclick: () => { this.details = null; this.render(); } },
      h("div", { class: "modal-box details", onclick: (e: Event) => e.stopPropagation() }, body,
        h("button", { type: "button", onclick: () => { this.details = null; this.render(); } }, t("close", this.lang))));
  }
}

type Json = import("./types").Json;

/** The engine's word answers (keep or mulligan, top or bottom, ...) and the catalogue's
 * sentence for each, as the terminal clients show them (ui/describe.py). */
const FIXED_ANSWERS: Record<string, string> = {
  keep: "keep_hand", mulligan: "take_mulligan", top: "to_top", bottom: "to_bottom",
  graveyard: "to_graveyard", command_zone: "to_command_zone", stay: "leave_it",
  white: "answer_white", blue: "answer_blue", black: "answer_black", red: "answer_red",
  green: "answer_green", tap: "answer_tap", untap: "answer_untap", neither: "answer_neither",
};

const STOP_STEPS = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end"];
const DEFAULT_STOPS = { mine: ["precombat_main", "declare_attackers", "declare_blockers", "postcombat_main"],
  theirs: ["declare_attackers", "declare_blockers", "end"] };

function loadStops(): { mine: Set<string>; theirs: Set<string> } {
  try {
    const s = JSON.parse(localStorage.getItem("manastack-stops") ?? "");
    return { mine: new Set(s.mine as string[]), theirs: new Set(s.theirs as string[]) };
  } catch {
    return { mine: new Set(DEFAULT_STOPS.mine), theirs: new Set(DEFAULT_STOPS.theirs) };
  }
}

function saveStops(s: { mine: Set<string>; theirs: Set<string> }): void {
  localStorage.setItem("manastack-stops", JSON.stringify({ mine: [...s.mine], theirs: [...s.theirs] }));
}

const ZONE_KEYS: Record<string, string> = { graveyard: "graveyard", exile: "exile", battlefield: "battlefield",
  hand: "hand", library: "library", stack: "stack", command: "command_zone",
  hand_or_library: "hand_or_library", left_game: "left_game", unknown: "unknown_zone" };

/** Log entries not worth a line: the steps' beginnings (the header shows the step). */
const QUIET = new Set(["step_begin", "untap", "tap"]);
