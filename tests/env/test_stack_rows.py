"""An ability on the stack in the observation: its row's card id is its source's."""

from __future__ import annotations

from manastack.cards.database import database
from manastack.env.card_ids import card_id
from manastack.env.observation import OBJECT_FEATURES, ZONES
from manastack.env.table import Table
from manastack.scenario import Scenario
from manastack.testing import Driver

_O = {name: i for i, name in enumerate(OBJECT_FEATURES)}


def test_a_dies_trigger_is_known_by_the_card_that_died() -> None:
    """Festering Goblin's "when it dies" ability is on the stack once it is in the graveyard,
    a new object (CR 400.7): the ability's row in each player's observation has Festering
    Goblin's card id, the name its source last had on the battlefield (CR 113.7a), as the
    view names it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(d.find("Goblin Sky Raider"))
    d.expect("priority")
    goblin = card_id(database().get("Festering Goblin").key)
    table = Table([["Island"], ["Island"]])
    table.use(d.game)
    for p in (0, 1):
        obs, info = table.observe(p)
        assert info["view"]["stack"][0]["source_name"] == "Festering Goblin"
        o = obs["objects"]
        rows = o[(o[:, _O["ability"]] == 1) & (o[:, _O["zone"]] == ZONES.index("stack"))]
        assert [int(c) for c in rows[:, _O["card_id"]]] == [goblin]
