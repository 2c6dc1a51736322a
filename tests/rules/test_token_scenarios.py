"""Acceptance scenarios for tokens (CR 111): a token that leaves the battlefield goes to its
new zone and then ceases to exist as a state-based action (111.7, 704.5d), what it was as it
left (a mana value of 0: it has no mana cost, 111.4, 202.3) still counts for the effect that
moved it (608.2h), and a token isn't a card (108.2b, 111.1), so one ceasing to exist from a
graveyard is no card leaving that graveyard. Tokens are subject to the rules for permanents, the
legend rule included (111.6, 704.5j). A predefined Treasure token makes mana the turn it is
created (111.10a).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_token_returned_to_hand_ceases_to_exist_and_had_mana_value_zero() -> None:
    """CR 111.7, 704.5d, 202.3, 608.2h: Fading Hope returns a Zombie token to its owner's
    hand; its mana value as it last existed was 0, so its caster scries 1; then the token,
    in a hand, ceases to exist."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.token(1, "Zombie")
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find("Zombie")])
    d.resolve()
    assert d.decision.kind == "scry"
    d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert not d.ids("Zombie")
    assert not d.state.players[1].hand


def test_a_token_ceasing_to_exist_in_a_graveyard_is_no_card_leaving_it() -> None:
    """CR 108.2b, 704.5d: a Zombie token dies and ceases to exist in its owner's graveyard;
    Willow Geist ("Whenever one or more cards leave your graveyard") doesn't trigger: no card
    left it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Willow Geist", "Mountain")
    s.token(0, "Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie")])
    d.resolve()
    assert not d.ids("Zombie")
    assert not d.state.stack
    assert d.state.objects[d.find("Willow Geist")].counters == {}


def test_token_copies_of_a_legendary_card_are_subject_to_the_legend_rule() -> None:
    """CR 111.6, 704.5j: Hour of Eternity (X=2) makes a token copy of each of two Old
    Stickfingers cards; both tokens are legendary with the same name: their controller
    keeps one."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Hour of Eternity")
    s.graveyard(0, "Old Stickfingers", "Old Stickfingers")
    s.library(0, *["Island"] * 4)
    d = Driver(s.build())
    cards = d.ids("Old Stickfingers", zone="graveyard")
    d.cast(0, "Hour of Eternity", x=2, targets=cards)
    d.resolve()
    dec = d.expect("legend_rule")
    assert len(dec.actions) == 2
    d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert len(d.ids("Old Stickfingers", zone="battlefield")) == 1


def test_a_treasure_made_this_turn_is_sacrificed_at_once_for_a_mana_of_any_color() -> None:
    """CR 111.10a, 302.6, 111.7: Visions of Ruin makes player 0 a Treasure for player 1's
    sacrificed Sol Ring. The Treasure, a noncreature artifact (a token has card types, CR
    205.2c), is tapped and sacrificed the same turn for one mana of the color chosen, {B},
    which casts Duress; the sacrificed token has ceased to exist, leaving no card in the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, "Visions of Ruin", "Duress")
    s.battlefield(1, "Sol Ring")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Visions of Ruin")
    d.resolve()
    (treasure,) = d.ids("Treasure", "battlefield", player=0)
    assert d.chars(treasure).types == frozenset({"Artifact"})
    d.mana(0, treasure, "B")
    assert d.state.players[0].mana_pool == {"B": 1}
    assert treasure not in d.state.objects
    assert d.state.players[0].graveyard == [d.find("Visions of Ruin")]
    d.cast(0, "Duress", targets=[1])
    assert not d.state.players[0].mana_pool.get("B")  # the Treasure's {B} paid for it
    d.resolve()
    d.choose(d.find("Shock"))
    assert d.zone_of("Shock") == "graveyard"
