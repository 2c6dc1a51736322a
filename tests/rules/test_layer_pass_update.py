"""A layer pass brought up to date (CR 613): when permanents enter, leave or change and none of
them is the source of a continuous effect, the characteristics of the others are kept from the
pass before and those of the new or changed ones are worked out with the same effects, in the
same layers and order; they are what a whole new pass gives."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.rules.test_layer_pass_effects import same_as_a_whole_pass


def _tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _zombie_lords() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Death Baron", "Glory Seeker", "Swamp", "Swamp",
                  "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker", "Shock")
    s.hand(0, "Smother")
    return Driver(s.build())


def test_a_zombie_token_entering_gets_the_bonuses_and_deathtouch_of_the_lords() -> None:
    """A Zombie token created under Cemetery Reaper ("Other Zombie creatures you control get
    +1/+1") and Death Baron ("other Zombies you control get +1/+1 and have deathtouch") gets
    both bonuses (layer 7c, CR 613.4c) and deathtouch (layer 6, CR 613.1f); the Glory Seeker,
    not a Zombie, gets neither, and the lords keep each other's bonus."""
    d = _zombie_lords()
    reaper, baron = d.find("Cemetery Reaper"), d.find("Death Baron")
    seeker = d.find("Glory Seeker", "battlefield")
    d.activate(0, reaper, targets=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert "Zombie" in c.subtypes and c.controller == 0
    assert (c.power, c.toughness) == (4, 4)
    assert c.has("Deathtouch") and "Deathtouch" in c.keywords
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (3, 3)
    assert (d.chars(baron).power, d.chars(baron).toughness) == (3, 3)
    sc = d.chars(seeker)
    assert (sc.power, sc.toughness) == (2, 2) and not sc.has("Deathtouch")


def test_a_lord_leaving_takes_its_bonus_from_the_token_and_the_other_lord() -> None:
    """Death Baron, the source of an effect, destroyed: its effect ends (CR 611.3a), so the
    token and Cemetery Reaper lose its +1/+1 and deathtouch; the token keeps Cemetery
    Reaper's +1/+1."""
    d = _zombie_lords()
    reaper, baron = d.find("Cemetery Reaper"), d.find("Death Baron")
    d.activate(0, reaper, targets=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    (token,) = _tokens(d)
    d.cast(0, "Smother", targets=[baron])
    d.resolve()
    assert d.zone_of("Death Baron") == "graveyard"
    c = d.chars(token)
    assert (c.power, c.toughness) == (3, 3) and not c.has("Deathtouch")
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (2, 2)


def test_a_creature_that_is_no_source_leaving_changes_no_other_permanent() -> None:
    """The Glory Seeker, which generates no effect, destroyed: the token, Cemetery Reaper and
    Death Baron keep what the lords give them (CR 613.4c, 613.1f)."""
    d = _zombie_lords()
    reaper, baron = d.find("Cemetery Reaper"), d.find("Death Baron")
    d.activate(0, reaper, targets=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    (token,) = _tokens(d)
    d.cast(0, "Smother", targets=[d.find("Glory Seeker", "battlefield")])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=0) == "graveyard"
    c = d.chars(token)
    assert (c.power, c.toughness) == (4, 4) and c.has("Deathtouch")
    assert (d.chars(reaper).power, d.chars(baron).power) == (3, 3)


def test_counters_put_on_a_zombie_add_to_the_lords_bonuses() -> None:
    """Visions of Dominance puts a +1/+1 counter on Gluttonous Zombie and doubles them: its
    two counters apply in layer 7c with the lords' +1/+1 each (CR 613.4c, 122.1a); it keeps
    deathtouch, and the lords keep each other's bonus."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Death Baron", "Gluttonous Zombie", "Forest", "Forest",
                  "Forest")
    s.hand(0, "Visions of Dominance")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    base = d.chars(zombie)
    assert (base.power, base.toughness) == (5, 5) and base.has("Deathtouch")
    d.cast(0, "Visions of Dominance", targets=[zombie])
    d.resolve()
    assert d.state.objects[zombie].counters == {"+1/+1": 2}
    c = d.chars(zombie)
    assert (c.power, c.toughness) == (7, 7) and c.has("Deathtouch")
    reaper, baron = d.find("Cemetery Reaper"), d.find("Death Baron")
    assert (d.chars(reaper).toughness, d.chars(baron).toughness) == (3, 3)


def test_a_lord_entering_gives_its_bonus_to_the_permanents_already_there() -> None:
    """Death Baron entering generates an effect of its own (CR 611.3): Cemetery Reaper, a
    Zombie, gets its +1/+1 and deathtouch as it arrives, the Glory Seeker nothing, and Death
    Baron Cemetery Reaper's +1/+1 (CR 613.4c, 613.1f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Baron")
    d = Driver(s.build())
    reaper, seeker = d.find("Cemetery Reaper"), d.find("Glory Seeker")
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (2, 2)
    d.cast(0, "Death Baron")
    d.resolve()
    baron = d.find("Death Baron", "battlefield")
    rc = d.chars(reaper)
    assert (rc.power, rc.toughness) == (3, 3) and rc.has("Deathtouch")
    assert (d.chars(baron).power, d.chars(baron).toughness) == (3, 3)
    sc = d.chars(seeker)
    assert (sc.power, sc.toughness) == (2, 2) and not sc.has("Deathtouch")


def test_a_lord_destroyed_by_damage_takes_its_bonus_from_the_other_lord() -> None:
    """Two Shocks put 4 damage on Death Baron (3/3 with Cemetery Reaper's bonus): the
    state-based action destroys it (CR 704.5g) once both spells are gone, and Cemetery Reaper
    at once loses its +1/+1 and deathtouch (CR 611.3a, 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Death Baron", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    reaper, baron = d.find("Cemetery Reaper"), d.find("Death Baron")
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (3, 3)
    for _ in range(2):
        d.cast(0, "Shock", targets=[baron])
        d.resolve()
    assert d.zone_of("Death Baron") == "graveyard"
    rc = d.chars(reaper)
    assert (rc.power, rc.toughness) == (2, 2) and not rc.has("Deathtouch")


def test_a_creature_entering_under_saryth_alone_gets_deathtouch_once_tapped_by_attacking() -> None:
    """Saryth, the Viper's Fang alone: its filters ("other tapped creatures you control",
    "other untapped creatures you control") test no creature. Elvish Warrior entering is
    tested, untapped: hexproof (CR 613.1f); tapped as it attacks a turn later (CR 508.1f),
    the filters test it again: deathtouch, no hexproof (MID-RN-193)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Forest", "Forest")
    s.hand(0, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    d.resolve()
    warrior = d.find("Elvish Warrior", "battlefield")
    c = d.chars(warrior)
    assert c.has("Hexproof") and not c.has("Deathtouch")
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    d.to_combat()
    d.attack([warrior])
    assert d.state.objects[warrior].tapped
    c = d.chars(warrior)
    assert c.has("Deathtouch") and not c.has("Hexproof")


def test_the_only_lord_leaving_takes_its_bonus_from_the_zombie_it_gave_it_to() -> None:
    """Cemetery Reaper, the only source of an effect, destroyed by Smother: its effect ends
    (CR 611.3a) and Gluttonous Zombie is a 3/3 again, its +1/+1 gone (CR 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Gluttonous Zombie", "Swamp", "Swamp")
    s.hand(0, "Smother")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    d.cast(0, "Smother", targets=[d.find("Cemetery Reaper")])
    d.resolve()
    assert d.zone_of("Cemetery Reaper") == "graveyard"
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (3, 3)


def test_x_announced_for_a_spell_on_the_stack_is_in_its_mana_value_at_once() -> None:
    """Contortionist Troupe is put on the stack (CR 601.2a) and its characteristics are read
    before X is announced (CR 601.2b); announcing X = 3 changes the spell, whose mana value is
    then 4 (CR 202.3e): the pass brought up to date works the spell out again, with the
    permanents kept."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Contortionist Troupe", zone="hand"), "normal"))
    d.expect("x")
    spell = d.state.stack[0]
    assert d.chars(spell).mana_value == 1
    d.choose(3)
    assert d.chars(spell).mana_value == 4
    d.pay()
    assert d.chars(spell).mana_value == 4


def test_a_lord_pumped_keeps_its_bonus_for_the_others() -> None:
    """Primal Boost gives Cemetery Reaper +4/+4 until end of turn (CR 613.4c): the Reaper is a
    6/6 and Gluttonous Zombie keeps the Reaper's +1/+1, as a whole pass gives them; the next
    turn, the boost gone (CR 514.2), the Reaper is a 2/2 again and the Zombie keeps its bonus."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Gluttonous Zombie", "Forest", "Forest", "Forest")
    s.hand(0, "Primal Boost")
    s.library(0, "Forest", "Forest")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    reaper, zombie = d.find("Cemetery Reaper"), d.find("Gluttonous Zombie")
    d.cast(0, "Primal Boost", targets=[reaper])
    d.resolve()
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (6, 6)
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    assert same_as_a_whole_pass(d)
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (2, 2)
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    assert same_as_a_whole_pass(d)


@pytest.mark.parametrize(("spell", "lands"), [("Threaten", ["Mountain"] * 3),
                                              ("Blatant Thievery", ["Island"] * 7)])
def test_a_lord_taken_gives_its_bonus_to_its_new_controller_s_zombies(
        spell: str, lands: list[str]) -> None:
    """Threaten (until end of turn) or Blatant Thievery (for good) takes player 1's Cemetery
    Reaper, nothing else of it changing (CR 613.1b): "Other Zombie creatures you control" are
    then player 0's (CR 109.5, 611.3a), so player 0's Gluttonous Zombie gets +1/+1 and player
    1's loses it, as a whole pass gives them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", *lands)
    s.battlefield(1, "Cemetery Reaper", "Gluttonous Zombie")
    s.hand(0, spell)
    d = Driver(s.build())
    mine = d.find("Gluttonous Zombie", player=0)
    theirs = d.find("Gluttonous Zombie", player=1)
    assert (d.chars(mine).power, d.chars(theirs).power) == (3, 4)
    d.cast(0, spell, targets=[d.find("Cemetery Reaper")])
    d.resolve()
    assert d.chars(d.find("Cemetery Reaper")).controller == 0
    assert (d.chars(mine).power, d.chars(theirs).power) == (4, 3)
    assert same_as_a_whole_pass(d)


def test_boots_moved_to_another_creature_take_hexproof_and_haste_with_them() -> None:
    """Swiftfoot Boots equipped to Glory Seeker, then to Elvish Warrior: "Equipped creature"
    is the Warrior now (CR 301.5c, 611.3a): it has hexproof and haste (layer 6, CR 613.1f),
    the Seeker neither, as a whole pass gives them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Hexproof") and not d.chars(warrior).has("Hexproof")
    d.activate(0, "Swiftfoot Boots", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).has("Hexproof") and d.chars(warrior).has("Haste")
    assert not d.chars(seeker).has("Hexproof") and not d.chars(seeker).has("Haste")
    assert same_as_a_whole_pass(d)


def test_boots_destroyed_take_hexproof_and_haste_from_the_creature_they_equipped() -> None:
    """Swiftfoot Boots equipped to Glory Seeker are destroyed by Naturalize: their effect ends
    (CR 611.3a), and the Seeker has neither hexproof nor haste, as a whole pass gives it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Forest", "Forest", "Glory Seeker",
                  "Elvish Warrior")
    s.hand(0, "Naturalize")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Hexproof") and d.chars(seeker).has("Haste")
    d.cast(0, "Naturalize", targets=[d.find("Swiftfoot Boots")])
    d.resolve()
    assert d.zone_of("Swiftfoot Boots") == "graveyard"
    assert not d.chars(seeker).has("Hexproof") and not d.chars(seeker).has("Haste")
    assert not d.chars(d.find("Elvish Warrior")).has("Hexproof")
    assert same_as_a_whole_pass(d)


def test_boots_destroyed_leave_the_lords_bonus_on_the_zombie_they_equipped() -> None:
    """Swiftfoot Boots equipped to Gluttonous Zombie are destroyed by Naturalize: the Zombie
    loses hexproof and haste (CR 611.3a) and keeps Cemetery Reaper's +1/+1 (CR 613.4c), a
    4/4, as a whole pass gives it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Forest", "Forest")
    s.battlefield(0, "Gluttonous Zombie", label="zombie")
    s.battlefield(0, "Swiftfoot Boots", attached_to="zombie")
    s.hand(0, "Naturalize")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    assert d.chars(zombie).has("Hexproof") and d.chars(zombie).power == 4
    d.cast(0, "Naturalize", targets=[d.find("Swiftfoot Boots")])
    d.resolve()
    c = d.chars(zombie)
    assert not c.has("Hexproof") and not c.has("Haste")
    assert (c.power, c.toughness) == (4, 4)
    assert same_as_a_whole_pass(d)


def test_boots_moved_after_a_lord_left_take_hexproof_from_the_creature_they_equipped() -> None:
    """Swiftfoot Boots equipped to Glory Seeker; Cemetery Reaper destroyed by Smother, then
    the Boots equipped to Elvish Warrior: the Seeker, which they equipped since before the
    Reaper left, has hexproof and haste no more (CR 301.5c, 611.3a), the Warrior has them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Swamp", "Swamp", "Plains", "Elvish Warrior")
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Swiftfoot Boots", attached_to="seeker")
    s.hand(0, "Smother")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert d.chars(seeker).has("Hexproof")
    d.cast(0, "Smother", targets=[d.find("Cemetery Reaper")])
    d.resolve()
    assert d.zone_of("Cemetery Reaper") == "graveyard" and d.chars(seeker).has("Hexproof")
    d.activate(0, "Swiftfoot Boots", targets=[warrior])
    d.resolve()
    assert not d.chars(seeker).has("Hexproof") and not d.chars(seeker).has("Haste")
    assert d.chars(warrior).has("Hexproof")
    assert same_as_a_whole_pass(d)


def test_shared_triumph_destroyed_takes_its_bonus_from_the_creatures_of_the_chosen_type() -> None:
    """Shared Triumph, Soldier chosen, gives Glory Seeker (a Human Soldier) +1/+1; destroyed by
    Naturalize, its effect ends (CR 611.3a): the Seeker is a 2/2 again, as a whole pass gives
    it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest")
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.hand(0, "Naturalize")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.cast(0, "Naturalize", targets=[d.find("Shared Triumph")])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    assert same_as_a_whole_pass(d)
