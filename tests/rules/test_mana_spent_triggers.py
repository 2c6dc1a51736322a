"""Mana that carries a triggered ability, "When that mana is spent to cast ..." (CR 106.6,
603.2, 601.2i), and characteristic-defining abilities of spells on the stack (CR 604.3).

The mana ability of Path of Ancestry makes such mana; the carried ability triggers once per
mana spent on a spell that passes its test, checked just after the spell is cast. A pool
counts mana by symbol: such mana is spent first on a spell and last on anything else, and it
leaves with its mana when the pool empties (CR 500.4)."""

from __future__ import annotations

from manastack.rules.characteristics import chars
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

KATILDA = "Katilda, Dawnhart Prime"  # Legendary Creature — Human Warlock {G}{W}
WITCH = "Candlegrove Witch"  # {1}{W} Creature — Human Warlock


def _game(*lands: str) -> Driver:
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(0, "Path of Ancestry", *lands)
    s.hand(0, WITCH, AVIAN_CHANGELING.name)
    s.library(0, "Island", "Swamp")
    return Driver(s.build())


def test_a_mana_abilitys_cost_spends_other_mana_first_keeping_the_carried_ability() -> None:
    """CR 601.2h, 605.3a: Sungrass Prairie's {1} is paid from the pool holding Path of
    Ancestry's {W} and a Plains' {W}; the plain {W} goes, so Path's mana still triggers when it
    is spent on a Human Warlock spell."""
    d = _game("Plains", "Sungrass Prairie")
    d.mana(0, "Path of Ancestry", "W")
    d.mana(0, "Plains", "W")
    d.mana(0, "Sungrass Prairie", "GW")
    assert d.state.players[0].mana_pool == {"W": 2, "G": 1}
    d.cast(0, WITCH)
    assert len(d.state.stack) == 2  # the spell and the carried ability
    assert d.state.players[0].mana_pool == {"G": 1}


def test_a_spell_spends_the_carrying_mana_before_other_mana_of_its_symbol() -> None:
    """CR 601.2h: {W}{W} from two Plains and {W} from Path of Ancestry in the pool, two {W}
    spent on the Witch's {1}{W}: Path's mana is one of them."""
    d = _game("Plains", "Plains")
    d.mana(0, d.ids("Plains")[0], "W")
    d.mana(0, "Path of Ancestry", "W")
    d.mana(0, d.ids("Plains")[1], "W")
    d.cast(0, WITCH)
    assert d.state.players[0].mana_pool == {"W": 1}
    assert len(d.state.stack) == 2


def test_a_changeling_spell_is_every_creature_type_on_the_stack() -> None:
    """CR 604.3, 702.73a: changeling is a characteristic-defining ability; it works on the
    stack too."""
    d = _game("Plains", "Plains")
    sid = d.cast(0, AVIAN_CHANGELING.name)
    assert chars(d.state, sid).subtypes >= CREATURE_TYPES


def test_restricted_mana_is_not_spent_on_a_mana_abilitys_cost() -> None:
    """CR 106.6, 605.3a: Somberwald Sage's mana may be spent only to cast creature spells, so
    Sungrass Prairie's {1} is paid with the Plains' {W}, not with it."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Somberwald Sage", "Plains", "Sungrass Prairie")
    d = Driver(s.build())
    d.mana(0, "Somberwald Sage", "GGG")
    d.mana(0, "Plains", "W")
    d.mana(0, "Sungrass Prairie", "GW")
    assert d.state.players[0].mana_pool == {"G": 4, "W": 1}
    s2 = Scenario(players=2, seed=1)
    s2.battlefield(0, "Somberwald Sage", "Sungrass Prairie")
    d2 = Driver(s2.build())
    d2.mana(0, "Somberwald Sage", "GGG")
    prairie = d2.find("Sungrass Prairie")
    assert not [a for a in d2.game.legal_actions()
                if getattr(a, "source", None) == prairie] or \
        d2.state.players[0].mana_pool == {"G": 3}


def test_each_carrying_mana_spent_during_the_payment_triggers() -> None:
    """CR 601.2g–h, 106.6: the Witch's {1}{W} paid by activating two Paths of Ancestry one
    after the other while it is cast: each mana is spent as it is made, and each carries its
    ability, so two triggers follow the spell."""
    d = _game("Path of Ancestry")
    first, second = d.ids("Path of Ancestry")
    d.cast(0, WITCH, pay=False)
    d.expect("pay_mana")
    d.mana(0, first, "W")
    d.expect("pay_mana")
    d.mana(0, second, "W")
    d.expect("order_triggers")  # two triggered abilities of one player (CR 603.3b)
    while d.decision.kind != "priority":
        d.act(0, d.game.legal_actions()[0])
    assert len(d.state.stack) == 3  # the spell and the two carried abilities
