"""The contents of the full-screen client's panes, as rich ``Text``, from one player's view.

Everything comes from ``Game.view(player)``: a face-down permanent the player may not look at
is a "face-down 2/2 creature", an opponent's hand is a number of cards (CR 708.5, 402.3).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from manastack.ui.describe import Describer
from manastack.ui.messages import msg
from manastack.ui.symbols import MANA_ORDER

# Indentation that the screen keeps (leading ordinary spaces of a line may be dropped).
INDENT = "\u00a0\u00a0"

MANA_STYLES = {"W": "bold yellow", "U": "bold blue", "B": "bold magenta", "R": "bold red",
               "G": "bold green", "C": "bold white"}


def header(desc: Describer, view: dict[str, Any]) -> Text:
    """Turn, step, whose turn, who has priority, day or night."""
    lang = desc.lang
    parts = [msg("turn", lang, n=view["turn"]), desc.step(view["step"]),
             desc.whose_turn(view)] \
        if view["turn"] else [msg("before_game", lang)]  # CR 103: no turn has begun yet
    if view.get("day_night") in ("day", "night"):
        parts.append(msg(view["day_night"], lang))
    if view.get("priority") is not None:
        parts.append(msg("priority_of", lang, player=desc.player_name(view["priority"])))
    return Text(" · ".join(parts), style="bold")


def _combat_notes(desc: Describer, view: dict[str, Any], oid: int) -> list[str]:
    combat = view.get("combat")
    if not combat:
        return []
    notes = []
    for a, target in combat["attackers"]:
        if a == oid:
            notes.append(msg("attacking_whom", desc.lang, defender=desc.name(target)))
    for b, attackers in combat["blockers"]:
        if b == oid:
            names = ", ".join(desc.name(x) for x in attackers)
            notes.append(msg("blocking_whom", desc.lang, attacker=names))
    if oid in combat.get("blocked", ()):
        notes.append(msg("blocked", desc.lang))  # blocked, with its blockers or not (509.1h)
    return notes


def permanent_line(desc: Describer, view: dict[str, Any], o: dict[str, Any]) -> Text:
    """One permanent: name (and power/toughness), then its state."""
    lang = desc.lang
    line = Text(desc.view_name(o, stats=True), style="dim" if o.get("tapped") else "")
    notes: list[tuple[str, str]] = []
    if o.get("tapped"):
        notes.append((msg("tapped", lang), "yellow"))
    if o.get("summoning_sick"):
        notes.append((msg("summoning_sick", lang), "cyan"))
    if o.get("transformed"):
        notes.append((msg("transformed", lang), "magenta"))
    if o.get("damage"):
        notes.append((msg("damage_marked", lang, n=o["damage"]), "red"))
    for counter, n in sorted((o.get("counters") or {}).items()):
        notes.append((f"{desc.counter_name(counter)}×{n}", "green"))
    for note in desc.choice_notes(o):
        notes.append((note, "blue"))
    if o.get("id") is not None:
        for note in _combat_notes(desc, view, o["id"]):
            notes.append((note, "bold red"))
    for text, style in notes:
        line.append(" ")
        line.append(f"[{text}]", style=style)
    return line


def _attachments(view: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    out: dict[int, list[dict[str, Any]]] = {}
    for o in view["battlefield"]:
        host = o.get("attached_to")
        if isinstance(host, int):
            out.setdefault(host, []).append(o)
    return out


def player_pane(desc: Describer, view: dict[str, Any], p: dict[str, Any]) -> Text:
    """A player's counts and their battlefield, grouped into lands, creatures and other
    permanents; an Aura or Equipment is listed under what it is attached to."""
    lang = desc.lang
    idx = p["index"]
    me = view["you"]
    out = Text()
    out.append(desc.player_name(idx), style="bold green" if idx == me else "bold red")
    facts = [f"{msg('life', lang)} {p['life']}", msg("hand_count", lang, n=p["hand_count"]),
             msg("library_count", lang, n=p["library"]),
             f"{msg('graveyard', lang)} {len(p['graveyard'])}"]
    if p.get("poison"):
        facts.append(f"{msg('poison', lang)} {p['poison']}")
    if p.get("lost"):
        facts.append(msg("log_lose", lang, player=desc.player_name(idx)))
    facts.extend(desc.player_notes(p))
    out.append("\u00a0\u00a0" + " · ".join(facts))
    pool = {k: v for k, v in (p.get("mana_pool") or {}).items() if v}
    if pool:
        out.append(INDENT + msg("mana_pool", lang) + " ")
        for k in sorted(pool, key=lambda k: (MANA_ORDER.find(k) % 7, k)):
            out.append(f"{{{k}}}" * int(pool[k]), style=MANA_STYLES.get(k, "bold"))
    out.append("\n")
    for c in p.get("commanders") or ():
        out.append(msg("commander", lang) + ": " + msg(
            "commander_line", lang, name=desc.commander_name(c), tax=c["tax"],
            zone=desc.zone(c["zone"])) + "\n", style="italic")
    if p.get("commander_damage"):
        names = {str(c["commander"]): desc.commander_name(c)
                 for q in view["players"] for c in q.get("commanders", ())}
        out.append(msg("commander_damage", lang) + ": " + ", ".join(
            msg("commander_damage_from", lang, name=names.get(k, k), n=n)
            for k, n in p["commander_damage"].items()) + "\n", style="italic")
    attached = _attachments(view)
    perms = [o for o in view["battlefield"] if o.get("controller") == idx]
    shown_elsewhere = {o["id"] for host, objs in attached.items()
                       if any(h.get("id") == host for h in view["battlefield"]) for o in objs
                       if o.get("id") is not None}
    groups = (("lands", lambda o: "Land" in o.get("types", ())),
              ("creatures", lambda o: "Creature" in o.get("types", ())
               and "Land" not in o.get("types", ())),
              ("other_permanents", lambda o: "Creature" not in o.get("types", ())
               and "Land" not in o.get("types", ())))
    for key, test in groups:
        members = [o for o in perms if test(o) and o.get("id") not in shown_elsewhere]
        out.append(f"{msg(key, lang)}: ", style="bold")
        if not members:
            out.append(msg("none", lang) + "\n", style="dim")
            continue
        out.append("\n")
        for o in members:
            out.append(INDENT)
            out.append_text(permanent_line(desc, view, o))
            out.append("\n")
            for a in attached.get(o.get("id", -1), ()):
                out.append(INDENT * 2 + "└ ")
                out.append_text(permanent_line(desc, view, a))
                out.append("\n")
    return out


def hand_pane(desc: Describer, view: dict[str, Any],
              playable: frozenset[int] = frozenset()) -> Text:
    """The player's own hand with mana costs; the cards in ``playable`` (those the player
    may play or cast now) are marked."""
    me = view["players"][view["you"]]
    out = Text()
    out.append(f"{msg('hand', desc.lang)} ({len(me.get('hand', ()))})\n", style="bold")
    for o in me.get("hand", ()):
        mark = o.get("id") in playable
        out.append(INDENT + ("▶ " if mark else "  "), style="bold green")
        out.append(desc.view_name(o, stats=True), style="bold green" if mark else "")
        if o.get("mana_cost"):
            out.append(" " + o["mana_cost"], style="bold yellow")
        types = o.get("types") or ()
        if types:
            out.append(" · " + " ".join(desc.type_word(t) for t in types), style="dim")
        out.append("\n")
    return out


def stack_pane(desc: Describer, view: dict[str, Any]) -> Text:
    """The stack, top first, each spell or ability with its controller and targets."""
    out = Text()
    out.append(f"{msg('stack', desc.lang)}\n", style="bold")
    if not view["stack"]:
        out.append(INDENT + msg("none", desc.lang) + "\n", style="dim")
        return out
    for o in reversed(view["stack"]):
        out.append(INDENT + "▸ " + desc.view_name(o))
        ctl = o.get("controller")
        if isinstance(ctl, int):
            out.append(f" ({desc.player_name(ctl)})", style="dim")
        targets = [desc.name(t) for group in o.get("targets", [])
                   for t in (group if isinstance(group, list | tuple) else [group])
                   if isinstance(t, int)]
        if targets:
            out.append(" → " + ", ".join(targets), style="bold red")
        notes = desc.choice_notes(o)
        if notes:
            out.append(" [" + ", ".join(notes) + "]", style="blue")
        words = desc.ability_words(o)  # what the ability does (CR 113.2, 603.1)
        if words:
            out.append("\n" + INDENT * 3 + words, style="dim")
        out.append("\n")
    return out


def zone_lines(desc: Describer, objects: list[dict[str, Any]]) -> list[str]:
    """Every object of a zone, oldest first (no entry is left out)."""
    return [desc.view_name(o, stats=True) for o in objects]


def plain(text: Text) -> str:
    return text.plain
