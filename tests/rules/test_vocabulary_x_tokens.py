"""Vocabulary: X/X tokens (``CreateToken(..., x=amount)``, CR 111.3), the amount
``TotalPower(ref)`` (CR 208.1, 608.2h) and ``ChooseObjects(..., among=ref)`` (choose only among
objects an earlier step found), tested with a hypothetical spell defined for the test;
Stitcher Geralf (tests/cards/mic/test_stitcher_geralf.py) uses all three.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.prelude import (
    CREATURE_YOU_CONTROL,
    All,
    ChooseObjects,
    CreateToken,
    TokenSpec,
    TotalPower,
    spell,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

ELEMENTAL = TokenSpec(subtypes=("Elemental",), colors="G", power=0, toughness=0)
GATHER = "Gather the Strength (test)"
define_card(GATHER, "{G}", "Sorcery",
            "Choose a creature you control. Create an X/X green Elemental creature token, where "
            "X is the total power of creatures you control.",
            abilities=[spell(ChooseObjects(CREATURE_YOU_CONTROL, "picked",
                                           among=All(CREATURE_YOU_CONTROL.but(
                                               subtypes=("Human",)))),
                             CreateToken(ELEMENTAL, x=TotalPower(All(CREATURE_YOU_CONTROL))))])


def test_x_x_token_takes_the_total_power_as_it_is_created() -> None:
    """Glory Seeker (2) and Wretched Anurid (3): a 5/5 token; ``among`` offers only the
    Human of the two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Wretched Anurid", "Forest")
    s.hand(0, GATHER)
    d = Driver(s.build())
    d.cast(0, GATHER)
    d.resolve()
    d.expect("choose_cards")
    offered = {a.value for a in d.game.legal_actions()}
    assert offered == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(token).power, d.chars(token).toughness) == (5, 5)
