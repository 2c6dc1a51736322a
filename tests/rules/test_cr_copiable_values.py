"""Copies (CR 707.1) and the exceptions to copying that become copiable values (CR 707.9a)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_an_ability_gained_in_copying_is_copied_by_a_later_copy() -> None:
    """CR 707.1, 707.9a: Shadow Kin becomes a copy of the milled Elvish Warrior "except it has
    this ability": that ability is part of its copiable values, so Clone entering as a copy of
    it is an Elvish Warrior with Shadow Kin's upkeep ability too: at its controller's next
    upkeep both the Shadow Kin's and the Clone's abilities trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shadow Kin", *["Island"] * 4)
    s.hand(0, "Clone")
    s.library(0, *["Island"] * 9)
    s.library(1, "Elvish Warrior", *["Plains"] * 8)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    while not (d.state.turn == 3 and d.decision.kind == "choose_cards"):
        d.pass_priority()
    d.choose(d.find("Elvish Warrior", "graveyard"))
    assert d.chars(kin).name == "Elvish Warrior"
    d.pass_until("precombat_main", turn=3)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(kin)
    clone = d.state.battlefield[-1]
    c = d.chars(clone)
    assert c.name == "Elvish Warrior" and (c.power, c.toughness) == (2, 3)
    while d.decision.kind != "order_triggers":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.step) == (5, Step.UPKEEP)
    sources = {src for _i, src, _text in dict(d.decision.data)["triggers"]}
    assert sources == {kin, clone}
