"""A shield that prevents the next N damage and meets more damage at once than it can prevent
asks which damage it prevents first (CR 615.7); the Japanese question says how much it can
still prevent, as the English prompt does ("(it can prevent 4)"): the decision's ``prevents``,
shown to every player, read by the terminal and the web client. A shield that prevents "the
next time" damage would be dealt has no amount to say (CR 615.8)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer

ASK = "軽減の盾が先に軽減するダメージの発生源を選んでください。"


def _ja(d: Driver) -> str:
    dec = d.decision
    return Describer(d.game, dec.player, "ja").prompt(dec.kind, dec.prompt)


def _prevents(d: Driver, viewer: int) -> object:
    decision = d.game.view(viewer)["decision"]
    return decision.get("prevents") if decision else None


def test_sunfire_balm_says_it_can_prevent_four_and_is_named_though_it_has_resolved() -> None:
    """Silvos, given Sunfire Balm's shield (the next 4 damage), is blocked by Tainted
    Adversary (2, deathtouch) and Intrepid Adversary (3, lifelink): 5 damage at once, more than
    the shield prevents; its controller chooses the damage it prevents first. The question
    says 4 can be prevented and names Sunfire Balm, which has resolved (CR 400.7: the card in
    the graveyard is a new object, seen by all as it went there). Choosing the deathtouch
    damage first, Silvos is dealt 1 of the lifelink damage (its controller gains 1) and
    survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Tainted Adversary", "Intrepid Adversary")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Sunfire Balm", targets=[silvos])
    d.resolve()
    d.to_combat()
    d.attack([silvos])
    while d.decision.kind == "priority":
        d.pass_priority()
    tainted = d.find("Tainted Adversary")
    d.block({tainted: silvos, d.find("Intrepid Adversary"): silvos})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose((3, 1, 4))  # Silvos's 8, trample: lethal to each blocker, the rest to player 1
    d.expect("shield_damage")
    assert _ja(d) == ASK + "（あと4点まで軽減できる）（陽光の香油）"
    assert _prevents(d, 0) == 4 and _prevents(d, 1) == 4
    assert d.game.view(0)["decision"]["source"] == {"object": None, "name": "Sunfire Balm"}
    d.choose(tainted)
    assert d.state.objects[silvos].damage == 1
    assert d.life(1) == 20 - 4 + 1


def test_a_next_time_shield_says_no_amount() -> None:
    """CR 615.8: Circle of Solace's shield (the next time an Elf would deal damage to its
    controller) meets two attacking Elves' damage at once; the question has no amount."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Elf"})
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Elvish Warrior", "Wirewood Elf")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Elvish Warrior"), d.find("Wirewood Elf")])
    while d.decision.kind != "shield_damage":
        d.block({}) if d.decision.kind == "declare_blockers" else d.pass_priority()
    assert _ja(d) == ASK + "（慰めの防御円）"
    assert _prevents(d, 0) is None and _prevents(d, 1) is None
