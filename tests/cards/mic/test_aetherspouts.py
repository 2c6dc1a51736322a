"""Aetherspouts — {3}{U}{U} Instant.

Oracle: "For each attacking creature, its owner puts it on the top or bottom of their library."
Rulings covered: MIC-OR-0142 (each owner chooses; the active player first, then the others in
turn order), MIC-OR-0143 (the owner arranges cards going to the same end; the order isn't
revealed).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Aetherspouts"
pytestmark = pytest.mark.card(CARD)


def _scenario(players: int = 2, attacker: int = 0) -> Scenario:
    s = Scenario(seed=1, players=players)
    caster = (attacker + 1) % players
    s.battlefield(caster, *(["Island"] * 5))
    s.hand(caster, CARD)
    for p in range(players):
        s.library(p, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=attacker, turn=3)
    return s


def _spouts(d: Driver, attackers: list[int], caster: int = 1) -> None:
    """Attack with ``attackers``; ``caster`` casts Aetherspouts and it starts resolving."""
    d.to_combat()
    d.attack(attackers, defender=caster)
    while d.decision.player != caster:
        d.pass_priority()
    d.cast(caster, CARD)
    while d.decision.kind == "priority":
        d.pass_priority()


def _names(d: Driver, ids: list[int]) -> list[str]:
    return [d.game.card(o).name for o in ids]


def test_each_attacking_creature_goes_on_top_or_bottom_of_its_owners_library() -> None:
    """Glory Seeker on top, Wretched Anurid at the bottom; Severed Legion, not attacking,
    stays."""
    s = _scenario()
    s.battlefield(0, "Glory Seeker", "Wretched Anurid", "Severed Legion")
    d = Driver(s.build())
    seeker, anurid = d.find("Glory Seeker"), d.find("Wretched Anurid")
    _spouts(d, [seeker, anurid])
    while d.decision.kind == "top_or_bottom":
        about = dict(d.decision.data)["source"]
        d.choose("top" if about == seeker else "bottom", player=0)
    lib = d.state.players[0].library
    assert _names(d, [lib[0], lib[-1]]) == ["Glory Seeker", "Wretched Anurid"]
    assert len(lib) == 5
    assert d.find("Severed Legion", zone="battlefield")
    assert d.state.combat is None or not d.state.combat.attackers


@pytest.mark.ruling("MIC-OR-0142")
def test_owners_choose_active_player_first_then_turn_order() -> None:
    """Official ruling: "The owner of each attacking creature chooses whether to put it on the
    top or bottom of their library. The active player (the player whose turn it is) makes all
    of their choices first, followed by each other player in turn order." At a table of four,
    player 1 attacks with creatures owned by players 0, 1 and 2 (it controls two of them
    through the scenario's ``owner=``): player 1 chooses first, then player 2, then player 0;
    each card goes to its owner's library, not its controller's."""
    s = _scenario(players=4, attacker=1)
    s.battlefield(1, "Severed Legion", owner=0)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Wretched Anurid", owner=2)
    d = Driver(s.build())
    legion, seeker, anurid = (d.find(n) for n in
                              ("Severed Legion", "Glory Seeker", "Wretched Anurid"))
    _spouts(d, [legion, seeker, anurid], caster=2)
    asked = []
    while d.decision.kind == "top_or_bottom":
        asked.append((d.decision.player, dict(d.decision.data)["source"]))
        d.choose("top")
    assert asked == [(1, seeker), (2, anurid), (0, legion)]
    tops = {p: d.game.card(d.state.players[p].library[0]).name for p in (0, 1, 2)}
    assert tops == {0: "Severed Legion", 1: "Glory Seeker", 2: "Wretched Anurid"}


def _both_on_top(order: tuple[str, str]) -> Driver:
    s = _scenario()
    s.battlefield(0, "Glory Seeker", "Wretched Anurid")
    d = Driver(s.build())
    _spouts(d, [d.find("Glory Seeker"), d.find("Wretched Anurid")])
    while d.decision.kind == "top_or_bottom":
        d.choose("top", player=0)
    dec = d.expect("order_cards")
    assert dec.player == 0
    d.choose(d.find(order[0]), player=0)
    return d


@pytest.mark.ruling("MIC-OR-0143")
def test_the_owner_arranges_them_and_the_order_is_not_revealed() -> None:
    """Official ruling: "If an effect puts two or more cards on the top or bottom of a library
    at the same time, the owner of those cards may arrange them in any order. That library's
    owner doesn't reveal the order in which the cards go into their library." Both attackers
    go on top: their owner picks the order (the first chosen ends on top); the opponent's view
    of the game is the same whichever order was chosen, and names no card of the library."""
    a = _both_on_top(("Glory Seeker", "Wretched Anurid"))
    b = _both_on_top(("Wretched Anurid", "Glory Seeker"))
    assert _names(a, a.state.players[0].library[:2]) == ["Glory Seeker", "Wretched Anurid"]
    assert _names(b, b.state.players[0].library[:2]) == ["Wretched Anurid", "Glory Seeker"]
    assert a.game.view(1) == b.game.view(1)
    assert a.game.view(0) != b.game.view(1)


def test_the_owner_is_asked_once_per_creature_with_two_answers() -> None:
    """The choice is the owner's, top or bottom only; the caster isn't asked."""
    s = _scenario()
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    _spouts(d, [d.find("Glory Seeker")])
    dec = d.expect("top_or_bottom")
    assert dec.player == 0 and set(d.game.legal_actions()) == {Choose("top"), Choose("bottom")}
    d.choose("bottom")
    assert d.game.card(d.state.players[0].library[-1]).name == "Glory Seeker"


def test_an_attacking_commander_may_go_to_the_command_zone_instead() -> None:
    """CR 903.9b: a commander that would be put into its owner's library may be put into the
    command zone instead; the owner first answers top or bottom, then that choice."""
    s = Scenario(seed=1, players=2, format="commander")
    s.battlefield(1, *(["Island"] * 5))
    s.hand(1, CARD)
    for p in range(2):
        s.library(p, "Plains", "Plains", "Plains")
    s.commander(0, "Rorix Bladewing", "battlefield")
    d = Driver(s.build())
    _spouts(d, [d.find("Rorix Bladewing")])
    d.expect("top_or_bottom")
    d.choose("top", player=0)
    dec = d.expect("commander_zone")
    assert dec.player == 0
    d.choose("command_zone")
    assert d.zone_of("Rorix Bladewing") == "command"
    assert len(d.state.players[0].library) == 3


@pytest.mark.parametrize("end", ["top", "bottom"])
def test_the_owner_arranges_cards_for_either_end_from_the_top_down(end: str) -> None:
    """CR 401.4: the owner of cards put on the same end of their library at once arranges
    them; the cards are chosen from the top down, for the bottom as for the top, and each
    question says which end it is about."""
    s = _scenario()
    s.battlefield(0, "Glory Seeker", "Wretched Anurid")
    d = Driver(s.build())
    _spouts(d, [d.find("Glory Seeker"), d.find("Wretched Anurid")])
    for _ in range(2):
        dec = d.expect("top_or_bottom")
        assert dec.prompt == "Put it on the top or the bottom of your library?"
        d.choose(end, player=0)
    dec = d.expect("order_cards")
    assert (dec.player, dec.prompt) == \
        (0, f"Choose the next card for the {end} of your library, from the top down")
    d.choose(d.find("Wretched Anurid"), player=0)
    lib = d.state.players[0].library
    placed = lib[:2] if end == "top" else lib[-2:]
    assert _names(d, placed) == ["Wretched Anurid", "Glory Seeker"]


def test_an_attacking_token_goes_to_the_library_and_ceases_to_exist() -> None:
    """CR 111.8, 704.5d: an attacking token is put on top of its owner's library like a card,
    then ceases to exist when state-based actions are checked; the library is unchanged and
    the card that attacked with it is on top."""
    s = _scenario()
    s.battlefield(0, "Glory Seeker")
    s.token(0, "Zombie", label="zombie")
    d = Driver(s.build())
    seeker, zombie = d.find("Glory Seeker"), d.find("Zombie")
    _spouts(d, [seeker, zombie])
    while d.decision.kind == "top_or_bottom":
        d.choose("top", player=0)
    if d.decision.kind == "order_cards":
        d.choose(zombie, player=0)
    lib = d.state.players[0].library
    assert _names(d, lib) == ["Glory Seeker", "Plains", "Plains", "Plains"]
    assert zombie not in d.state.objects or d.state.objects[zombie].zone.value != "battlefield"
    assert d.ids("Zombie") == []


def test_a_creature_removed_from_combat_isnt_attacking_and_stays() -> None:
    """CR 506.4: Gustcloak Sentinel, blocked, untaps and is removed from combat: it is no
    longer an attacking creature, so Aetherspouts leaves it on the battlefield and puts only
    Glory Seeker, still attacking, into its owner's library."""
    s = _scenario()
    s.battlefield(0, "Gustcloak Sentinel", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    sentinel, seeker = d.find("Gustcloak Sentinel"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([sentinel, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): sentinel})
    d.resolve()
    d.expect("may")
    d.choose(True)
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, CARD)
    d.resolve()
    assert d.expect("top_or_bottom").player == 0
    assert dict(d.decision.data)["source"] == seeker
    d.choose("top")
    assert d.decision.kind == "priority"
    assert d.zone_of("Gustcloak Sentinel") == "battlefield"
    assert d.zone_of("Glory Seeker") == "library"


def test_a_face_down_attacker_is_revealed_as_it_goes_to_the_library() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed; the opponent's view
    doesn't name the face-down Daru Lancer while its owner chooses top or bottom, and does once
    it has gone to the library."""
    import json
    s = _scenario()
    s.battlefield(0, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    _spouts(d, [lancer])
    d.expect("top_or_bottom")
    assert "Daru Lancer" not in json.dumps(d.game.view(1))
    d.choose("top", player=0)
    assert d.game.card(d.state.players[0].library[0]).name == "Daru Lancer"
    assert "Daru Lancer" in json.dumps(d.game.view(1))


def test_with_no_attacking_creature_it_does_nothing() -> None:
    """Cast in a main phase, there is no attacking creature: no one is asked anything and
    every creature stays (CR 608.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5))
    s.hand(0, CARD)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Wretched Anurid")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Glory Seeker") == d.zone_of("Wretched Anurid") == "battlefield"
    assert d.zone_of(CARD) == "graveyard"


def test_an_answer_other_than_top_or_bottom_is_refused_and_the_game_is_unchanged() -> None:
    """The owner answers top or bottom only; "middle" is refused with an error naming the
    choices, and the game is left as it was."""
    from manastack.game import IllegalActionError
    s = _scenario()
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    _spouts(d, [d.find("Glory Seeker")])
    d.expect("top_or_bottom")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="'top', 'bottom'"):
        d.choose("middle", player=0)
    assert d.game.fingerprint() == before
