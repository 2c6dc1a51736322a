"""Replacement and prevention effects (CR 614, 615, 616).

Sources of replacement effects: static ``ReplacementAbility`` of permanents on the battlefield
(and of cards in graveyards, for abilities that function there, CR 113.6), self-replacement
abilities of an object about to enter (CR 614.12), and shields created by
resolved spells and abilities or by the rules themselves (``GameState.shields``).
Each applies at most once to an event (CR 614.5); when several apply, the affected player or the
controller of the affected object chooses one (CR 616.1), self-replacements first (616.1a).

Prevention effects (CR 615: the ones that say "prevent") are replacement effects of damage
events marked ``prevention``. Damage that "can't be prevented" (``unpreventable``) is left alone
by them: it is dealt in full and a prevention shield isn't reduced by it (CR 615.12). CR 615.12
still applies such effects for any additional effect they have; none of the prevention effects
here has one, so they simply don't apply to that damage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.cards.registry import card_def
from manastack.dsl.abilities import ReplacementAbility
from manastack.dsl.effect_steps import EntersIf, EntersUntapped, EntersWhileNeitherDayNorNight
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.replacements import EnterWithCounters, WouldEnterAs
from manastack.rules.cast_methods import METHODS
from manastack.rules.characteristics import chars, compute_all
from manastack.rules.entering_counters import applying, entered, probe_of, replacing
from manastack.rules.events import Event
from manastack.rules.permanents_outline import index_updated, outline_changes, permanents_outline
from manastack.rules.targets import protection_stops
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@dataclass(frozen=True)
class Shield:
    """A replacement/prevention effect that is not a static ability.

    ``applies(g, shield, ev)`` and ``replace(g, shield, ev) -> Event | list[Event] | None``.
    ``uses``: remaining uses (None: unlimited). ``until``: "eot" or "forever".
    """

    sid: str
    kind: str
    applies: Callable[..., bool]
    replace: Callable[..., Any]
    controller: int
    source: int | None = None
    data: tuple[Any, ...] = ()
    uses: int | None = 1
    until: str = "eot"
    self_replacement: bool = False
    prevention: bool = False
    """A prevention effect (CR 615.1a), which doesn't apply to unpreventable damage."""
    amount: int | None = None
    """For a shield that prevents "the next N damage" (CR 615.7): the damage it can still
    prevent (None: any other shield)."""
    label: str = ""
    """What the effect does, in a few words, for the player choosing among the effects that
    would apply (CR 616.1): "regenerate", "exile it instead"; empty for one that is told
    apart by its kind alone ("prevention effect", ``_shield_label``)."""


@dataclass(frozen=True)
class Rep:
    rid: str
    chooser: int
    fn: Callable[[GameState, Event], Any]
    self_replacement: bool
    label: str = ""
    source: int | None = None  # the object whose ability or effect this is (CR 614.5)
    of_results: bool = False
    """An effect on the results of damage (CR 120.4c), which comes after the effects on the
    damage itself (``_damage_first``)."""


def unpreventable(ev: Event) -> bool:
    """Whether ``ev`` is damage that can't be prevented ("The damage can't be prevented.",
    CR 615.12): prevention effects, protection's included (CR 702.16e), don't reduce it."""
    return ev.kind == "damage" and bool(ev.data.get("cant_be_prevented"))


def _affected_player(g: GameState, ev: Event) -> int:
    if ev.player is not None and ev.kind not in ("zone_change",):
        return ev.player
    if ev.obj is not None and ev.obj in g.objects:
        o = g.objects[ev.obj]
        return o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
    return g.active


def _battlefield_replacements(g: GameState, allc: dict[int, Any],
                              ) -> dict[str, list[tuple[int, int, ReplacementAbility]]]:
    """The replacement abilities of permanents (phased-out ones have none, CR 702.26b) by the
    kind of event they replace, in battlefield then Oracle order; kept with the layer pass it
    was made from (the same permanents, with the same abilities), so that an event doesn't
    look through every permanent."""
    memo = g._replacement_index
    if memo is not None and memo[0] is allc:
        return memo[1]  # type: ignore[no-any-return]
    outline = permanents_outline(g, allc)
    if memo is not None and memo[2] is outline:
        g._replacement_index = (allc, memo[1], outline)  # the same permanents and abilities
        return memo[1]  # type: ignore[no-any-return]
    out: dict[str, list[tuple[int, int, ReplacementAbility]]]
    if memo is None:
        out = {}
        _add_replacements(g, allc, g.battlefield, out)
    else:
        # Made from the index before: the permanents whose abilities or phasing changed, or
        # that left or entered, are taken out and put in again (``outline_changes``)
        out = index_updated(g, allc, memo[1], outline_changes(memo[2], outline),
                            _add_replacements)
    g._replacement_index = (allc, out, outline)
    return out


def _add_replacements(g: GameState, allc: dict[int, Any], oids: Any,
                      out: dict[str, list[tuple[int, int, ReplacementAbility]]]) -> None:
    """Put the replacement abilities that function on the battlefield of the permanents
    ``oids`` (in battlefield order) into ``out``, by kind, after those there. A permanent's
    own "enters" abilities ("~ enters tapped", "~ enters with N counters", ``_ENTERING_ITSELF``)
    are left out: they replace only its own entering, seen from the object about to enter as
    it would exist on the battlefield (CR 614.1c, 614.12, in ``applicable``), and a permanent
    on the battlefield is not that object (it enters again only as a new one, CR 400.7)."""
    for oid in oids:
        c = allc.get(oid)
        if c is None or g.objects[oid].phased_out:
            continue
        for i, a in enumerate(c.abilities):
            if isinstance(a, ReplacementAbility) and a.zone is not Zone.GRAVEYARD and \
                    type(a.applies) not in _ENTERING_ITSELF:
                out.setdefault(a.kind, []).append((oid, i, a))


_ENTERING_ITSELF = (EntersUntapped, EntersIf, EntersWhileNeitherDayNorNight)
"""The tests of replacement abilities that apply only to their own object entering the
battlefield (``rules.effect_steps``: the event's object is the ability's, CR 614.12)."""


def _indestructible(g: GameState, oid: int | None) -> bool:
    """Whether ``oid`` is a permanent with indestructible (CR 702.12a)."""
    return oid in g.objects and g.objects[oid].zone is Zone.BATTLEFIELD and \
        chars(g, oid).has("Indestructible")


def applicable(g: GameState, ev: Event) -> list[Rep]:
    """Replacement effects that would apply to ``ev`` now and have not applied to it yet.

    Most events (tapping, untapping, damage, counters, draws) have none: no permanent's
    replacement ability replaces their kind, no shield is in force, and only an object
    entering the battlefield or a token created can be replaced otherwise (by its own
    abilities, CR 614.12, or a graveyard's, CR 113.6); they are answered at once."""
    kind = ev.kind
    if kind == "destroy" and _indestructible(g, ev.obj):
        # CR 702.12b: it can't be destroyed, so no destruction happens for anything to
        # replace: a regeneration shield on it isn't used (CR 701.19a)
        return []
    found = _battlefield_replacements(g, compute_all(g)).get(kind) if g.battlefield else None
    if not found and not g.shields and kind != "zone_change" and kind != "create_token":
        return []
    out: list[Rep] = []
    chooser = _affected_player(g, ev)
    no_prevention = unpreventable(ev)
    if found:
        for oid, i, a in found:
            rid = f"a{oid}.{i}"
            if rid in ev.applied or (a.prevention and no_prevention) or \
                    not a.applies(g, oid, ev):
                continue
            out.append(Rep(rid, chooser, _static_fn(a, oid), a.self_replacement, a.text, oid,
                           a.of_results))
    if ev.kind == "zone_change" and ev.to_zone is Zone.BATTLEFIELD and ev.obj in g.objects:
        # CR 614.12: replacement effects of the object as it would exist on the battlefield.
        # Entering as a copy (CR 707.2, 614.1c), the copy's abilities are those it would have.
        o = g.objects[ev.obj]
        copied = ev.data.get("copy_of")
        if (o.card_key is not None or copied is not None) and not ev.data.get("face_down"):
            face = int(ev.data.get("face", 0))
            if copied is not None:
                abil = tuple(copied.abilities)
            else:
                assert o.card_key is not None
                d = card_def(o.card_key)
                abil = d.faces[face].abilities if face < len(d.faces) else ()
            for i, ab in enumerate(abil):
                if isinstance(ab, ReplacementAbility) and ab.kind == "zone_change":
                    rid = f"e{ev.obj}.{i}"
                    if rid in ev.applied or not ab.applies(g, ev.obj, ev):
                        continue
                    out.append(Rep(rid, chooser, _static_fn(ab, ev.obj), True, ab.text,
                                   ev.obj))
    if ev.kind == "create_token" and ev.data.get("copy_of") is not None:
        out.extend(_copied_entering(g, ev, chooser))
    if ev.kind == "create_token" or ev.kind == "zone_change" and \
            ev.to_zone is Zone.BATTLEFIELD:
        out.extend(_graveyard_replacements(g, ev, chooser))
        out.extend(_on_entering_counters(g, ev, chooser))
    if ev.kind == "zone_change" and ev.obj in g.objects and ev.to_zone is not Zone.EXILE:
        rep = _exile_on_leaving_stack(g, ev, chooser)
        if rep is not None:
            out.append(rep)
    if ev.kind == "zone_change" and ev.obj in g.objects and g.objects[ev.obj].zone is Zone.STACK:
        out.extend(_spell_replacements(g, ev, chooser))
    elif ev.kind == "zone_change" and ev.obj in g.objects and \
            g.objects[ev.obj].zone is not Zone.BATTLEFIELD and _has_anywhere(g, ev.obj):
        # "If ~ would be put into a graveyard from anywhere": also from a library, a hand or
        # exile (a card milled, discarded, ...), CR 614.1a
        out.extend(_spell_replacements(g, ev, chooser))
    for sh in g.shields:
        if not shield_applies(g, sh, ev, no_prevention):
            continue
        out.append(Rep("s" + sh.sid, chooser, _shield_fn(sh), sh.self_replacement,
                       _shield_label(g, sh), sh.source))
    if kind == "destroy":
        out.extend(_of_the_move(g, ev))
    if kind == "damage" and out and not no_prevention:
        prot = _protection(g, ev, chooser)
        if prot is not None:
            out.append(prot)
    if kind == "damage":
        return _damage_first(out)
    return out


def _damage_first(reps: list[Rep]) -> list[Rep]:
    """CR 120.4b-c: damage is dealt as the effects on the damage modify it (prevention,
    redirection, doubling, milling instead), then processed into its results as the effects
    on those results modify them ("if your life total would be reduced to 0 or less"): while
    an effect on the damage applies, no effect on its results can be chosen before it."""
    if all(r.of_results for r in reps):
        return reps
    return [r for r in reps if not r.of_results]


def _copied_entering(g: GameState, ev: Event, chooser: int) -> list[Rep]:
    """CR 614.12, 707.9, 614.1c: a token created as a copy has the copied object's own
    "enters tapped" / "enters with counters" / "it becomes day as ~ enters" abilities, and they
    apply to its entering (MID-RN-058) as self-replacement effects of the event creating it
    (CR 616.1a, first): what they make it enter with is what the event puts onto the
    battlefield, so the counters are put on it with the other effects on counters being put
    applying too (CR 122.6, ``rules.entering_counters``). They are seen on a token as made,
    not yet on the battlefield, as the tokens created at once are (``event_apply.make_tokens``);
    only those it would still have on the battlefield apply (``_abilities_there``)."""
    own = [(f"c{i}", ab) for i, ab in enumerate(ev.data["copy_of"].abilities)
           if isinstance(ab, ReplacementAbility) and ab.kind == "zone_change" and
           ab.self_replacement and f"c{i}" not in ev.applied]
    if not own:
        return []
    kept = _abilities_there(g, ev)
    seen = _token_entering(g, ev)
    return [Rep(rid, chooser, _as_token_entering(ab), True, ab.text)
            for rid, ab in own if ab in kept and ab.applies(*seen)]


def _abilities_there(g: GameState, ev: Event) -> tuple[Any, ...]:
    """CR 614.12: the abilities a token the event ``ev`` creates would have on the
    battlefield, with the continuous effects that already exist and would apply to it: under
    Poppet Factory ("creature tokens you control lose all abilities", layer 6, CR 613.1f) a
    token copy has none of its copied entering abilities."""
    there = entered(g, ev)
    assert there is not None  # a copy is created: ``ev`` creates one token or more
    return tuple(chars(there[0], there[1]).abilities)


def _token_entering(g: GameState, ev: Event) -> tuple[GameState, int, Event]:
    """A copy of the game in which the tokens ``ev`` creates are made (not yet on the
    battlefield), one of them (they are alike), and its entering as its own replacement
    abilities see it: under its controller, with what ``ev`` makes it enter with."""
    from manastack.rules.event_apply import make_tokens
    copy = probe_of(g)
    o = make_tokens(copy, ev)[0]
    return copy, o.id, Event("zone_change", obj=o.id, to_zone=Zone.BATTLEFIELD,
                             data={"controller": o.controller, "tapped": o.tapped,
                                   "counters": dict(o.counters)})


def _as_token_entering(ab: ReplacementAbility
                       ) -> Callable[[GameState, Event], Event | list[Event]]:
    """The token creation ``ev`` with the copied entering ability ``ab`` applied: the tokens
    enter tapped or not, and with the counters, that ``ab`` makes its token enter with."""
    def fn(g: GameState, ev: Event) -> Event | list[Event]:
        probe, token, entering = _token_entering(g, ev)
        r = ab.replace(probe, token, entering)
        # The entering, maybe with events before it ("it becomes day as ~ enters", CR 730.1:
        # it becomes day, then the token is created); replaced by nothing, no token is created
        done = r if isinstance(r, list) else [r]
        return [_as_created(ev, e) if e.obj == token else e for e in done if e is not None]
    return fn


def _as_created(ev: Event, r: Event) -> Event:
    """The token creation ``ev`` with what the replaced entering ``r`` makes its token enter
    with: tapped or not, and its counters."""
    return ev.but(data={**ev.data, "tapped": bool(r.data.get("tapped")),
                        "counters": dict(r.data.get("counters") or {})})


def _on_entering_counters(g: GameState, ev: Event, chooser: int) -> list[Rep]:
    """CR 122.6: the counters an object enters with are put on it, so the replacement
    abilities of permanents replacing counters being put apply to them too
    (``rules.entering_counters``)."""
    found = _battlefield_replacements(g, compute_all(g)).get("counters_added")
    if not found:
        return []
    return [Rep(f"a{oid}.{i}", chooser, replacing(a, oid), False, a.text, oid)
            for oid, i, a in applying(g, ev, found) if f"a{oid}.{i}" not in ev.applied]


def _protection(g: GameState, ev: Event, chooser: int) -> Rep | None:
    """CR 702.16e, 615.1a, 616.1: the damage a source with the stated quality would deal to a
    permanent with protection from it is prevented, a prevention effect like any other: when
    others apply to the same damage too (a shield, a redirection), the permanent's controller
    chooses which applies first, and may keep a shield that prevents "the next N damage" for
    damage protection doesn't stop. (Alone, it is applied as the damage is dealt:
    ``event_apply``.) Every damage event carries its source's last known characteristics."""
    oid = ev.obj
    if oid is None or not protection_stops(chars(g, oid).protections(), ev.lki):
        return None
    return Rep(f"p{oid}", chooser, _prevented, False, "prevention effect", oid)


def _prevented(g: GameState, ev: Event) -> None:
    """All of the damage is prevented."""
    return None


def shield_applies(g: GameState, sh: Shield, ev: Event, no_prevention: bool) -> bool:
    """Whether the shield ``sh`` would apply to ``ev`` now: an event of its kind it hasn't
    applied to yet (CR 614.5), not unpreventable damage if it's a prevention effect (CR
    615.12; ``no_prevention`` is ``unpreventable(ev)``)."""
    if sh.kind != ev.kind and sh.kind != "*":
        return False
    return "s" + sh.sid not in ev.applied and not (sh.prevention and no_prevention) and \
        bool(sh.applies(g, sh, ev))


def limited(sh: Shield) -> bool:
    """Whether ``sh`` is a prevention shield used up by the damage it prevents: "the next N
    damage" (its ``amount``, CR 615.7) or "the next time [a source] would deal damage,
    prevent that damage" (its ``uses``, one for each instance of damage, CR 615.8)."""
    return sh.amount is not None or sh.prevention and sh.uses is not None


def limited_shield_applies(g: GameState, ev: Event) -> bool:
    """Whether a shield used up by the damage it prevents (``limited``) would apply to
    ``ev``."""
    return any(limited(sh) and shield_applies(g, sh, ev, unpreventable(ev))
               for sh in g.shields)


def shared_shield(g: GameState, events: list[Event], skip: frozenset[str],
                  ) -> tuple[Shield, list[int], int] | None:
    """CR 615.7: "If damage would be dealt to the shielded permanent or player by two or more
    applicable sources at the same time, the player or the controller of the permanent
    chooses which damage the shield prevents." Among simultaneous ``events`` still to be
    replaced (the first is the one about to be), a shield used up by the damage it prevents
    (``limited``, not one of ``skip``, whose choice was made) that would apply to the first
    and at least one other, and can't prevent all of them: more damage than the next N it
    can still prevent, or more instances of damage than the times it is still used ("the
    next time a creature of the chosen type would deal damage to you", met by two such
    creatures' combat damage at once: it prevents one creature's, CR 615.8). Returns that
    shield, the places of the events it would apply to (the first, 0, included) and the
    player who chooses (the damaged player or the damaged permanent's controller)."""
    for sh in g.shields:
        if not limited(sh) or sh.sid in skip:
            continue
        places = [i for i, e in enumerate(events) if shield_applies(g, sh, e, unpreventable(e))]
        if len(places) > 1 and places[0] == 0 and \
                _more_than_it_prevents(sh, [events[i] for i in places]):
            return sh, places, _affected_player(g, events[places[0]])
    return None


def _more_than_it_prevents(sh: Shield, events: list[Event]) -> bool:
    """Whether the limited shield ``sh`` can't prevent all of ``events``: more damage than
    its amount left, or more instances of damage than its uses left."""
    if sh.amount is not None:
        return sum(e.amount for e in events) > sh.amount
    assert sh.uses is not None  # (``limited``)
    return len(events) > sh.uses


def _of_the_move(g: GameState, ev: Event) -> list[Rep]:
    """CR 616.1, 701.8a: a destruction is its permanent's move to the graveyard, so the
    effects replacing that move ("if it would die, exile it instead") are chosen among with
    those replacing the destruction (a regeneration shield) by the permanent's controller.
    One of them chosen first applies to that move; the permanent is still being destroyed,
    only put elsewhere, so an effect replacing the destruction still applies after it (CR
    616.1f, 701.8b): a regeneration shield chosen second keeps it on the battlefield. The
    other effects replacing the move apply only if they still can."""
    from manastack.rules.event_apply import convert
    moved = convert(g, ev)
    if moved is None:
        return []  # indestructible, or gone (CR 702.12b)

    return [Rep(r.rid, r.chooser, _first_moved(r.fn), r.self_replacement, r.label, r.source)
            for r in applicable(g, moved)]


def _first_moved(fn: Callable[[GameState, Event], Any]) -> Callable[[GameState, Event], Any]:
    """``fn`` (replacing a move to the graveyard) applied to the destruction ``e`` as the
    move it is (CR 701.8a). Moved elsewhere, the permanent is still being destroyed: the
    event stays the destruction, carrying that move (``moved``, what ``event_apply.convert``
    makes of it), so that an effect replacing the destruction may still apply (CR 616.1f,
    701.8b)."""
    from manastack.rules.event_apply import convert

    def apply(g: GameState, e: Event) -> Any:
        moved = fn(g, convert(g, e))  # type: ignore[arg-type]  # (not indestructible: chosen)
        if isinstance(moved, Event):  # (a move: a replacement of the move to the graveyard)
            return e.but(data={**e.data, "moved": moved}, applied=moved.applied)
        return moved
    return apply


def _exile_on_leaving_stack(g: GameState, ev: Event, chooser: int) -> Rep | None:
    """CR 702.34a (flashback) and similar: a spell cast by a method that says so is exiled
    instead of going anywhere else whenever it would leave the stack (resolving, countered,
    or failing to resolve)."""
    o = g.objects[ev.obj]  # type: ignore[index]
    if o.zone is not Zone.STACK or o.stack.get("kind") != "spell" or o.is_copy:
        return None
    m = METHODS.get(o.cast_method)
    if m is None or not m.exile_on_leave:
        return None
    rid = f"x{ev.obj}"
    if rid in ev.applied:
        return None

    def fn(g2: GameState, e: Event) -> Event:
        return e.but(to_zone=Zone.EXILE, data={**e.data, "position": "top"})
    return Rep(rid, chooser, fn, False, f"{m.name}: exile it instead", ev.obj)


def _spell_replacements(g: GameState, ev: Event, chooser: int) -> list[Rep]:
    """Replacement abilities of a spell that work on the stack, such as "If ~ would be put
    into a graveyard from anywhere, exile it instead" (ruling MID-RN-017)."""
    oid = ev.obj
    assert oid is not None
    if g.objects[oid].card_key is None:
        return []
    out = []
    for i, a in enumerate(chars(g, oid).abilities):
        if isinstance(a, ReplacementAbility) and a.anywhere and a.kind == ev.kind:
            rid = f"a{oid}.{i}"
            if rid not in ev.applied and a.applies(g, oid, ev):
                out.append(Rep(rid, chooser, _static_fn(a, oid), a.self_replacement, a.text,
                               oid))
    return out


def _has_anywhere(g: GameState, oid: int) -> bool:
    """The card has a replacement ability that works wherever it is (checked on its printed
    abilities first: most cards have none, and this runs for every card drawn or milled)."""
    o = g.objects[oid]
    if o.card_key is None or o.face_down:
        return False
    d = card_def(o.card_key)
    return any(isinstance(a, ReplacementAbility) and a.anywhere
               for f in d.faces for a in f.abilities)


def _shield_label(g: GameState, sh: Shield) -> str:
    """What a replacement or prevention effect from a resolved spell or ability is, for the
    player choosing among them (CR 616.1): what it does where the shield says (a regeneration
    shield and an "exile it instead" shield on one creature are different choices), else its
    kind; its source names it."""
    if sh.label:
        return sh.label
    return "prevention effect" if sh.prevention else "replacement effect"


def _static_fn(a: ReplacementAbility, oid: int) -> Callable[[GameState, Event], Any]:
    def fn(g: GameState, ev: Event) -> Any:
        return a.replace(g, oid, ev)
    return fn


def _shield_fn(sh: Shield) -> Callable[[GameState, Event], Any]:
    def fn(g: GameState, ev: Event) -> Any:
        if sh.uses is not None:
            g.shields = [s for s in g.shields if s.sid != sh.sid]
            if sh.uses > 1:
                from dataclasses import replace
                g.shields.append(replace(sh, uses=sh.uses - 1))
            g.version += 1
        return sh.replace(g, sh, ev)
    return fn


def add_shield(g: GameState, sh: Shield) -> None:
    g.shields.append(sh)
    g.version += 1


def new_shield_id(g: GameState) -> str:
    n = g.extra.get("shield_seq", 0) + 1
    g.extra["shield_seq"] = n
    return str(n)


_IN_GRAVEYARD: dict[str | None, bool] = {None: False}
"""card key → whether its front face has a replacement ability that functions in a graveyard
(None, no card: none)."""

_REPLACING = object()
"""The key, with a player's index, of what ``_graveyard_replacements`` keeps of that player's
graveyard in ``GameState._graveyard_memo`` (whose other keys, players' indexes alone, are the
triggered abilities')."""


def _replaces_in_graveyard(key: str | None) -> bool:
    """Whether the card ``key``'s front face has a replacement ability that functions in a
    graveyard (``_IN_GRAVEYARD``, asked once per card key)."""
    has = _IN_GRAVEYARD.get(key)
    if has is None:
        has = _IN_GRAVEYARD[key] = any(
            isinstance(a, ReplacementAbility) and a.zone is Zone.GRAVEYARD
            for a in card_def(key).faces[0].abilities)  # type: ignore[arg-type]
    return has


def _graveyard_replacements(g: GameState, ev: Event, chooser: int) -> list[Rep]:
    """Replacement abilities of cards in graveyards that function there ("As long as ~ is in
    your graveyard, each Human creature you control enters with an additional +1/+1 counter",
    CR 113.6, 614.1c); only permanents entering the battlefield are looked at. The cards of a
    graveyard that have one are kept with its contents (``GameState._graveyard_memo``, as
    ``triggers._check_graveyards`` keeps those with a triggered ability): most permanents
    enter while every graveyard holds the same cards as when the last one did, and most cards
    have none."""
    out: list[Rep] = []
    objects = g.objects
    memo = g._graveyard_memo
    if memo is None:
        memo = g._graveyard_memo = {}
    for p in g.players:
        gy = p.graveyard
        kept = memo.get((_REPLACING, p.index))
        if kept is not None and kept[0] == gy:
            found = kept[1]  # the same graveyard as when a permanent last entered
        else:
            found = [x for x in gy if _replaces_in_graveyard(objects[x].card_key)]
            memo[(_REPLACING, p.index)] = (list(gy), found)
        for oid in found:
            for i, a in enumerate(card_def(objects[oid].card_key).faces[0].abilities):
                if isinstance(a, ReplacementAbility) and a.zone is Zone.GRAVEYARD and \
                        a.kind == ev.kind:
                    rid = f"g{oid}.{i}"
                    if rid in ev.applied or not a.applies(g, oid, ev):
                        continue
                    out.append(Rep(rid, chooser, _static_fn(a, oid), False, a.text, oid))
    return out


@interpreted_by(WouldEnterAs)
def _would_enter_as(c: WouldEnterAs, g: GameState, source: int, ev: Event) -> bool:
    """CR 614.12: the permanent as it would exist on the battlefield, continuous effects
    included (ruling MIC-OR-0115) and with the face it will have there (a daybound card at
    night, CR 702.145b), found on a copy of the game where it has entered. A token created
    is seen so too: a replacement effect applying to a token entering the battlefield applies
    after considering the continuous effects that will modify it (CR 701.7b)."""
    from manastack.rules.selectors import matches
    src = g.objects[source]
    you = chars(g, source).controller if src.zone is Zone.BATTLEFIELD else src.owner
    seen = entered(g, ev)
    return seen is not None and matches(seen[0], seen[1], c.filter, you, source)


@interpreted_by(EnterWithCounters)
def _enter_with_counters(c: EnterWithCounters, g: GameState, source: int, ev: Event) -> Event:
    counters = dict(ev.data.get("counters") or {})
    counters[c.kind] = counters.get(c.kind, 0) + c.n
    return ev.but(data={**ev.data, "counters": counters})
