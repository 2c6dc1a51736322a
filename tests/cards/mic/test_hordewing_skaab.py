"""Hordewing Skaab — {4}{U} Creature — Zombie Horror 3/3.

Oracle: "Flying / Other Zombies you control have flying. / Whenever one or more Zombies you
control deal combat damage to one or more of your opponents, you may draw cards equal to the
number of opponents dealt damage this way. If you do, discard that many cards."
Rulings covered: MIC-RN-032, MIC-OR-0032, MIC-RN-033, MIC-OR-0033.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hordewing Skaab")

CARD = "Hordewing Skaab"


def _to_trigger(d: Driver) -> None:
    """Pass through combat until the trigger's "may" is asked."""
    for _ in range(30):
        dec = d.decision
        if dec.kind == "may":
            return
        if dec.kind == "declare_blockers":
            d.block()
        elif dec.kind == "priority" and d.state.stack:
            d.resolve()
        else:
            d.pass_priority()
    raise AssertionError("no trigger")


def _hand(d: Driver) -> int:
    return len(d.state.players[0].hand)


def test_other_zombies_have_flying_and_each_opponent_hit_draws_one() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Forest", "Plains", "Island")
    s.hand(0, "Swamp", "Mountain")
    d = Driver(s.build())
    mine = d.find("Gluttonous Zombie", player=0)
    assert d.chars(mine).has("Flying")
    assert not d.chars(d.find("Glory Seeker")).has("Flying")
    assert not d.chars(d.find("Gluttonous Zombie", player=1)).has("Flying")  # not yours
    d.to_combat()
    d.attack({d.find(CARD): 1, mine: 2, d.find("Glory Seeker"): 1})
    _to_trigger(d)
    assert len(d.state.stack) == 1  # once for the whole combat damage step
    d.choose(True)
    assert _hand(d) == 4  # two opponents: two cards drawn
    d.expect("discard")
    for c in d.state.players[0].hand[:2]:
        d.choose(c)
    assert _hand(d) == 2


def test_an_opponent_hit_only_by_a_non_zombie_doesnt_count() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.library(0, "Forest", "Plains")
    s.hand(0, "Swamp", "Mountain")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(CARD): 1, d.find("Glory Seeker"): 2})
    _to_trigger(d)
    assert d.life(2) == 18 and d.life(1) == 17
    d.choose(True)
    assert len(d.state.players[0].library) == 1  # one card: one opponent hit by a Zombie
    d.choose(d.find("Swamp", "hand"))
    assert _hand(d) == 2


def test_may_decline() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    _to_trigger(d)
    d.choose(False)
    assert _hand(d) == 0 and d.zone_of("Forest") == "library"


@pytest.mark.ruling("MIC-RN-032", "MIC-OR-0032")
def test_discards_as_many_as_opponents_hit_even_if_the_draw_was_replaced() -> None:
    """Words of Worship replaces the draw with gaining 5 life: one card is still discarded."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Words of Worship", "Plains")
    s.library(0, "Forest")
    s.hand(0, "Swamp")
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.to_combat()
    d.attack([d.find(CARD)])
    _to_trigger(d)
    d.choose(True)
    assert d.life(0) == 25  # the draw was replaced
    assert d.zone_of("Forest") == "library"
    assert d.zone_of("Swamp") == "graveyard"  # one opponent: one card discarded
    assert _hand(d) == 0


@pytest.mark.ruling("MIC-RN-033", "MIC-OR-0033")
def test_first_strike_and_regular_damage_trigger_twice_counting_each_step() -> None:
    """Lunar Frenzy (X=0) gives Gluttonous Zombie first strike: it hits opponent 1 in the
    first combat damage step (one opponent), then the Skaab and Severed Legion hit opponents
    2 and 1 in the second (two opponents)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Severed Legion", "Mountain")
    s.library(0, "Forest", "Plains", "Island", "Swamp")
    s.hand(0, "Lunar Frenzy")
    d = Driver(s.build())
    d.cast(0, "Lunar Frenzy", targets=[d.find("Gluttonous Zombie")], x=0)
    d.resolve()
    d.to_combat()
    d.attack({d.find("Gluttonous Zombie"): 1, d.find(CARD): 2, d.find("Severed Legion"): 1})
    _to_trigger(d)
    assert d.life(1) == 17 and d.life(2) == 20  # first-strike damage only so far
    d.choose(True)
    # one card drawn, and the only card in hand discarded
    assert len(d.state.players[0].library) == 3
    assert d.zone_of("Forest") == "graveyard"
    _to_trigger(d)
    assert d.life(1) == 15 and d.life(2) == 17
    d.choose(True)
    assert len(d.state.players[0].library) == 1  # two more drawn
    assert d.zone_of("Plains") == "graveyard" and d.zone_of("Island") == "graveyard"
    assert _hand(d) == 0


def test_one_zombie_hitting_for_one_while_another_is_blocked_triggers_it() -> None:
    """CR 510.2, 603.2: the combat damage is dealt at once; the Skaab blocked by Dive Bomber
    deals its damage to that creature, Festering Goblin (a Zombie, flying from the Skaab)
    deals 1 to the opponent: that is combat damage to an opponent, and it triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Festering Goblin")
    s.battlefield(1, "Dive Bomber")
    s.library(0, "Forest", "Plains", "Island")
    s.hand(0, "Swamp")
    d = Driver(s.build())
    skaab, goblin = d.find(CARD), d.find("Festering Goblin")
    d.to_combat()
    d.attack([skaab, goblin])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Dive Bomber"): skaab})
    _to_trigger(d)
    assert d.life(1) == 19
    d.choose(True)
    assert _hand(d) == 2


def test_a_lifelink_zombie_hitting_first_doesnt_hide_the_other_opponent() -> None:
    """CR 510.2, 702.15b: the Skaab, given lifelink by Angelfire Ignition, hits player 1 and
    Gluttonous Zombie hits player 2 in the same combat damage step; the life gained from
    lifelink is part of that damage event, so both opponents count: two cards drawn."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Mountain", "Plains", "Plains")
    s.hand(0, "Angelfire Ignition")
    s.library(0, "Forest", "Plains", "Island")
    d = Driver(s.build())
    skaab = d.find(CARD)
    d.cast(0, "Angelfire Ignition", targets=[skaab])
    d.resolve()
    d.to_combat()
    d.attack({skaab: 1, d.find("Gluttonous Zombie"): 2})
    _to_trigger(d)
    assert d.life(0) == 25 and d.life(1) == 15 and d.life(2) == 17
    d.choose(True)
    assert len(d.state.players[0].library) == 1  # two opponents: two cards drawn
    assert _hand(d) == 0  # and both discarded (the only cards in hand)


def test_a_face_down_zombie_doesnt_fly_until_turned_up() -> None:
    """CR 708.2: face down, Haunted Cadaver is a typeless 2/2: it doesn't get flying; turned
    face up for {1}{B} it is a Zombie and flies (CR 702.37e)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    assert not d.chars(cadaver).has("Flying")
    d.special(0, "turn_face_up", cadaver)
    d.pay()
    assert d.chars(cadaver).has("Flying")


def test_flying_ends_when_the_skaab_leaves() -> None:
    """CR 611.3a: once Hordewing Skaab is gone (Pinpoint Avalanche), the other Zombie no longer
    has flying."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Pinpoint Avalanche")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    assert d.chars(zombie).has("Flying")
    d.cast(1, "Pinpoint Avalanche", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not d.chars(zombie).has("Flying")


def test_made_to_read_elf_other_elves_fly_zombies_dont() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Hordewing Skaab (an Elf Horror): other Elves
    you control have flying, Zombies don't."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Elvish Warrior", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    skaab = d.find(CARD)
    assert d.chars(d.find("Gluttonous Zombie")).has("Flying")
    d.cast(0, "Artificial Evolution", targets=[skaab])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(skaab).subtypes == {"Elf", "Horror"}
    assert not d.chars(d.find("Gluttonous Zombie")).has("Flying")
    assert d.chars(d.find("Elvish Warrior")).has("Flying")


def test_made_to_read_elf_only_elves_hitting_count_for_the_draw() -> None:
    """CR 612.2: Zombie changed to Elf on Hordewing Skaab replaces both instances in the
    trigger ("Whenever one or more Elves you control deal combat damage to one or more of your
    opponents, you may draw cards equal to the number of opponents dealt damage this way"):
    Elvish Warrior hits player 1 and Gluttonous Zombie player 2, so it triggers and draws one
    card, then discards one; the text reads Elves, 「エルフ」 in Japanese."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Elvish Warrior", "Island")
    s.hand(0, "Artificial Evolution", "Swamp")
    s.library(0, "Forest", "Plains", "Island")
    d = Driver(s.build())
    skaab = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[skaab])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    shown = next(o for o in d.game.view(0)["battlefield"] if o["id"] == skaab)
    assert "Whenever one or more Elves you control deal combat damage" in shown["text"]
    assert "１体以上のエルフが１人以上の対戦相手に戦闘ダメージを与えるたび" in shown["text_ja"]
    d.to_combat()
    d.attack({d.find("Elvish Warrior"): 1, d.find("Gluttonous Zombie"): 2})
    _to_trigger(d)
    assert d.life(1) == 18 and d.life(2) == 17  # Elvish Warrior 2/3, Gluttonous Zombie 3/3
    d.choose(True)
    assert len(d.state.players[0].library) == 2  # one opponent hit by an Elf: one card
    d.choose(d.find("Swamp", "hand"))
    assert _hand(d) == 1 and d.zone_of("Swamp") == "graveyard"


def test_made_to_read_elf_zombies_hitting_dont_trigger_it() -> None:
    """CR 612.2: with Zombie changed to Elf, only Gluttonous Zombie (no longer counted) deals
    combat damage: the Skaab doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Island")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    skaab = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[skaab])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.to_combat()
    d.attack({d.find("Gluttonous Zombie"): 1})
    while d.state.step.name != "END_OF_COMBAT":
        assert d.decision.kind != "may" and not d.state.stack
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 17 and len(d.state.players[0].library) == 2
