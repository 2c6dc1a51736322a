"""Laying out a scenario's position on a fresh game state (``manastack.scenario`` builds the
scenario; ``Game`` lays it out with :func:`apply_scenario`): the cards in their zones, their
choices, attachments, counters, damage, faces and spells on the stack, each checked so that the
position can exist (CR 303.4, 301.5, 708, 712, 601.2), then the turn and step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.database import database
from manastack.cards.registry import card_def
from manastack.scenario_basics import (  # noqa: F401 - the errors re-exported
    ScenarioCardError,
    ScenarioError,
    ScenarioUnimplementedError,
    add_commander,
    check_commander,
    check_op_counters,
)
from manastack.scenario_basics import object_name as _name
from manastack.scenario_basics import object_ref as _obj_ref
from manastack.scenario_links import (
    copies_as_it_transforms,
    lay_commander_tallies,
    lay_emblem,
    lay_transformed_copy,
    link_exiled,
)
from manastack.scenario_turn import (
    STEP_NAMES,  # noqa: F401 - re-exported
    count_casts,
    passes_before,
    step_problem,
    turn_problem,
)
from manastack.state.steps import Step
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.rules.characteristics import Chars
    from manastack.state.game_state import GameState

def face_index(key: str, transformed: bool) -> int:
    return 1 if transformed and len(database().by_key(key).faces) > 1 else 0


def face_subtypes(key: str, face: int, face_down: bool) -> frozenset[str]:
    if face_down:
        return frozenset()  # CR 708.2a: no subtypes
    from manastack.rules.characteristics import printed_chars
    return printed_chars(key, face).subtypes


def battlefield_problem(key: str, face: int, face_down: bool) -> str | None:
    """Why this face of a card can't be a face-up permanent: an instant or a sorcery can't
    enter the battlefield (CR 304.4, 307.4, 400.4a). Face down, a card has no types and can
    be there (a manifested instant, CR 701.40a)."""
    if face_down:
        return None
    from manastack.rules.characteristics import printed_chars
    c = printed_chars(key, face)
    kind = next((t for t in ("Instant", "Sorcery") if t in c.types), None)
    if kind is None:
        return None
    return (f"{c.name} is {'an' if kind == 'Instant' else 'a'} {kind.lower()}: it can't be on "
            f"the battlefield (CR {'304.4' if kind == 'Instant' else '307.4'}, 400.4a)")


NON_NEGATIVE = "a number, zero or more"
"""The kind of a chosen number: X and a number a player chooses are never negative (CR
107.1b: "You can't choose a negative number"), where a noted life total may be."""


def choice_kinds(key: str, face: int) -> dict[str, Any]:
    """The values the "as enters" abilities of this face of a card choose or note, by name:
    each maps to the tuple of values allowed, to ``NON_NEGATIVE`` for a number chosen (CR
    614.12, 107.3m, 107.1b), or to ``int`` for one noted (a life total)."""
    from manastack.dsl.abilities import AsEnters
    from manastack.dsl.effects import ChooseCreatureType, ChooseNumber, ChooseOption
    from manastack.dsl.naming import ChooseCardName
    from manastack.rules.characteristics import printed_chars
    from manastack.rules.creature_types import ORDERED_CREATURE_TYPES
    from manastack.rules.naming import card_names
    faces = card_def(key).faces
    out: dict[str, Any] = {}
    if face < len(faces):
        for a in faces[face].abilities:
            if not isinstance(a, AsEnters):
                continue
            for e in a.effects:
                var = getattr(e, "var", "")
                name = var[7:] if var.startswith("chosen_") else var
                if isinstance(e, ChooseCreatureType) and (
                        var == "creature_type" or var.startswith("chosen_")):
                    out[name] = tuple(t for t in ORDERED_CREATURE_TYPES if t not in e.exclude)
                elif isinstance(e, ChooseOption) and var.startswith("chosen_"):
                    out[name] = tuple(e.options)
                elif isinstance(e, ChooseCardName) and var.startswith("chosen_"):
                    out[name] = card_names()
                elif isinstance(e, ChooseNumber) and var.startswith("chosen_"):
                    out[name] = NON_NEGATIVE
            for name in a.notes:
                out[name] = int
    if copies_as_it_transforms(key, face):  # the card it became a copy of (CR 712.20)
        from manastack.rules.naming import card_names
        out["copy"] = card_names()
    if printed_chars(key, face).mana_cost.x:
        out["x"] = NON_NEGATIVE  # CR 107.3m: the X paid, for its enters abilities
    return out


def check_chosen(key: str, face: int, who: str, chosen: Any) -> None:
    if not isinstance(chosen, dict):
        raise ScenarioError(f"{who}: chosen must be a dict of choices, got {chosen!r}")
    kinds = choice_kinds(key, face)
    for name, value in chosen.items():
        allowed = kinds.get(name)
        if allowed is None:
            known = ", ".join(sorted(kinds)) or "nothing"
            raise ScenarioError(f"{who} has no \"as enters\" choice {name!r} (it chooses or "
                                f"notes: {known})")
        if allowed is int or allowed is NON_NEGATIVE:
            if not isinstance(value, int) or isinstance(value, bool):
                raise ScenarioError(f"{who}: {name} must be a number, got {value!r}")
            if allowed is NON_NEGATIVE and value < 0:
                raise ScenarioError(f"{who}: {name} can't be negative (CR 107.1b), got {value!r}")
        elif value not in allowed:
            raise ScenarioError(f"{who}: {value!r} is not a possible {name.replace('_', ' ')}")


def _spell_chosen_kinds(c: Chars) -> dict[str, Any]:
    """The choices a spell announces as it is cast (CR 601.2b), by variable."""
    from manastack.dsl.effects import ChooseCreatureType
    from manastack.rules.creature_types import ORDERED_CREATURE_TYPES
    from manastack.rules.stack import spell_ability
    sa = spell_ability(c)
    out: dict[str, Any] = {}
    for e in (sa.announce if sa is not None else ()):
        if isinstance(e, ChooseCreatureType):
            out[e.var] = tuple(t for t in ORDERED_CREATURE_TYPES if t not in e.exclude)
        else:
            out[getattr(e, "var", "")] = tuple(getattr(e, "options", ()))
    return out


# -- laying the position out ------------------------------------------------------------------
def lay_out(g: GameState, sc: dict[str, Any], turn_known: bool = True,
            whole: bool = True) -> None:
    """Put a scenario's objects in place on a fresh state and check that the position can
    exist; raises ScenarioError naming the first problem. ``turn_known``: the step, turn and
    active player of ``sc`` are the ones meant (not defaults yet to be set by ``at``), so
    what depends on them is checked too (``turn_problem``). ``whole``: every object is placed
    (not a trial of the scenario so far), so a card a choice names must be there."""
    placed: list[int] = []
    checks: list[tuple[int, str]] = []
    tallies: list[dict[str, Any]] = []
    problem = step_problem(sc["step"])
    if problem:
        raise ScenarioError(problem)
    g.step = STEP_NAMES[sc["step"]]
    g.active = int(sc["active"])
    g.turn = int(sc["turn"])
    for op in sc["ops"]:
        if op["op"] == "life":
            for q in (g.teams[op["player"]] if g.teams else (op["player"],)):
                g.players[q].life = op["life"]  # a team's shared life total (CR 810.4)
        elif op["op"] == "poison":
            for q in (g.teams[op["player"]] if g.teams else (op["player"],)):
                # CR 122.1f; a team's poison counters are shared (CR 810.10)
                g.players[q].poison = op["count"]
                counters = {k: v for k, v in g.players[q].counters.items() if k != "poison"}
                g.players[q].counters = counters | ({"poison": op["count"]} if op["count"]
                                                    else {})
        elif op["op"] == "day_night":
            g.day_night = op["value"]
        elif op["op"] == "coin_flips":
            from manastack.rules.secret_choices import FORCED_FLIPS
            g.extra[FORCED_FLIPS] = (*g.extra.get(FORCED_FLIPS, ()),
                                     *((op.get("player"), bool(w)) for w in op["won"]))
        elif op["op"] == "cards":
            _lay_cards(g, op, sc, placed, checks)
        elif op["op"] == "spell":
            _lay_spell(g, op, placed, checks)
        elif op["op"] == "tokens":
            _lay_tokens(g, op, sc, placed, checks)
        elif op["op"] == "emblem":
            lay_emblem(g, op)
        elif op["op"] in ("commander_casts", "commander_damage"):
            tallies.append(op)
        else:
            raise ScenarioError(f"unknown scenario operation {op.get('op')!r}")
    for oid, what in checks:
        if what == "transformed_copy":  # once the cards exiled with it are placed
            lay_transformed_copy(g, oid, whole)
    _phase_out_attached(g)
    for oid, what in checks:
        problem = _problem(g, oid, what)
        if problem:
            raise ScenarioError(problem)
    lay_commander_tallies(g, placed, tallies)
    problem = turn_problem(g) if turn_known else None
    if problem:
        raise ScenarioError(problem)


def _lay_cards(g: GameState, op: dict[str, Any], sc: dict[str, Any], placed: list[int],
               checks: list[tuple[int, str]]) -> None:
    zone = Zone(op["zone"])
    p = op["player"]
    check_op_counters(op)
    for k in op["cards"]:  # as ``Scenario`` checks them
        check_commander(k, bool(op.get("commander")))  # CR 903.3
        if op.get("chosen") and zone is Zone.BATTLEFIELD:
            face = face_index(k, bool(op.get("transformed")))
            name = database().by_key(k).faces[face].name
            if op.get("face_down"):
                raise ScenarioError(f"{name}: a card put onto the battlefield face down has "
                                    "no abilities and makes no choices (CR 708.2)")
            check_chosen(k, face, name, op["chosen"])
    for k in op["cards"]:
        o = g.new_object(k, op.get("owner", p), zone)
        placed.append(o.id)
        if op.get("commander"):
            add_commander(g, o.id)
        if zone is Zone.COMMAND:
            g.command.append(o.id)
            continue
        if zone is Zone.EXILE:
            o.counters = {k: v for k, v in (op.get("counters") or {}).items() if v}
            g.exile.append(o.id)
            link_exiled(g, o.id, op, placed)
            continue
        if zone is Zone.LIBRARY:
            g.players[p].library.append(o.id)
            continue
        if zone is not Zone.BATTLEFIELD:
            g.zone_list(zone, p).append(o.id)
            continue
        problem = battlefield_problem(k, face_index(k, bool(op.get("transformed"))),
                                      bool(op.get("face_down")))
        if problem:
            raise ScenarioError(problem)
        o.controller = p
        o.timestamp = g.next_timestamp()
        o.tapped = bool(op.get("tapped"))
        o.counters = dict(op.get("counters") or {})
        o.controlled_since = sc["turn"] if op.get("sick") else 0
        o.entered_turn = sc["turn"] if op.get("sick") else 0
        o.face_down = bool(op.get("face_down"))
        o.damage = int(op.get("damage", 0))
        o.chosen = dict(op.get("chosen") or {})
        if o.face_down:
            o.known_to = frozenset({p})  # CR 708.5: its controller may look at it
        faces = database().by_key(k).faces
        if op.get("transformed") and len(faces) > 1:
            o.face = 1  # only double-faced cards have a back face (CR 712)
            if copies_as_it_transforms(k, 1):
                checks.append((o.id, "transformed_copy"))  # "+1/+1": 0 says it has none
        if o.counters.get("+1/+1") == 0 and (o.id, "transformed_copy") not in checks:
            del o.counters["+1/+1"]
        printed = faces[o.face].loyalty
        if printed is not None and not o.face_down and "loyalty" not in o.counters:
            # CR 306.5b: a planeswalker is there with its printed loyalty unless the scenario
            # says how many loyalty counters it has.
            o.counters["loyalty"] = int(printed)
        if o.counters.get("loyalty") == 0:
            del o.counters["loyalty"]  # laid out with none (scenario ``counters``)
        if op.get("attached_to") is not None:
            o.attached_to = _obj_ref(placed, op["attached_to"])
            checks.append((o.id, "attached"))
        elif not o.face_down:
            checks.append((o.id, "unattached"))
        if o.damage:
            checks.append((o.id, "damage"))
        if op.get("phased_out"):
            o.phased_out = True
            rec = dict(g.extra.get("phased", {}))
            rec[o.id] = (p, True, o.id)  # phased out directly (CR 702.26)
            g.extra["phased"] = rec
        g.battlefield.append(o.id)


def _lay_tokens(g: GameState, op: dict[str, Any], sc: dict[str, Any], placed: list[int],
                checks: list[tuple[int, str]]) -> None:
    """Tokens on the battlefield (CR 111.1), owned and controlled by the player (111.2); a
    token of an instant or sorcery card can't be there (CR 304.4, 307.4, 400.4a)."""
    p = op["player"]
    check_op_counters(op)
    problem = battlefield_problem(op["token"], 0, False)
    if problem:
        raise ScenarioError(problem)
    for _ in range(op["count"]):
        o = g.new_object(op["token"], p, Zone.BATTLEFIELD)
        placed.append(o.id)
        o.is_token = True
        o.controller = p
        o.timestamp = g.next_timestamp()
        o.tapped = bool(op.get("tapped"))
        o.counters = dict(op.get("counters") or {})
        o.controlled_since = o.entered_turn = sc["turn"] if op.get("sick") else 0
        o.damage = int(op.get("damage", 0))
        if o.damage:
            checks.append((o.id, "damage"))
        checks.append((o.id, "unattached"))
        if op.get("phased_out"):
            o.phased_out = True
            rec = dict(g.extra.get("phased", {}))
            rec[o.id] = (p, True, o.id)  # phased out directly (CR 702.26)
            g.extra["phased"] = rec
        g.battlefield.append(o.id)


def _phase_out_attached(g: GameState) -> None:
    """CR 702.26g: what is attached to a phased-out permanent is phased out with it
    ("indirectly"), and phases in with it."""
    rec = dict(g.extra.get("phased", {}))
    if not rec:
        return
    from manastack.rules.phasing import _attached_tree
    for root in [x for x, (_, direct, _r) in rec.items() if direct]:
        for x in _attached_tree(g, root):
            o = g.mut(x)  # through ``mut``: whatever was derived from the state is stale
            o.phased_out = True
            rec[x] = (o.controller, False, root)
        for x in [x for x, v in rec.items() if v[2] == root and x != root]:
            g.mut(x).phased_out = True
            rec[x] = (g.objects[x].controller, False, root)
    g.extra["phased"] = rec


def _lay_spell(g: GameState, op: dict[str, Any], placed: list[int],
               checks: list[tuple[int, str]]) -> None:
    from manastack.rules.cast_methods import METHODS
    m = METHODS[op["method"]]
    _check_cast_method(op["card"], op["method"])
    p = op["player"]
    o = g.new_object(op["card"], op.get("owner", p), Zone.STACK)
    placed.append(o.id)
    o.controller = p
    o.timestamp = g.next_timestamp()
    o.face = m.face
    o.face_down = m.face_down
    if o.face_down:
        o.known_to = frozenset({p})
    o.cast_method = op["method"]
    o.was_cast = True
    if op.get("commander"):
        add_commander(g, o.id)
    if m.zones[0] is Zone.COMMAND and not op.get("commander"):
        raise ScenarioError(f"{database().by_key(op['card']).name} is cast from the command "
                            "zone, so it is a commander: give commander=True (CR 903.8)")
    if op.get("commander") and o.owner != p and m.zones[0] is Zone.COMMAND:
        raise ScenarioError(f"{database().by_key(op['card']).name}: a player casts from the "
                            "command zone only a commander they own (CR 903.8)")
    from_zone = _cast_from(o.owner, p, op["card"], op["method"])
    o.chosen = dict(op.get("chosen") or {})
    o.stack = {"kind": "spell", "method": op["method"], "from_zone": from_zone, "card": None,
               "targets": tuple(tuple(_obj_ref(placed, r) for r in slot)
                                for slot in op.get("targets", ())),
               "x": op.get("x")}
    if op.get("modes"):
        o.stack["modes"] = tuple(op["modes"])
    if op.get("division") is not None:
        o.stack["division"] = tuple(op["division"])
    if op.get("mana_spent"):
        o.stack["mana_spent"] = int(op["mana_spent"])
    g.stack.append(o.id)
    _lay_sacrificed(g, o.id, [_obj_ref(placed, r) for r in op.get("sacrificed", ())])
    checks.append((o.id, "spell"))


def _lay_sacrificed(g: GameState, sid: int, cards: list[int]) -> None:
    """The spell's additional cost as it was paid (CR 601.2b, 601.2h): the cards sacrificed
    for it, now in a graveyard, as they last existed on the battlefield under its caster's
    control (CR 608.2h), or, for a choice of costs without them, the other option."""
    from manastack.dsl.costs import CostChoice
    from manastack.rules.characteristics import chars
    from manastack.rules.copiable_values import copy_values
    from manastack.rules.stack import spell_ability
    from manastack.rules.total_cost import chosen_additional_cost
    o = g.objects[sid]
    me = _name(g, sid)
    sa = spell_ability(chars(g, sid))
    ac = sa.additional_cost if sa is not None else None
    if isinstance(ac, CostChoice):
        with_sac = [i for i, c in enumerate(ac.options) if c.sacrifice is not None]
        others = [i for i, c in enumerate(ac.options) if c.sacrifice is None]
        choice = (with_sac or others)[0] if cards else (others or with_sac)[0]
        o.stack["additional_choice"] = choice
        ac = chosen_additional_cost(ac, choice)
    f = ac.sacrifice if ac is not None else None
    if f is None:
        if cards:
            raise ScenarioError(f"{me} has no sacrifice in its cost (CR 601.2b)")
        return
    n = ac.sacrifice_count if ac is not None else 1
    if ac is not None and ac.sacrifice_any and len(cards) >= n or len(cards) == n:
        pass
    else:
        raise ScenarioError(f"{me}'s additional cost sacrifices {n}: give sacrificed= the "
                            f"card(s) sacrificed to cast it, in a graveyard (CR 601.2b, 601.2h)")
    from manastack.rules.selectors import chars_match
    lkis = []
    for v in cards:
        if g.objects[v].zone is not Zone.GRAVEYARD or g.objects[v].card_key is None:
            raise ScenarioError(f"{me}: a sacrificed card is put into its owner's graveyard "
                                "(CR 701.21a): sacrificed= names a card placed in a graveyard")
        lki = chars(g, v).copy()
        lki.controller = o.controller  # a player sacrifices what they control (CR 701.21a)
        if not chars_match(g, lki, f, o.controller, sid, v):
            raise ScenarioError(f"{_name(g, v)} can't have been sacrificed for {me}'s cost "
                                "(CR 601.2b)")
        lkis.append(lki)
    if cards:
        o.stack["sacrificed_lki"] = lkis[-1]
        o.stack["sacrificed_lkis"] = tuple(lkis)
        o.stack["sacrificed_copy"] = copy_values(g, cards[-1])


def _cast_from(owner: int, caster: int, key: str, method: str) -> Zone:
    """The zone a spell was cast from by ``method``: its first zone, or for a card its caster
    doesn't own, exile: a card in a hand, library or graveyard is in its owner's (CR 400.3), so
    another player casts it only from exile, by a permission to play it (Siphon Insight) or as
    a copy (CR 707.12)."""
    from manastack.rules.cast_methods import METHODS
    zones = METHODS[method].zones
    if owner == caster:
        return zones[0]
    if Zone.EXILE not in zones:
        raise ScenarioError(
            f"{database().by_key(key).name} is owned by player {owner}: player {caster} can't "
            f"have cast it by method {method!r}, from a {zones[0].value} (a card is in its "
            "owner's hand, library or graveyard, CR 400.3); another player's card is cast "
            "from exile (method='from_exile')")
    return Zone.EXILE


_METHOD_RULES = {"Flashback": "CR 702.34a", "Disturb": "CR 702.146a",
                 "Morph": "CR 702.37c, 708.2"}


def _check_cast_method(key: str, method: str) -> None:
    """A spell cast by a method its card's own keyword gives (flashback, disturb, morph) is a
    card with that keyword on its front face, the face it has in the hand or graveyard it was
    cast from (CR 712.8a); a spell cast transformed is a card with a back face (CR 712.11a)."""
    from manastack.cards.registry import card_def
    from manastack.dsl.abilities import Keyword
    from manastack.rules.cast_methods import METHODS
    m = METHODS[method]
    card = database().by_key(key)
    faces = card_def(key).faces
    if m.face >= len(faces):
        raise ScenarioError(f"{card.name} has no back face: it can't be cast transformed "
                            "(CR 712.11a)")
    kw = m.keyword
    if kw is not None and not any(isinstance(a, Keyword) and a.name == kw
                                  for a in faces[0].abilities):
        raise ScenarioError(f"{card.name} has no {kw.lower()}, so it can't have been cast by "
                            f"method {method!r} ({_METHOD_RULES.get(kw, 'CR 601.2')})")


def _problem(g: GameState, oid: int, what: str) -> str | None:
    from manastack.rules.characteristics import chars
    if what == "damage":
        c = chars(g, oid)
        if not c.is_creature:
            return (f"{_name(g, oid)} has damage marked but isn't a creature: damage dealt to "
                    "a noncreature permanent isn't marked on it (CR 120.3)")
        return None
    if what == "attached":
        return _attachment_problem(g, oid)
    if what == "transformed_copy":
        return None
    if what == "unattached":
        if "Aura" in chars(g, oid).subtypes:
            return (f"{_name(g, oid)} is an Aura on the battlefield, so it must be attached to "
                    "what it enchants: give attached_to= (CR 303.4, 704.5m)")
        return None
    return _spell_problem(g, oid)


def _attachment_problem(g: GameState, oid: int) -> str | None:
    """CR 301.5c, 303.4d, 702.5, 702.16: why this attachment can't exist, if it can't."""
    from manastack.rules.characteristics import chars
    from manastack.rules.stack import enchant_spec
    from manastack.rules.targets import protection_stops
    from manastack.state.objects import is_player_id
    o = g.objects[oid]
    host = o.attached_to
    assert host is not None
    c = chars(g, oid)
    me, it = _name(g, oid), _name(g, host)
    if host == oid:
        return f"{me} can't be attached to itself (CR 303.4d, 301.5c)"
    if "Aura" in c.subtypes:
        spec = enchant_spec(c)
        label = spec.label if spec is not None and spec.label else "its enchant ability"
        if spec is None:
            return f"{me} has no enchant ability, so it can't enchant anything (CR 303.4a)"
        if is_player_id(host):
            from manastack.rules.selectors import player_matches
            if spec.players is None or not player_matches(g, host, spec.players, c.controller):
                return f"{me} can't enchant {it} ({label}, CR 303.4d)"
            return None
        if spec.filter is None:
            return f"{me} can't enchant {it}: it enchants a player ({label}, CR 303.4d)"
        from manastack.rules.selectors import chars_match
        hc = chars(g, host)
        if not chars_match(g, hc, spec.filter, c.controller, oid, host):
            return f"{me} can't enchant {it} ({label}, CR 303.4d)"
        if protection_stops(hc.protections(), c):
            return f"{me} can't enchant {it}: it has protection (CR 702.16c)"
        return None
    if "Equipment" in c.subtypes:
        if is_player_id(host):
            return f"{me} is an Equipment: it can't be attached to a player (CR 301.5c)"
        if c.is_creature:
            return f"{me} is a creature, so it can't equip anything (CR 301.5c)"
        hc = chars(g, host)
        if not hc.is_creature:
            return f"{me} can equip only a creature, and {it} isn't one (CR 301.5c)"
        if protection_stops(hc.protections(), c):
            return f"{me} can't equip {it}: it has protection (CR 702.16d)"
        return None
    return f"{me} is neither an Aura nor an Equipment, so it can't be attached (CR 301.5, 303.4)"


def _spell_problem(g: GameState, sid: int) -> str | None:
    """Whether a spell built on the stack could have been cast with these choices
    (CR 601.2b–d, 700.2, 107.3)."""
    from manastack.rules.amounts import evaluate_amount
    from manastack.rules.characteristics import chars
    from manastack.rules.stack import ability_shape, spell_ability, target_specs
    from manastack.rules.targets import legal_targets
    o = g.objects[sid]
    c = chars(g, sid)
    me = _name(g, sid)
    if c.is_land:
        return f"{me} is a land: it can't be cast (CR 305.9)"
    kinds = _spell_chosen_kinds(c)
    for var, value in o.chosen.items():
        if var not in kinds:
            return f"{me} announces no choice {var!r} as it is cast"
        if value not in kinds[var]:
            return f"{me}: {value!r} is not a possible {var.replace('_', ' ')}"
    for var in kinds:
        if var not in o.chosen:
            return f"{me} needs its announced choice: chosen={{{var!r}: ...}} (CR 601.2b)"
    modes, n, _, has_x = ability_shape(o, c)
    chosen_modes = tuple(o.stack.get("modes", ()))
    if modes:
        if len(chosen_modes) != n or len(set(chosen_modes)) != n or any(
                not 0 <= i < len(modes) for i in chosen_modes):
            return (f"{me} is modal: give modes= with {n} different mode number(s) from 0 to "
                    f"{len(modes) - 1} (CR 700.2)")
    elif chosen_modes:
        return f"{me} isn't modal: it has no modes to choose"
    x = o.stack.get("x")
    if has_x and x is None:
        return f"{me} has X: give x= (CR 107.3, 601.2b)"
    if not has_x and x is not None:
        return f"{me} has no X to choose"
    if x == 0:
        from manastack.rules.total_cost import total_cost
        extra = total_cost(g, sid, 0)[1]
        if extra is not None and extra.x_nonzero:
            # "If you cast this spell this way, X can't be 0" (Light Up the Night's flashback)
            return f"{me}: X can't be 0 when it is cast this way (CR 107.3a, 601.2b)"
    specs = target_specs(g, sid)
    chosen: tuple[tuple[int, ...], ...] = o.stack.get("targets", ())
    if len(chosen) > len(specs):
        return f"{me} has {len(specs)} target slot(s), but {len(chosen)} were given"
    for slot, spec in enumerate(specs):
        ts = chosen[slot] if slot < len(chosen) else ()
        count = spec.count
        if spec.count_amount is not None:
            count = evaluate_amount(g, spec.count_amount, {
                "controller": o.controller, "source": sid, "event": None, "x": x})
        low = spec.minimum if spec.count_amount is None or spec.min is not None else count
        if spec.if_able and legal_targets(g, spec, o.controller, sid, c, ()):
            low = count  # a legal target exists: it must be chosen (CR 601.2c)
        label = f" ({spec.label})" if spec.label else ""
        if not low <= len(ts) <= count:
            need = str(count) if low == count else f"{low} to {count}"
            return f"{me} needs {need} target(s) in slot {slot}{label}, got {len(ts)} (CR 601.2c)"
        exclude: tuple[int, ...] = ()
        for j in spec.different_from:
            if j < len(chosen):
                exclude += chosen[j]
        for i, t in enumerate(ts):
            if t in ts[:i]:
                return f"{me} can't target {_name(g, t)} twice for one word \"target\" (CR 115.3)"
            if t not in legal_targets(g, spec, o.controller, sid, c, exclude):
                return f"{_name(g, t)} is not a legal target for {me}{label} (CR 115, 601.2c)"
    sa = spell_ability(c)
    if sa is not None and sa.divide and chosen and chosen[0]:
        div = o.stack.get("division")
        k = len(chosen[0])
        if div is None:
            if k == 1:
                o.stack["division"] = (sa.divide,)
                return None
            return f"{me} divides {sa.divide}: give division= with one share per target"
        if len(div) != k or sum(div) != sa.divide or min(div) < 1:
            return (f"{me} divides {sa.divide} among {k} target(s), at least 1 each "
                    f"(CR 601.2d): {list(div)} doesn't")
    elif o.stack.get("division") is not None:
        return f"{me} divides nothing among its targets"
    return None


def apply_scenario(game: Game, sc: dict[str, Any]) -> None:
    """Lay out a scenario on a fresh state (called by Game) and set the turn."""
    g = game.state
    n = len(g.players)
    lay_out(g, sc)
    g.turn = int(sc["turn"])
    g.active = int(sc["active"])
    g.first_player = g.active
    g.step = STEP_NAMES[sc["step"]]
    starts = {}
    for i in range(n):
        back = (g.active - i) % n
        if g.teams is not None:  # shared team turns (CR 805.4): teams take turns
            back = (g.active // len(g.teams[i]) - i // len(g.teams[i])) % (n // len(g.teams[i]))
        starts[i] = g.turn - back
    g.extra["turn_start_of"] = starts
    g.extra["prev_turn_active_spells"] = None
    g.started = True
    for p in g.players:
        p.kept = True
    if g.step is Step.BEGINNING_OF_COMBAT:
        from manastack.state.combat import Combat
        g.combat = Combat()
    count_casts(g)
    g.priority = int(sc.get("priority", g.active))
    g.passes = passes_before(g)
