// The lobby: create a game (format, seats, decks), then go to a seat or watch.

import { h } from "./dom";
import { Lang, t } from "./i18n";
import { limitedPanel } from "./limited";

interface Catalogue {
  decks: string[];
  commander: string[];
  formats: string[];
  policies?: string[];
}

interface SeatRow {
  kind: HTMLSelectElement;
  policy: HTMLSelectElement;
  deck: HTMLSelectElement;
  list: HTMLTextAreaElement;
  name: HTMLInputElement;
  row: HTMLElement;
  label: HTMLElement;
}

export async function renderLobby(root: HTMLElement, lang: Lang, rerender: () => void,
  go: (hash: string) => void, setLang: (l: Lang) => void): Promise<void> {
  const cat: Catalogue = await (await fetch("/api/decks")).json();
  root.replaceChildren();
  const format = h("select", { id: "format" }, ...cat.formats.map((f) => h("option", { value: f },
    f === "two_headed_giant" ? t("two_headed_giant", lang) : f)));
  const seatsBox = h("div", { class: "seats" });
  const rows: SeatRow[] = [];
  const out = h("div", { id: "lobby-result" });

  // the computer players the server offers, the heuristic one first (the default)
  const offered = cat.policies ?? ["heuristic", "random", "first"];
  const policyNames = [...offered.filter((p) => p === "heuristic"),
    ...offered.filter((p) => p !== "heuristic")];
  const deckNames = () => (format.value === "commander" ? cat.commander : cat.decks);

  function addSeat(kind: string): void {
    const kindSel = h("select", { class: "seat-kind" },
      h("option", { value: "human" }, t("human", lang)), h("option", { value: "ai" }, t("ai", lang)));
    kindSel.value = kind;
    const policy = h("select", { class: "seat-policy" },
      ...policyNames.map((p) => h("option", { value: p }, p)));
    const deck = h("select", { class: "seat-deck" });
    const list = h("textarea", { class: "seat-list", rows: 6, placeholder: "20 Forest\n4 Consider\n…" });
    const name = h("input", { class: "seat-name", placeholder: t("name", lang), maxlength: 40 });
    const upload = h("input", { type: "file", class: "seat-file", accept: ".txt,.dek,text/plain" });
    upload.addEventListener("change", () => {
      const f = upload.files?.[0];
      if (!f) return;
      void f.text().then((text) => { list.value = text; deck.value = ""; sync(); });
    });
    const fillDecks = () => {
      const keep = deck.value;
      deck.replaceChildren(...deckNames().map((d) => h("option", { value: d }, d)),
        h("option", { value: "" }, t("pasted", lang)));
      const names = deckNames();
      const seat = rows.indexOf(r);
      const prefer = format.value === "commander" ? names : names.filter((d) => d.startsWith("sample_"));
      const pool = prefer.length ? prefer : names;
      deck.value = names.includes(keep) ? keep : pool[seat % Math.max(1, pool.length)] ?? "";
    };
    const sync = () => {
      policy.hidden = kindSel.value !== "ai";
      list.hidden = deck.value !== "";
      upload.hidden = deck.value !== "";
    };
    kindSel.addEventListener("change", sync);
    deck.addEventListener("change", sync);
    const label = h("label", { class: "seat-label" });
    const row = h("div", { class: "seat" },
      label, kindSel, policy, name, deck,
      h("button", { type: "button", onclick: () => { if (rows.length > 2) { row.remove(); rows.splice(rows.indexOf(r), 1); relabel(); } } },
        t("removeSeat", lang)),
      list, upload);
    const r: SeatRow = { kind: kindSel, policy, deck, list, name, row, label };
    rows.push(r);
    relabel();
    fillDecks();
    (row as HTMLElement & { fill?: () => void }).fill = fillDecks;
    sync();
    seatsBox.append(row);
  }

  /** Seat numbers, and in Two-Headed Giant the teams: two teams of half the seats each, seats 1
   * and 2 against 3 and 4 (CR 810.1), or of three or four with six or eight seats (810.11). */
  function relabel(): void {
    const size = Math.max(2, Math.ceil(rows.length / 2));
    rows.forEach((r, i) => {
      r.label.textContent = (lang === "ja" ? `${t("seat", lang)}${i + 1}` : `${t("seat", lang)} ${i + 1}`)
        + (format.value === "two_headed_giant" ? ` · ${t("team", lang)} ${Math.floor(i / size) + 1}` : "");
    });
  }

  format.addEventListener("change", () => {
    const want = format.value === "commander" || format.value === "two_headed_giant" ? 4 : 2;
    while (rows.length < want) addSeat("ai");
    relabel();
    for (const r of rows) { r.deck.value = ""; (r.row as HTMLElement & { fill?: () => void }).fill?.(); }
  });

  async function create(): Promise<void> {
    const body = {
      format: format.value,
      lang, // the decks' problems are named in the page's language
      seats: rows.map((r) => ({
        kind: r.kind.value,
        ...(r.kind.value === "ai" ? { policy: r.policy.value } : {}),
        ...(r.name.value.trim() ? { name: r.name.value.trim() } : {}),
        deck: r.deck.value ? { bundled: r.deck.value } : { list: r.list.value },
      })),
    };
    const res = await fetch("/api/games", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const data = await res.json();
    if (!res.ok) {
      out.replaceChildren(h("div", { class: "problems" }, h("p", {}, t("problems", lang)),
        h("ul", {}, ...(data.problems as string[]).map((p) => h("li", {}, p)))));
      return;
    }
    const links = (data.seats as { index: number; name: string; token: string | null }[])
      .filter((s) => s.token)
      .map((s) => {
        const href = `${location.origin}/#play/${data.game}/${s.token}`;
        return h("li", {}, `${s.name}: `, h("a", { href, class: "seat-link" }, t("play", lang)),
          h("input", { readonly: true, value: href, class: "link-text" }));
      });
    out.replaceChildren(h("h3", {}, t("links", lang)), h("ul", {}, ...links),
      h("a", { href: `#watch/${data.game}`, class: "watch-link" }, t("watch", lang)));
    const first = (data.seats as { token: string | null }[]).find((s) => s.token);
    if (first) {
      location.hash = `#play/${data.game}/${first.token}`;
      rerender();
    }
  }

  addSeat("human");
  addSeat("ai");
  root.append(
    h("header", { class: "top" }, h("strong", {}, "manastack"), h("span", { class: "spacer" }),
      h("button", { type: "button", id: "lang", onclick: () => setLang(lang === "en" ? "ja" : "en") },
        lang === "en" ? "日本語" : "English")),
    h("section", { class: "lobby" },
      h("h2", {}, t("newGame", lang)),
      h("label", {}, `${t("format", lang)} `, format),
      seatsBox,
      h("div", { class: "lobby-buttons" },
        h("button", { type: "button", onclick: () => addSeat("ai") }, t("addSeat", lang)),
        h("button", { type: "button", id: "create", class: "primary", onclick: () => void create() }, t("create", lang))),
      out),
    limitedPanel(lang, go));
}
