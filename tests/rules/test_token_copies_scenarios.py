"""Tokens created at once (CR 111.1): the token copies one instruction creates enter the
battlefield together, so each one's "whenever another creature enters" ability sees the others
(CR 603.6a), and none counts another as already on the battlefield for what it enters with
(CR 614.12; Stag Beetle: "The value of X is calculated once, as Stag Beetle is entering the
battlefield")."""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _hour_of_eternity(*cards: str, battlefield: tuple[str, ...] = ()) -> Driver:
    """Player 0 casts Hour of Eternity with X = the number of ``cards``, exiling them from
    the graveyard for 4/4 black Zombie token copies."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.battlefield(0, *["Island"] * (3 + 2 * len(cards)), *battlefield)
    s.graveyard(0, *cards)
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    targets = [o for name in dict.fromkeys(cards) for o in d.ids(name, zone="graveyard")]
    d.cast(0, "Hour of Eternity", x=len(cards), targets=targets)
    d.resolve()
    return d


def test_tokens_entering_together_each_see_the_other_enter() -> None:
    """CR 603.6a, 111.1: two Lunarch Veteran tokens enter at once; each one's "Whenever
    another creature enters the battlefield under your control, you gain 1 life" triggers
    for the other: two abilities, 2 life."""
    d = _hour_of_eternity("Lunarch Veteran", "Lunarch Veteran")
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 22


@pytest.mark.parametrize("cards", [("Stag Beetle", "Glory Seeker"),
                                   ("Glory Seeker", "Stag Beetle")])
def test_a_token_entering_with_x_counters_doesnt_count_one_entering_with_it(
        cards: tuple[str, str]) -> None:
    """CR 614.12: the Stag Beetle token's "enters with X +1/+1 counters, where X is the
    number of other creatures on the battlefield" counts Wellwisher, not the Glory Seeker
    token entering at the same time, whichever card was chosen first: one counter, a 5/5."""
    d = _hour_of_eternity(*cards, battlefield=("Wellwisher",))
    [beetle] = [o for o in d.ids("Stag Beetle", zone="battlefield")]
    assert d.state.objects[beetle].counters == {"+1/+1": 1}
    assert (d.chars(beetle).power, d.chars(beetle).toughness) == (5, 5)
    assert d.ids("Glory Seeker", zone="battlefield")


def _hour_at_night(card: str, opponent: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, card)
    s.hand(0, "Hour of Eternity")
    if opponent:
        s.battlefield(1, *opponent)
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find(card, zone="graveyard")])
    d.resolve()
    return d


def test_a_double_faced_token_copy_made_at_night_enters_front_face_up_then_transforms() -> None:
    """CR 702.145b, 707.8a, 603.6a, 702.145c, 610.3: daybound's "If it is night and this
    permanent is represented by a double-faced card, it enters transformed" doesn't apply to
    a double-faced token. At night Hour of Eternity's 4/4 black Zombie copy of a Brutal Cathar
    card enters front face up, as Brutal Cathar, so its enters ability triggers; it transforms
    at once into Moonrage Brute (still a 4/4 black Zombie), and the ability still exiles
    player 1's Glory Seeker until the token leaves the battlefield."""
    d = _hour_at_night("Brutal Cathar", opponent=("Glory Seeker",))
    [token] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    c = d.chars(token)
    assert d.state.objects[token].face == 1 and c.name == "Moonrage Brute"
    assert (c.power, c.toughness, c.colors) == (4, 4, frozenset("B"))
    assert d.state.day_night == "night"
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.objects[token].face == 1



def test_copies_of_a_sacrificed_creature_use_its_last_state_though_its_card_has_moved_on(
) -> None:
    """CR 608.2h, 707.2, 603.3: Clone, a copy of Gluttonous Zombie, is sacrificed to Cleaver
    Skaab ("Create two tokens that are copies of the sacrificed creature"). Prowling
    Geistcatcher's ability ("Whenever you sacrifice another creature, exile it") triggers on
    the sacrifice and resolves first: the Clone card is exiled, a plain Clone again. The
    Skaab's ability still uses the creature as it last existed on the battlefield: two
    Gluttonous Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cleaver Skaab", "Prowling Geistcatcher", "Gluttonous Zombie",
                  *["Island"] * 7)
    s.hand(0, "Clone")
    s.library(0, "Plains", "Island")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Gluttonous Zombie"))
    clone = d.find("Clone", "battlefield")
    d.activate(0, "Cleaver Skaab", choices=[clone])
    assert len(d.state.stack) == 2  # the Geistcatcher's trigger above the Skaab's ability
    d.resolve()
    assert d.zone_of("Clone") == "exile"
    d.resolve()
    made = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(made) == 2
    for t in made:
        c = d.chars(t)
        assert c.name == "Gluttonous Zombie"
        assert (c.power, c.toughness) == (3, 3) and c.has("Fear")
