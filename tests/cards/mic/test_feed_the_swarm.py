"""Feed the Swarm — {1}{B} Sorcery.

Oracle: "Destroy target creature or enchantment an opponent controls. You lose life equal to
that permanent's mana value."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Feed the Swarm")

CARD = "Feed the Swarm"


def _game(*theirs: str, face_down: tuple[str, ...] = (),
          counters: dict[str, int] | None = None) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker", "Charcoal Diamond")
    s.hand(0, CARD)
    if theirs:
        s.battlefield(1, *theirs, counters=counters)
    if face_down:
        s.battlefield(1, *face_down, face_down=True)
    return Driver(s.build())


def test_destroys_an_opponent_s_creature_and_you_lose_its_mana_value() -> None:
    d = _game("Gluttonous Zombie")
    d.cast(0, CARD, targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.life(0) == 15 and d.life(1) == 20


def test_destroys_an_opponent_s_enchantment() -> None:
    d = _game("Mobilization")
    d.cast(0, CARD, targets=[d.find("Mobilization")])
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.life(0) == 17


def test_only_creatures_and_enchantments_of_an_opponent() -> None:
    d = _game("Mobilization", "Glory Seeker", "Sol Ring")
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    legal = d.game.legal_actions()
    assert Choose(d.find("Mobilization")) in legal
    assert Choose(d.find("Glory Seeker", player=1)) in legal
    assert Choose(d.find("Glory Seeker", player=0)) not in legal
    assert Choose(d.find("Sol Ring")) not in legal
    assert Choose(d.find("Charcoal Diamond")) not in legal


@pytest.mark.ruling("MIC-OR-0192")
def test_ruling_illegal_target_no_life_lost() -> None:
    """Official ruling: "If the target permanent is an illegal target by the time Feed the
    Swarm tries to resolve, the spell doesn't resolve. You don't lose any life. If the target is
    legal but not destroyed (most likely because it has indestructible), you do lose life."
    The target dies to Shock first: no life lost; made indestructible by Flare of Faith, it
    survives and its mana value (2) is lost all the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of(CARD) == "graveyard"
    assert d.life(0) == 20

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Plains", "Plains")
    s.hand(1, "Flare of Faith")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Flare of Faith", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.life(0) == 18


@pytest.mark.ruling("MIC-OR-0193")
def test_ruling_mana_value_as_it_last_existed() -> None:
    """Official ruling: "The amount of life you lose is determined by the permanent's mana
    value as it last existed on the battlefield." A face-down Daru Lancer had mana value 0
    (CR 708.2), though the card in the graveyard has mana value 6."""
    d = _game(face_down=("Daru Lancer",))
    d.cast(0, CARD, targets=[d.find("Daru Lancer")])
    d.resolve()
    lancer = d.find("Daru Lancer")
    assert d.zone_of("Daru Lancer") == "graveyard" and d.chars(lancer).mana_value == 6
    assert d.life(0) == 20


@pytest.mark.ruling("MIC-OR-0194")
def test_ruling_x_is_zero_on_the_battlefield() -> None:
    """Official ruling: "If a permanent on the battlefield has {X} in its mana cost, X is
    considered to be 0." Contortionist Troupe ({X}{G}) with three +1/+1 counters: 1 life."""
    d = _game("Contortionist Troupe", counters={"+1/+1": 3})
    troupe = d.find("Contortionist Troupe")
    assert d.chars(troupe).power == 3
    d.cast(0, CARD, targets=[troupe])
    d.resolve()
    assert d.zone_of("Contortionist Troupe") == "graveyard"
    assert d.life(0) == 19


def test_a_transformed_permanent_has_its_front_face_s_mana_value() -> None:
    """CR 712.8e, 202.3b: Storm-Charged Slasher (Reckless Stormseeker, {2}{R}, back face up
    at night) has mana value 3: its destroyer loses 3 life."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Reckless Stormseeker", transformed=True)
    d = Driver(s.build())
    slasher = d.find("Reckless Stormseeker")
    assert d.chars(slasher).name == "Storm-Charged Slasher"
    d.cast(0, CARD, targets=[slasher])
    d.resolve()
    assert d.zone_of("Reckless Stormseeker") == "graveyard"
    assert d.life(0) == 17


def test_a_token_has_mana_value_zero_and_a_copy_of_a_back_face_too() -> None:
    """CR 202.3a, 111.4: a Zombie token has no mana cost: no life lost. CR 712.8e: a token
    copy of Storm-Charged Slasher (made by Croaking Counterpart) has mana value 0 though the
    face it copies counts its front face's {2}{R}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.token(1, "Zombie")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Zombie Token")])
    d.resolve()
    assert not d.ids("Zombie Token", "battlefield") and d.life(0) == 20
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Reckless Stormseeker", transformed=True)
    s.battlefield(1, "Forest", "Island", "Island")
    s.hand(1, "Croaking Counterpart")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Island", "Island")
    s.at("postcombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Croaking Counterpart", targets=[d.find("Reckless Stormseeker")])
    d.resolve()
    (copy,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert d.chars(copy).name == "Storm-Charged Slasher" and d.chars(copy).mana_value == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(0, CARD, targets=[copy])
    d.resolve()
    assert copy not in d.state.battlefield and d.life(0) == 20


def test_an_opponent_s_curse_on_you_is_their_enchantment() -> None:
    """CR 110.2, 303.4: the Curse of Surveillance the opponent controls enchants you; it is
    an enchantment an opponent controls: destroyed, and you lose its mana value, 5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Curse of Surveillance", attached_to=0)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Curse of Surveillance")])
    d.resolve()
    assert d.zone_of("Curse of Surveillance") == "graveyard" and d.life(0) == 15


@pytest.mark.ruling("MIC-OR-0193")
def test_a_morph_turned_face_up_in_response_costs_its_real_mana_value() -> None:
    """CR 708.2, 702.37e, 608.2h: the face-down Daru Lancer is targeted at mana value 0, but
    its controller turns it face up in response (a special action, CR 116.2b); as it last
    existed on the battlefield it was a face-up Daru Lancer, mana value 6: 6 life lost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    assert d.chars(lancer).mana_value == 0
    d.cast(0, CARD, targets=[lancer])
    d.pass_priority()
    d.special(1, "turn_face_up", lancer)
    d.pay()
    assert d.chars(lancer).name == "Daru Lancer"
    d.resolve()
    assert d.zone_of("Daru Lancer") == "graveyard"
    assert d.life(0) == 14


def test_in_two_headed_giant_a_teammate_s_permanents_can_t_be_targeted() -> None:
    """CR 810.1, 102.3: a teammate is no opponent; only the opposing team's creatures and
    enchantments are offered."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Mobilization")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Curse of Surveillance", attached_to=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Elvish Warrior"), d.find("Curse of Surveillance")}
    d.choose(d.find("Curse of Surveillance"))
    d.pay()
    d.resolve()
    assert d.zone_of("Curse of Surveillance") == "graveyard"
    assert d.life(0) == 30 - 5


def test_your_own_creature_or_an_opponent_s_artifact_is_refused_and_nothing_changes() -> None:
    """CR 115.1, 601.2c: choosing its caster's own Glory Seeker or the opponent's Charcoal
    Diamond is refused with an error naming the target's description; the game is unchanged
    and the legal target can still be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, CARD)
    s.battlefield(1, "Elvish Warrior", "Charcoal Diamond")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    before = d.game.fingerprint()
    for name in ("Glory Seeker", "Charcoal Diamond"):
        with pytest.raises(IllegalActionError, match="creature or enchantment an opponent"):
            d.choose(d.find(name))
        assert d.game.fingerprint() == before
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard" and d.life(0) == 18


def test_an_opponent_s_commander_destroyed_may_go_to_the_command_zone() -> None:
    """CR 903.9a: the opponent's commander Katilda, Dawnhart Prime ({G}{W}) is destroyed;
    its owner may put it into the command zone, and the caster loses 2 life, its mana value
    as it last existed on the battlefield (MIC-OR-0193), wherever it went."""
    s = Scenario(players=2, seed=1, format="commander")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    for p in range(2):
        s.library(p, *["Swamp"] * 3)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.expect("commander_zone").player == 1
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert d.life(0) == 40 - 2


def test_an_aura_on_an_indestructible_creature_is_destroyed() -> None:
    """CR 702.12b, 701.8a: indestructible protects only the permanent that has it. Feed the
    Swarm targets the opponent's Crown of Fury; in response the enchanted Glory Seeker (a Human)
    gains indestructible from Flare of Faith. The Aura is still destroyed, its mana value (2)
    is lost, and the creature stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Plains", "Plains")
    s.battlefield(1, "Crown of Fury", attached_to="Glory Seeker")
    s.hand(1, "Flare of Faith")
    d = Driver(s.build())
    seeker, crown = d.find("Glory Seeker"), d.find("Crown of Fury")
    d.cast(0, CARD, targets=[crown])
    d.pass_priority()
    d.cast(1, "Flare of Faith", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Crown of Fury") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.life(0) == 18
