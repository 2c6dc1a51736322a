"""Triggered mana abilities counted toward a cost (CR 605.1b, 605.4a, 601.2g-h): "Whenever
enchanted land is tapped for mana, its controller adds an additional ..." adds its mana at once
with the land's, so a spell that mana pays for may be cast before anything is tapped, the way
to pay for it is offered, and the automatic payment counts it as the land's. Only the land
enchanted makes it, as much as it would make now (one Elvish Guidance's {G} for each Elf,
each Aura on the land adding its own), and only the mana added to the paying player's pool
counts (CR 106.4).
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, PayAutomatically
from manastack.dsl.prelude import (
    AddMana,
    Attached,
    EventObjectIs,
    Trigger,
    You,
    mana_ability,
    triggered,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

GIFT_OF_GREEN = define_card(
    "Gift of Green", "{G}", "Enchantment — Aura",
    "Enchant land\nWhenever enchanted land is tapped for mana, you add an additional {G}.",
    abilities=[triggered(Trigger("tapped_for_mana", test=EventObjectIs(Attached()),
                                 label="enchanted land is tapped for mana"),
                         AddMana("G", who=You()))]).name
"""Made up: Elvish Guidance's trigger, its {G} added to the Aura's controller's pool."""
PAINFUL_SHOAL = define_card(
    "Painful Shoal", None, "Land", "{T}, Pay 1 life: Add {U}.",
    abilities=[mana_ability("{T}, Pay 1 life", "U")]).name
"""Made up: a land whose blue costs life too."""


def castable(d: Driver, name: str, player: int = 0) -> bool:
    card = d.find(name, zone="hand", player=player)
    return CastSpell(card, "normal") in d.game.legal_actions()


def _game(*setup: tuple[int, str, dict[str, object]], active: int = 0) -> Driver:
    s = Scenario(seed=1)
    for player, name, options in setup:
        s.battlefield(player, name, **options)  # type: ignore[arg-type]
    s.hand(active, "Elvish Warrior", "Wirewood Savage")  # {G}{G} and {2}{G}
    s.at("precombat_main", active=active)
    return Driver(s.build())


def test_the_green_for_one_elf_is_one_mana_toward_a_generic_cost_too() -> None:
    """With Wirewood Savage the one Elf, the enchanted Island makes {U}{G}: two mana, neither
    Elvish Warrior's {G}{G} nor Wirewood Savage's {2}{G}."""
    d = _game((0, "Island", {"label": "island"}),
              (0, "Elvish Guidance", {"attached_to": "island"}), (0, "Wirewood Savage", {}))
    assert not castable(d, "Elvish Warrior") and not castable(d, "Wirewood Savage")


def test_a_land_not_enchanted_makes_no_extra_green() -> None:
    """The enchanted Island is tapped already; a Forest alone makes {G}, though there are two
    Elves: Elvish Warrior can't be cast."""
    d = _game((0, "Island", {"label": "island", "tapped": True}),
              (0, "Elvish Guidance", {"attached_to": "island"}), (0, "Forest", {}),
              (0, "Wirewood Savage", {}), (1, "Elvish Warrior", {}))
    assert not castable(d, "Elvish Warrior")


def test_the_guidance_on_another_land_doesn_t_hide_the_island_s() -> None:
    """One Elvish Guidance enchants a tapped Plains, another the Island: the Island makes
    {U}{G}{G} with two Elves, so Elvish Warrior may be cast with it alone."""
    d = _game((0, "Plains", {"label": "plains", "tapped": True}),
              (0, "Elvish Guidance", {"attached_to": "plains"}),
              (0, "Island", {"label": "island"}),
              (0, "Elvish Guidance", {"attached_to": "island"}),
              (0, "Wirewood Savage", {}), (1, "Elvish Warrior", {}))
    assert castable(d, "Elvish Warrior")
    d.cast(0, d.find("Elvish Warrior", zone="hand"))
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=0) == "battlefield"


def test_two_auras_on_one_land_each_add_their_green_toward_the_cost() -> None:
    """CR 605.4a: two Elvish Guidances on the Island, one Elf: {U}, {G} and {G}, enough for
    Elvish Warrior; one of them alone wouldn't be."""
    d = _game((0, "Island", {"label": "island"}),
              (0, "Elvish Guidance", {"attached_to": "island"}),
              (0, "Elvish Guidance", {"attached_to": "island"}), (0, "Wirewood Savage", {}))
    assert castable(d, "Elvish Warrior")
    d.cast(0, d.find("Elvish Warrior", zone="hand"))
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=0) == "battlefield"
    assert d.state.players[0].mana_pool == {"U": 1}


def test_green_added_to_another_player_s_pool_doesn_t_pay_for_your_spell() -> None:
    """CR 106.4: player 0's Gift of Green on player 1's Island adds its {G} to player 0's pool:
    in their turn player 1 can't cast Elvish Warrior, nor Wirewood Savage, with that Island
    and a Forest; tapping the Island, player 1 gets {U}, player 0 {G}."""
    d = _game((1, "Island", {"label": "island"}), (0, GIFT_OF_GREEN, {"attached_to": "island"}),
              (1, "Forest", {}), active=1)
    assert not castable(d, "Elvish Warrior", 1) and not castable(d, "Wirewood Savage", 1)
    d.mana(1, "Island")
    assert d.state.players[1].mana_pool == {"U": 1}
    assert d.state.players[0].mana_pool == {"G": 1}


def test_the_automatic_payment_counts_the_land_s_own_mana_with_the_triggered_green() -> None:
    """CR 605.4a: the enchanted Island makes {U} and {G}: its {U} pays Imagecrafter's {U}, so
    the automatic payment taps it rather than Painful Shoal, whose {U} costs 1 life too."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Wirewood Savage", PAINFUL_SHOAL)
    s.hand(0, "Imagecrafter")
    d = Driver(s.build())
    d.game.apply(0, CastSpell(d.find("Imagecrafter", zone="hand"), "normal"))
    d.act(0, PayAutomatically())
    assert d.state.objects[d.find("Island")].tapped
    assert not d.state.objects[d.find(PAINFUL_SHOAL)].tapped and d.life(0) == 20
    assert d.state.players[0].mana_pool == {"G": 1}


def test_the_green_counts_as_soon_as_the_guidance_is_on_the_land() -> None:
    """CR 605.1b: Elvish Guidance cast on the Island with the mana of three Forests: while it
    is on the stack the Island alone makes {U}; once it has resolved, {U}{G}{G} with two Elves,
    and Elvish Warrior may be cast with the Island alone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest", "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Elvish Guidance", "Elvish Warrior")
    d = Driver(s.build())
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    d.cast(0, "Elvish Guidance", targets=[d.find("Island")])
    assert not d.state.objects[d.find("Island")].tapped
    assert not castable(d, "Elvish Warrior")
    d.resolve()
    assert castable(d, "Elvish Warrior")
    d.cast(0, d.find("Elvish Warrior", zone="hand"))
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=0) == "battlefield"
