"""Acceptance scenarios for numbers and X (CR 107): {X} in a mana cost is 0 in every zone but
the stack (107.3g, 202.3e), each {X} of a cost is paid for separately (107.3, 202.1), cost
reductions apply to the generic mana X stands for once X is announced (601.2f, 107.3), a
permanent put onto the battlefield without being cast has X 0 for its "enters with X" (107.3m),
an X the text defines is counted as the ability resolves (107.3c), a copy of a spell has its
X (707.10, 107.3m, 202.3e), a negative result is 0 (107.1b: "+X/+X" with X a negative power
is +0/+0) and "half, rounded up/down" (107.1a).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import DOUBLE_MAJOR


def test_x_in_the_mana_cost_of_a_card_revealed_from_a_library_is_zero() -> None:
    """CR 107.3g, 202.3e: Erratic Explosion reveals Hour of Eternity ({X}{X}{U}{U}{U}) from the
    library: its mana value there is 3, and 3 damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Hour of Eternity", "Forest")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    assert d.life(1) == 17


def test_the_mana_value_of_an_exiled_permanent_with_x_counts_x_as_zero() -> None:
    """CR 107.3g, 608.2h: Ruinous Intrusion exiles Riptide Replicator, cast with X=3; its mana
    value as it last existed on the battlefield is 4, so four +1/+1 counters are put."""
    s = Scenario(seed=1)
    s.battlefield(1, "Riptide Replicator", chosen={"x": 3, "color": "blue", "creature_type": "Elf"},
                  counters={"charge": 3})
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Ruinous Intrusion")
    d = Driver(s.build())
    d.cast(0, "Ruinous Intrusion", targets=[d.find("Riptide Replicator"), d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Riptide Replicator") == "exile"
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 4}


def test_a_cost_reduction_reduces_the_generic_mana_x_stands_for() -> None:
    """CR 601.2f, 107.3: with Storm Skreelix, Light Up the Night cast with X=3 costs {2}{R}
    (the reduction takes {1} off the {3} X stands for); X is still 3: 3 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Light Up the Night", targets=[1], x=3, pay=False)
    assert d.decision.kind == "pay_mana" and "{2}{R}" in d.decision.prompt
    d.pay()
    d.resolve_all()  # Storm Skreelix's trigger, then the spell
    assert d.life(1) == 17


def test_each_x_of_a_cost_is_paid_for() -> None:
    """CR 107.3, 202.1: Dark Salvation ({X}{X}{B}) with X=2 costs {4}{B}, and X is 2: two
    Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Dark Salvation")
    d = Driver(s.build())
    d.cast(0, "Dark Salvation", targets=[0], x=2, pay=False)
    assert d.decision.kind == "pay_mana" and "{4}{B}" in d.decision.prompt
    d.pay()
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 2


def test_a_permanent_with_x_returned_from_a_graveyard_enters_with_x_zero() -> None:
    """CR 107.3m: Mikaeus, the Lunarch ({X}{W}, "enters with X +1/+1 counters") returned by
    Diregraf Rebirth wasn't cast: X is 0, it enters with no counter and dies as a 0/0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.hand(0, "Diregraf Rebirth")
    s.graveyard(0, "Mikaeus, the Lunarch")
    d = Driver(s.build())
    card = d.find("Mikaeus, the Lunarch")
    d.cast(0, "Diregraf Rebirth", targets=[card])
    d.resolve()
    entered = [e.new_obj for e in d.game.log if e.kind == "zone_change" and e.obj == card]
    assert len(entered) == 1
    died = [e for e in d.game.log if e.kind == "zone_change" and e.obj == entered[0]]
    assert [(e.from_zone.value, e.to_zone.value) for e in died] == [("battlefield", "graveyard")]
    assert d.zone_of("Mikaeus, the Lunarch") == "graveyard"


def test_a_bonus_of_a_negative_power_is_plus_zero() -> None:
    """CR 107.1b (its Chameleon Colossus example): Sigardian Zealot (3/3) has two -1/-1
    counters and Startle's -2/-0, so its power is -1 as its beginning-of-combat ability
    resolves. "+X/+X, where X is Sigardian Zealot's power" uses 0 for the negative X: Glory
    Seeker, chosen, gets +0/+0 and stays 2/2 (not -1/-1: 1/1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigardian Zealot", counters={"-1/-1": 2})
    s.battlefield(0, "Glory Seeker", "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    zealot, seeker = d.find("Sigardian Zealot"), d.find("Glory Seeker")
    d.cast(0, "Startle", targets=[zealot])
    d.resolve()
    assert d.chars(zealot).power == -1
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()  # the beginning of combat: the Zealot's ability goes on the stack
    d.resolve()
    d.choose(seeker)
    d.choose(None)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    assert d.chars(seeker).has("Vigilance")


@pytest.mark.parametrize(("zombies", "pt"), [(0, (6, 5)), (2, (4, 3))])
def test_minus_x_of_a_count_shrinks_by_that_count(zombies: int, pt: tuple[int, int]) -> None:
    """CR 107.1b: the 0 for a negative result is for X itself, not for the bonus "-X/-X":
    Feeding Frenzy ("-X/-X, where X is the number of Zombies") makes Krosan Tusker (6/5) 4/3
    with two Zombies, and leaves it 6/5 with none (-0/-0)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", *["Gluttonous Zombie"] * zombies)
    s.battlefield(1, "Krosan Tusker")
    s.hand(0, "Feeding Frenzy")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Feeding Frenzy", targets=[tusker])
    d.resolve()
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == pt


def test_x_defined_by_the_text_is_counted_as_the_ability_resolves() -> None:
    """CR 107.3c, 113.7a, 608.2h: Sparksmith's "X damage ..., where X is the number of Goblins
    on the battlefield" is activated with two Goblins; Shock kills Sparksmith in response. X
    may change while the ability is on the stack: it resolves with one Goblin (Goblin Sky
    Raider), and Sparksmith, gone, is still the source: 1 damage to Krosan Tusker and 1 to
    player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Goblin Sky Raider")
    s.battlefield(1, "Krosan Tusker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    sparksmith, tusker = d.find("Sparksmith"), d.find("Krosan Tusker")
    d.activate(0, sparksmith, targets=[tusker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[sparksmith])
    d.resolve()
    assert d.zone_of("Sparksmith") == "graveyard"
    d.resolve()
    hits = [(e.source, e.obj, e.player, e.amount) for e in d.game.log if e.kind == "damage"]
    assert hits[-2:] == [(sparksmith, tusker, None, 1), (sparksmith, None, 0, 1)]
    assert d.state.objects[tusker].damage == 1
    assert d.life(0) == 19


def test_a_copy_of_a_creature_spell_with_x_has_that_x() -> None:
    """CR 707.10, 202.3e, 107.3m: Mikaeus, the Lunarch ({X}{W}) is cast with X=2; Double Major
    copies it. The copy has the same X: its mana value on the stack is 3, and the token it
    becomes enters with two +1/+1 counters ("enters with X +1/+1 counters")."""
    assert DOUBLE_MAJOR
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Island")
    s.hand(0, "Mikaeus, the Lunarch", "Double Major")
    d = Driver(s.build())
    spell = d.cast(0, "Mikaeus, the Lunarch", x=2)
    d.cast(0, "Double Major", targets=[spell])
    d.resolve()
    copy = d.state.stack[-1]
    assert copy != spell and d.chars(copy).mana_value == 3
    d.resolve()
    (token,) = d.ids("Mikaeus, the Lunarch", "battlefield")
    assert d.state.objects[token].is_token
    assert d.state.objects[token].counters == {"+1/+1": 2}
    d.resolve()
    assert sorted(d.state.objects[o].counters["+1/+1"]
                  for o in d.ids("Mikaeus, the Lunarch", "battlefield")) == [2, 2]
