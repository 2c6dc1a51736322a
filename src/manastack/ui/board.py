"""Rendering one player's view of the game with rich."""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from manastack.ui.describe import Describer
from manastack.ui.messages import msg
from manastack.ui.symbols import pool_symbols


def _permanent(desc: Describer, o: dict[str, Any], combat: dict[str, Any] | None) -> str:
    lang = desc.lang
    name = desc.view_name(o, stats=True)
    notes = []
    if o.get("tapped"):
        notes.append(msg("tapped", lang))
    if o.get("summoning_sick"):
        notes.append(msg("summoning_sick", lang))
    if o.get("transformed"):
        notes.append(msg("transformed", lang))
    if o.get("damage"):
        notes.append(f"-{o['damage']}")
    for counter, n in sorted((o.get("counters") or {}).items()):
        notes.append(f"{desc.counter_name(counter)}×{n}")
    notes.extend(desc.choice_notes(o))
    if combat and o.get("id") is not None:
        if any(a == o["id"] for a, _ in combat["attackers"]):
            notes.append(msg("attacking", lang))
        if any(b == o["id"] for b, _ in combat["blockers"]):
            notes.append(msg("blocking", lang))
    if o.get("attached_to") is not None:
        notes.append("→ " + desc.name(o["attached_to"]))
    text = escape(name)
    if notes:
        text += " [dim](" + escape(", ".join(notes)) + ")[/dim]"
    return text


def board(desc: Describer, view: dict[str, Any]) -> Panel:
    """A panel with the whole board as ``view``'s player sees it."""
    lang = desc.lang
    me = view["you"]
    if view["turn"]:
        head = [msg("turn", lang, n=view["turn"]), desc.step(view["step"]),
                desc.whose_turn(view)]
    else:
        head = [msg("before_game", lang)]  # CR 103: no turn has begun yet
    if view.get("day_night") in ("day", "night"):
        head.append(msg(view["day_night"], lang))
    rows: list[Any] = []
    order = sorted(view["players"], key=lambda p: p["index"] == me)
    combat = view.get("combat")
    for p in order:
        idx = p["index"]
        title = desc.player_name(idx) if idx == me else f"{desc.player_name(idx)}"
        facts = [f"{msg('life', lang)} {p['life']}", f"{msg('hand', lang)} {p['hand_count']}",
                 f"{msg('library', lang)} {p['library']}",
                 f"{msg('graveyard', lang)} {len(p['graveyard'])}"]
        if p.get("poison"):
            facts.append(f"{msg('poison', lang)} {p['poison']}")
        pool = {k: v for k, v in (p.get("mana_pool") or {}).items() if v}
        if pool:
            facts.append(msg("mana_pool", lang) + " " + pool_symbols(pool))
        facts.extend(desc.player_notes(p))
        table = Table.grid(padding=(0, 1))
        table.add_column(style="bold", no_wrap=True)
        table.add_column(overflow="fold")
        style = "green" if idx == me else "red"
        table.add_row(f"[{style}]{escape(title)}[/{style}]", escape(" · ".join(facts)))
        perms = [o for o in view["battlefield"] if o.get("controller") == idx]
        lands = [o for o in perms if "Land" in o.get("types", ())]
        others = [o for o in perms if "Land" not in o.get("types", ())]
        table.add_row(msg("battlefield", lang),
                      ", ".join(_permanent(desc, o, combat) for o in others)
                      or msg("none", lang))
        table.add_row("", ", ".join(_permanent(desc, o, combat) for o in lands)
                      or msg("none", lang))
        if p["graveyard"]:
            table.add_row(msg("graveyard", lang),
                          escape(", ".join(desc.view_name(o) for o in p["graveyard"])))
        if p.get("commanders"):
            table.add_row(msg("commander", lang), escape(", ".join(
                msg("commander_line", lang, name=desc.commander_name(c), tax=c["tax"],
                    zone=desc.zone(c["zone"])) for c in p["commanders"])))
        if p.get("commander_damage"):
            names = {str(c["commander"]): desc.commander_name(c)
                     for q in view["players"] for c in q.get("commanders", ())}
            table.add_row(msg("commander_damage", lang), escape(", ".join(
                msg("commander_damage_from", lang, name=names.get(k, k), n=n)
                for k, n in p["commander_damage"].items())))
        if "hand" in p:
            table.add_row(msg("hand", lang),
                          escape(", ".join(desc.view_name(o, stats=True) for o in p["hand"]))
                          or msg("none", lang))
        rows.append(table)
    if view["stack"]:
        stack = Table.grid(padding=(0, 1))
        stack.add_column(style="bold")
        stack.add_column()
        items = []
        for o in reversed(view["stack"]):  # the top first, each with its controller
            label = desc.view_name(o)
            ctl = o.get("controller")
            if isinstance(ctl, int):
                label += f" ({desc.player_name(ctl)})"
            targets = [desc.name(t) for group in o.get("targets", [])
                       for t in (group if isinstance(group, list | tuple) else [group])
                       if isinstance(t, int)]
            if targets:
                label += " → " + ", ".join(targets)
            notes = desc.choice_notes(o)
            if notes:
                label += " (" + ", ".join(notes) + ")"
            words = desc.ability_words(o)  # what an ability does (CR 113.2, 603.1)
            if words:
                label += ": " + " ".join(words.split("\n"))
            items.append(escape(label))
        for i, item in enumerate(items):
            stack.add_row(msg("stack", lang) if i == 0 else "", item)
        rows.append(stack)
    if view["exile"]:
        ex = ", ".join(desc.view_name(o) + "".join(
            f" ({note})" for note in
            [f"{desc.counter_name(k)}×{n}" for k, n in sorted((o.get("counters") or {}).items())]
            + desc.choice_notes(o)) for o in view["exile"])
        rows.append(Text(f"{msg('exile', lang)}: {ex}"))
    return Panel(Group(*rows), title=escape(" · ".join(head)), expand=False)


def print_board(console: Console, desc: Describer, view: dict[str, Any]) -> None:
    console.print(board(desc, view))
