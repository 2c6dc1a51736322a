"""Sigarda, Heron's Grace — {3}{G}{W} Legendary Creature — Angel 4/5.

Oracle: "Flying / You and Humans you control have hexproof. / {2}, Exile a card from your
graveyard: Create a 1/1 white Human Soldier creature token."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Sigarda, Heron's Grace"
pytestmark = pytest.mark.card(CARD)

WITCH = "Candlegrove Witch"  # Human Warlock
WOLF = "Bounding Wolf"  # Wolf


def _game(graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, WITCH, WOLF, "Forest", "Forest")
    s.graveyard(0, *graveyard)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


def _shock_targets(d: Driver) -> set[object]:
    """What the opponent's Shock may target ("any target", CR 115.4)."""
    d.pass_priority()
    d.act(1, next(a for a in d.game.legal_actions() if a.__class__.__name__ == "CastSpell"))
    return {a.value for a in d.decision.actions}


def test_flying() -> None:
    d = _game()
    assert "Flying" in d.chars(d.find(CARD)).keywords


def test_you_and_your_humans_have_hexproof() -> None:
    """CR 113.1b, 702.11c: "You ... have hexproof" gives Sigarda's controller, a player, an
    ability: player 1's Shock can't target player 0 or their Human, but can target player 1."""
    d = _game()
    witch, wolf = d.find(WITCH), d.find(WOLF)
    assert "Hexproof" in d.chars(witch).keywords
    assert "Hexproof" not in d.chars(wolf).keywords
    opts = _shock_targets(d)
    assert wolf in opts and d.find(CARD) in opts and 1 in opts  # the opponent: player 1
    assert witch not in opts and 0 not in opts  # a Human of yours and you (CR 702.11c)


def test_exile_a_card_from_your_graveyard_to_make_a_human_soldier() -> None:
    d = _game(graveyard=("Glory Seeker",))
    d.activate(0, CARD, choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    token = d.state.battlefield[-1]
    c = d.chars(token)
    assert c.subtypes == {"Human", "Soldier"} and c.colors == {"W"}
    assert (c.power, c.toughness) == (1, 1)
    assert "Hexproof" in c.keywords  # a Human: hexproof from Sigarda


def test_no_card_in_the_graveyard_no_activation() -> None:
    d = _game()
    sig = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == sig]


def test_its_controller_may_still_target_their_own_humans() -> None:
    """CR 702.11b: hexproof stops only opponents' spells and abilities: Flare of Faith cast
    by Sigarda's controller targets their Candlegrove Witch (a Human: +3/+3 and
    indestructible)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, WITCH, "Plains", "Plains")
    s.hand(0, "Flare of Faith")
    d = Driver(s.build())
    witch = d.find(WITCH)
    d.cast(0, "Flare of Faith", targets=[witch])
    d.resolve()
    c = d.chars(witch)
    assert (c.power, c.toughness) == (5, 5) and "Indestructible" in c.keywords


def test_an_opponent_s_humans_don_t_get_hexproof() -> None:
    """"Humans you control": the opponent's Glory Seeker (Human Soldier) has no hexproof
    and its controller's Shock may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert "Hexproof" not in d.chars(seeker).keywords
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_an_opponent_can_t_enchant_you_with_a_curse() -> None:
    """CR 702.11c, 303.4a: an Aura spell with enchant player targets the player it will
    enchant; the opponent's Curse of Surveillance may target only its caster, not Sigarda's
    controller."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Curse of Surveillance")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.act(1, CastSpell(d.find("Curse of Surveillance", "hand")))
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1}


def test_the_token_ability_at_instant_speed_once_per_card_exiled() -> None:
    """CR 602.2, 117.1b: activated in the opponent's turn, twice with two cards in the
    graveyard and four lands; then no card is left to exile and it can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest", "Plains", "Plains", "Forest")
    s.graveyard(0, "Glory Seeker", "Shock")
    s.at("upkeep", active=1, priority=0)
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Glory Seeker", "graveyard")])
    d.activate(0, CARD, choices=[d.find("Shock", "graveyard")])
    d.resolve_all()
    assert len(d.ids("Human Soldier Token", "battlefield", player=0)) == 2
    assert not d.state.players[0].graveyard
    sig = d.find(CARD)
    d.pass_priority()
    assert d.decision.player == 0 and d.state.step.name == "UPKEEP"
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == sig]


def test_an_opponent_s_curse_of_surveillance_can_t_make_you_draw() -> None:
    """CR 702.11c, 115.1: three players; player 1's Curse of Surveillance enchants player 2.
    In player 2's upkeep its controller chooses among players other than player 2, but not
    Sigarda's controller, who has hexproof: only player 1 may be chosen."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Curse of Surveillance", attached_to=2)
    for p in range(3):
        s.library(p, "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while d.decision.kind != "target":
        d.pass_priority()
    assert d.state.active == 2 and d.decision.player == 1
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1, None}


def test_a_creature_made_a_human_gains_hexproof_a_face_down_one_has_none() -> None:
    """CR 613.1d, 613.1f, 708.2a: Mistform Dreamer made a Human has hexproof (the type is set
    before abilities are added); a face-down Daru Lancer (a Human Soldier card) has no
    creature type and no hexproof, so the opponent's Shock may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mistform Dreamer", "Island")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    dreamer, lancer = d.find("Mistform Dreamer"), d.find("Daru Lancer")
    assert "Hexproof" not in d.chars(dreamer).keywords
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Human")
    assert "Hexproof" in d.chars(dreamer).keywords
    assert "Hexproof" not in d.chars(lancer).keywords
    opts = _shock_targets(d)
    assert lancer in opts and dreamer not in opts


def test_a_card_from_an_opponent_s_graveyard_can_t_pay_the_cost() -> None:
    """"Exile a card from *your* graveyard" (CR 601.2h, 602.2b): naming the opponent's card to
    pay the cost is refused with an error that says so, and the game is left as it was."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.graveyard(0, "Shock")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="only a card in your graveyard"):
        d.activate(0, CARD, choices=[d.find("Glory Seeker", "graveyard")])
    assert d.game.fingerprint() == before
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Shock") == "graveyard"


def test_sigarda_gone_before_the_token_ability_resolves_the_token_is_still_made() -> None:
    """CR 113.7a: the token ability resolves without its source; the Human Soldier is created,
    but with Sigarda gone it has no hexproof (CR 611.3a: her static ability no longer
    applies)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Glory Seeker", "graveyard")])
    d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    [token] = d.ids("Human Soldier Token", "battlefield", player=0)
    assert "Hexproof" not in d.chars(token).keywords


def test_two_headed_giant_only_its_controller_has_hexproof() -> None:
    """CR 810.5, 702.11c: "you" is Sigarda's controller alone; the opposing team's Shock may
    target her controller's teammate but not her controller."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    d.act(2, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    opts = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert 1 in opts and 0 not in opts


def test_human_made_to_read_elf_elves_have_hexproof_and_tokens_are_elf_soldiers() -> None:
    """CR 612.2, 612.2a: Human changed to Elf on Sigarda (an Angel, unchanged): Elves you
    control have hexproof, Humans don't (you still do); its ability creates a 1/1 white Elf
    Soldier Token, which has hexproof."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, WITCH, "Wellwisher", "Forest", "Forest", "Island")
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    sig = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[sig])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    assert d.chars(sig).subtypes == {"Angel"}
    assert not d.chars(d.find(WITCH)).has("Hexproof")
    assert d.chars(d.find("Wellwisher")).has("Hexproof")
    d.activate(0, CARD, choices=[d.find("Glory Seeker")])
    d.resolve()
    token = d.find("Elf Soldier Token", "battlefield")
    c = d.chars(token)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf", "Soldier"}, {"W"}, 1, 1)
    assert c.has("Hexproof")
