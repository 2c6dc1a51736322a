// The single-page app: #play/<game>/<token> a seat, #watch/<game> a spectator, #sealed/<id> and
// #draft/<id> a player's sealed pool or draft seat, else the lobby.

import "./style.css";
import { GameScreen } from "./game";
import { Lang, loadMessages } from "./i18n";
import { LimitedScreen } from "./limited";
import { renderLobby } from "./lobby";

const root = document.getElementById("app")!;
let lang: Lang = (localStorage.getItem("manastack-lang") as Lang) || "en";
let screen: GameScreen | LimitedScreen | null = null;

function setLang(l: Lang): void {
  lang = l;
  localStorage.setItem("manastack-lang", l);
  document.documentElement.lang = l;
  if (screen) {
    screen.lang = l;
    screen.render();
  } else {
    route();
  }
}

function route(): void {
  screen?.close();
  screen = null;
  document.documentElement.lang = lang;
  const m = location.hash.match(/^#(play|watch)\/([0-9a-f]+)(?:\/([A-Za-z0-9_-]+))?$/);
  const limited = location.hash.match(/^#(sealed|draft)\/([A-Za-z0-9_-]+)$/);
  if (m) {
    screen = new GameScreen(root, m[2], m[1] === "play" ? (m[3] ?? null) : null, lang, setLang);
    screen.render();
  } else if (limited) {
    screen = new LimitedScreen(root, limited[2], lang, setLang, go);
    screen.render();
  } else {
    void renderLobby(root, lang, route, go, setLang);
  }
}

/** Go to the screen of ``hash`` (a hash change routes). */
function go(hash: string): void {
  if (location.hash === hash) route();
  else location.hash = hash;
}

document.addEventListener("keydown", (e) => screen?.key(e));
window.addEventListener("hashchange", route);
void loadMessages().then(route);
