"""Grand Melee — {3}{R} Enchantment.

Oracle: "All creatures attack each combat if able. / All creatures block each combat if able."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grand Melee")


def test_every_able_creature_attacks_and_every_able_creature_blocks() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Glory Seeker", "Goblin Sledder")
    s.battlefield(0, "Nosy Goblin", sick=True)
    s.battlefield(1, "Elvish Warrior", "Daunting Defender")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareAttacker(seeker, 1))
    assert FinishDeclaration() not in d.game.legal_actions()  # the Sledder must attack too
    d.attack([sledder])  # the summoning-sick Goblin needn't
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), seeker))
    assert FinishDeclaration() not in d.game.legal_actions()  # the Defender must block too
    d.block({d.find("Daunting Defender"): sledder})
    assert d.state.combat is not None and len(d.state.combat.blockers) == 2
