"""Stitcher Geralf — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "{2}{U}, {T}: Each player mills three cards. Exile up to two creature cards put into
graveyards this way. Create an X/X blue Zombie creature token, where X is the total power of
the cards exiled this way."
Rulings covered: MIC-OR-0160 (cards a replacement effect exiles instead aren't in graveyards:
X is 0, the 0/0 token dies).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import REST_IN_PEACE

CARD = "Stitcher Geralf"
pytestmark = pytest.mark.card(CARD)


def _geralf(players: int = 2, rest_in_peace: bool = False) -> Driver:
    s = Scenario(seed=1, players=players)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    if rest_in_peace:
        s.battlefield(1, REST_IN_PEACE.name)
    s.library(0, "Glory Seeker", "Island", "Island", "Island")
    s.library(1, "Wretched Anurid", "Gluttonous Zombie", "Island", "Island")
    s.graveyard(1, "Severed Legion")
    if players > 2:
        s.library(2, "Undead Gladiator", "Island", "Island", "Island")
    return Driver(s.build())


def _offered(d: Driver) -> set[int | None]:
    d.expect("choose_cards")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def _zombie_tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _tokens_created(d: Driver) -> list[int]:
    return [e.obj for e in d.game.log if e.kind == "zone_change" and e.data.get("cause") == "token"]


def test_each_player_mills_three_and_two_exiled_make_an_x_x_zombie() -> None:
    """Both players mill three; up to two of the creature cards milled are exiled (Wretched
    Anurid 3 + Gluttonous Zombie 3): a 6/6 blue Zombie. The Severed Legion that was already in
    the graveyard isn't offered, nor is a noncreature card."""
    d = _geralf()
    d.activate(0, CARD)
    d.resolve()
    assert len(d.state.players[0].library) == 1 and len(d.state.players[1].library) == 1
    offered = _offered(d)
    anurid, zombie = d.find("Wretched Anurid"), d.find("Gluttonous Zombie")
    assert offered == {d.find("Glory Seeker"), anurid, zombie, None}  # None: no (more) card
    assert d.find("Severed Legion") not in offered
    d.choose(anurid)
    d.choose(zombie)
    assert d.find("Wretched Anurid", zone="exile") and d.find("Gluttonous Zombie", zone="exile")
    assert d.find("Glory Seeker", zone="graveyard")
    (token,) = _zombie_tokens(d)
    c = d.chars(token)
    assert (c.power, c.toughness) == (6, 6)
    assert c.colors == {"U"} and "Zombie" in c.subtypes and c.controller == 0


def test_up_to_two_one_card_gives_its_power() -> None:
    """Exiling only Glory Seeker (2/2): a 2/2 Zombie."""
    d = _geralf()
    d.activate(0, CARD)
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(None)
    assert d.find("Glory Seeker", zone="exile")
    (token,) = _zombie_tokens(d)
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)


def test_exiling_none_makes_a_0_0_that_dies() -> None:
    """"Up to two": choosing none is allowed; the 0/0 token dies at once (CR 704.5f)."""
    d = _geralf()
    d.activate(0, CARD)
    d.resolve()
    d.choose(None)
    assert _zombie_tokens(d) == [] and len(_tokens_created(d)) == 1
    assert d.find("Glory Seeker", zone="graveyard")


def test_every_player_mills_at_a_table_of_three() -> None:
    """"Each player": the third player's creature card can be chosen too."""
    d = _geralf(players=3)
    d.activate(0, CARD)
    d.resolve()
    assert all(len(d.state.players[p].library) == 1 for p in range(3))
    gladiator = d.find("Undead Gladiator")
    assert gladiator in _offered(d)
    d.choose(gladiator)
    d.choose(None)
    (token,) = _zombie_tokens(d)
    assert d.chars(token).power == 3


@pytest.mark.ruling("MIC-OR-0160")
def test_cards_exiled_by_a_replacement_are_not_exiled_this_way() -> None:
    """Official ruling: "'Exiled this way' refers to the exile instruction that's part of the
    ability's effect. If the cards each player would put into their graveyard are exiled
    because of a replacement effect, those cards won't be in the graveyards to be exiled by
    the next part of the ability. In this case, the value of X will be 0. You'll put a 0/0
    token onto the battlefield, then that token will die and subsequently cease to exist."
    With Rest in Peace, the six milled cards are exiled instead: nothing can be chosen, the
    0/0 Zombie is created, dies (exiled instead, a token) and is gone."""
    d = _geralf(rest_in_peace=True)
    d.activate(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority"  # no choice: no creature card went to a graveyard
    assert d.find("Wretched Anurid", zone="exile") and d.find("Glory Seeker", zone="exile")
    assert d.state.players[0].graveyard == []
    assert d.state.players[1].graveyard == [d.find("Severed Legion")]  # not milled: not offered
    (token,) = _tokens_created(d)
    assert token not in d.state.objects and _zombie_tokens(d) == []
    assert not any(d.state.objects[o].is_token for o in d.state.objects)


def test_a_zero_power_card_adds_nothing_to_x() -> None:
    """Exiling Wall of Mulch (0/4) and Glory Seeker (2/2): X is 0 + 2, a 2/2 Zombie (CR
    208.1: a 0 power counts as 0)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.library(0, "Glory Seeker", "Wall of Mulch", "Island", "Island")
    s.library(1, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, CARD)
    d.resolve()
    d.choose(d.find("Wall of Mulch"))
    d.choose(d.find("Glory Seeker"))
    (token,) = _zombie_tokens(d)
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)


def test_a_player_with_fewer_than_three_cards_mills_what_they_have() -> None:
    """CR 701.17b: player 1's library holds one card, Gluttonous Zombie: they mill just that
    card (nobody loses for it: milling isn't drawing), and it may be exiled with player 0's
    Glory Seeker for a 5/5 Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.library(0, "Glory Seeker", "Island", "Island", "Island")
    s.library(1, "Gluttonous Zombie")
    d = Driver(s.build())
    d.activate(0, CARD)
    d.resolve()
    zombie, seeker = d.find("Gluttonous Zombie"), d.find("Glory Seeker")
    assert d.state.players[1].library == [] and d.zone_of("Gluttonous Zombie") == "graveyard"
    assert _offered(d) == {zombie, seeker, None}
    d.choose(zombie)
    d.choose(seeker)
    token = d.find("Zombie Token", "battlefield")
    assert (d.chars(token).power, d.chars(token).toughness) == (5, 5)
    assert not d.state.players[1].lost


def test_a_double_faced_card_counts_its_front_faces_power_even_at_night() -> None:
    """CR 712.8a: in a graveyard and in exile a double-faced card has only its front face's
    characteristics, day or night: Harvesttide Infiltrator (3/2 // 4/4) milled and exiled at
    night counts 3, with Covert Cutpurse (2/1 // 2/2) 2: a 5/5 Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.day_night("night")
    s.library(0, "Harvesttide Infiltrator", "Covert Cutpurse", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, CARD)
    d.resolve()
    wolf, rogue = d.find("Harvesttide Infiltrator"), d.find("Covert Cutpurse")
    assert _offered(d) == {wolf, rogue, None}
    d.choose(wolf)
    d.choose(rogue)
    token = d.find("Zombie Token", "battlefield")
    assert (d.chars(token).power, d.chars(token).toughness) == (5, 5)


def test_a_card_not_milled_this_way_is_refused_and_the_game_is_unchanged() -> None:
    """"Put into graveyards this way": choosing the Severed Legion already in the graveyard is
    refused with an error and nothing changes."""
    from manastack.game import IllegalActionError

    d = _geralf()
    d.activate(0, CARD)
    d.resolve()
    d.expect("choose_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Severed Legion"))
    assert d.game.fingerprint() == before
    assert d.zone_of("Severed Legion") == "graveyard"


def test_summoning_sick_it_can_t_activate_its_tap_ability() -> None:
    """CR 302.6: cast this turn, Geralf can't pay {T}: its ability isn't offered."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_made_to_read_elf_it_creates_an_x_x_blue_elf() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on Stitcher Geralf (a Human Wizard, unchanged):
    exiling Wretched Anurid and Gluttonous Zombie creates a 6/6 blue Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island", "Island")
    s.library(0, "Glory Seeker", "Island", "Island", "Island")
    s.library(1, "Wretched Anurid", "Gluttonous Zombie", "Island", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    geralf = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[geralf])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(geralf).subtypes == {"Human", "Wizard"}
    d.activate(0, CARD)
    d.resolve()
    d.choose(d.find("Wretched Anurid"))
    d.choose(d.find("Gluttonous Zombie"))
    (token,) = _zombie_tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"U"}, 6, 6)


def test_a_power_defined_by_an_ability_is_read_in_exile_with_your_meaning_its_owner() -> None:
    """CR 604.3, 109.5, 608.2h: player 1 mills Old Stickfingers ("power ... equal to the number
    of creature cards in your graveyard") and Glory Seeker; Geralf exiles Stickfingers alone.
    In exile it has no controller, so "your" is its owner's: player 1's graveyard now holds two
    creature cards (Elvish Warrior and the Seeker), not Geralf's controller's three, and X is
    2: a 2/2 Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.library(0, "Island", "Island", "Island", "Island")
    s.graveyard(0, "Goblin Sky Raider", "Barkhide Mauler", "Krosan Tusker")
    s.library(1, "Old Stickfingers", "Glory Seeker", "Forest", "Forest")
    s.graveyard(1, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, CARD)
    d.resolve()
    stickfingers = d.find("Old Stickfingers")
    assert d.chars(stickfingers).power == 3  # in the graveyard, counting itself
    d.choose(stickfingers)
    d.choose(None)
    assert d.chars(d.find("Old Stickfingers", zone="exile")).power == 2
    (token,) = _zombie_tokens(d)
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)
