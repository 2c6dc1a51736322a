"""What a mana ability's cost asks for beside its {T} (CR 602.2b, 605.3a–b, 118.3): mana
("{1}, {T}: Add {G}{W}.", whose mana is paid by activating other mana abilities first,
``rules.payment_options``), or a permanent to sacrifice ("Sacrifice a Goblin: Add {R}.").
"""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import ActivateManaAbility
from manastack.dsl.abilities import ActivatedAbility
from manastack.rules.ability_index import mana_abilities
from manastack.rules.mana import by_sacrifice, mana_options, repeatable, sacrificeable_for_cost
from manastack.state.game_state import GameState


def costs_mana(a: ActivatedAbility) -> bool:
    """A mana ability whose cost includes mana, without X ("{1}, {T}: Add {G}{W}.")."""
    m = a.cost.mana
    return bool(a.mana) and m is not None and not m.is_empty() and not m.x


_PRINTED_COSTING: dict[str | None, bool] = {}


def printed_costing(card_key: str | None) -> bool:
    """Whether a face of the card prints a mana ability with mana in its cost (only such a
    card in a hand or graveyard is looked at: nothing gives a card there abilities)."""
    found = _PRINTED_COSTING.get(card_key)
    if found is None:
        from manastack.cards.database import database
        from manastack.rules.copiable_values import printed_chars
        faces = len(database().by_key(card_key).faces) if card_key is not None else 0
        found = _PRINTED_COSTING[card_key] = any(
            isinstance(a, ActivatedAbility) and a.is_mana_ability and costs_mana(a)
            for face in range(faces) for a in printed_chars(str(card_key), face).abilities)
    return found


def costing_entries(g: GameState, player: int) -> list[tuple[int, tuple[tuple[int, Any], ...]]]:
    """Those of ``player``'s permanents with mana abilities (``ability_index.mana_abilities``)
    that have one whose cost includes mana (``costs_mana``): most have none ("{T}: Add
    {G}."). A new list each call; kept per list of entries (held, so that its id stays its
    own), which the ability index keeps while the permanents keep their abilities."""
    entries = mana_abilities(g, player)
    if not entries:
        return []
    kept = _COSTING_ENTRIES.get(id(entries))
    if kept is None or kept[0] is not entries:
        if len(_COSTING_ENTRIES) > 256:
            _COSTING_ENTRIES.clear()
        kept = _COSTING_ENTRIES[id(entries)] = (entries, [
            e for e in entries if any(costs_mana(a) for _, a in e[1])])
    return list(kept[1])


_COSTING_ENTRIES: dict[int, tuple[list[Any], list[tuple[int, tuple[tuple[int, Any], ...]]]]] \
    = {}


def costing_cards(g: GameState, oids: Any) -> list[int]:
    """Of the cards ``oids`` (in a hand or graveyard), those whose card prints a mana ability
    with mana in its cost (``printed_costing``): most often none. Each card is passed over at
    a dictionary lookup of its card (``printed_costing`` worked out once per card)."""
    objects = g.objects
    known = _PRINTED_COSTING
    out = []
    for oid in oids:
        key = objects[oid].card_key
        try:
            costing = known[key]
        except KeyError:
            costing = printed_costing(key)
        if costing:
            out.append(oid)
    return out


def chainable(a: ActivatedAbility) -> bool:
    """A mana ability whose cost's mana is generic only and whose mana may be spent on
    anything: one that other such abilities may pay for and that may pay for them
    (``rules.mana_chains``). The cards' ones all are; another is activated only with the
    mana of its cost in the pool."""
    m = a.cost.mana
    return m is not None and not (m.colored or m.hybrid or m.colorless) and \
        a.spend_only is None


def sacrificeable(g: GameState, player: int, a: ActivatedAbility, source: int,
                  kept: frozenset[int]) -> list[int] | None:
    """For a mana ability whose only cost is "Sacrifice a [permanent]" (``by_sacrifice``),
    the permanents ``player`` may sacrifice for it, none of ``kept`` (kept for the other parts
    of the cost, they make no mana: sacrificed for it, the cost could no longer be paid,
    CR 601.2h, 118.3); None for any other mana ability."""
    if not by_sacrifice(a):
        return None
    assert a.cost.sacrifice is not None
    cands = sacrificeable_for_cost(g, player, a.cost.sacrifice, source)
    return [c for c in cands if c not in kept]


def use_facts(a: ActivatedAbility) -> tuple[bool, bool, bool, tuple[str, ...]]:
    """Of a mana ability without mana in its cost: whether it is usable again and again
    (``repeatable``: its only cost is life, CR 119.4), whether its cost taps or sacrifices
    its source (which can then be tapped for no other cost, CR 118.3), whether its source
    stays (its cost neither sacrifices nor exiles it), and its distinct choices of mana
    (``mana_options``). Kept per ability (held, so that its id stays its own): each step of
    a payment asks them of the same abilities."""
    kept = _USE_FACTS.get(id(a))
    if kept is not None and kept[0] is a:
        return kept[1]
    c = a.cost
    assert a.mana is not None
    facts = (repeatable(a), bool(c.tap or c.sacrifice_self),
             not (c.sacrifice_self or c.exile_self), mana_options(a.mana))
    if len(_USE_FACTS) > 4096:
        _USE_FACTS.clear()
    _USE_FACTS[id(a)] = (a, facts)
    return facts


_USE_FACTS: dict[int, tuple[ActivatedAbility, tuple[bool, bool, bool, tuple[str, ...]]]] = {}


def mana_answer(source: int, index: int, mana: str) -> ActivateManaAbility:
    """``ActivateManaAbility(source, index, mana)``, one object per value (an action is a
    value, never changed): each step of a payment answers with the same ones."""
    key = (source, index, mana)
    act = _ANSWERS.get(key)
    if act is None:
        if len(_ANSWERS) > 4096:
            _ANSWERS.clear()
        act = _ANSWERS[key] = ActivateManaAbility(source, index, mana)
    return act


_ANSWERS: dict[tuple[int, int, str], ActivateManaAbility] = {}
