"""A mana ability whose source is sacrificed while its own cost is paid (CR 113.7a, 605.3a,
601.2g-h, 608.2h, 400.7).

Once activated, an ability exists independently of its source (113.7a). A mana ability whose
cost includes mana (Crossroads Candleguide's "{2}: Add one mana of any color") has that mana
paid by activating other mana abilities (605.3a, 601.2g), among them one whose cost
sacrifices the Candleguide itself (Skirk Prospector's "Sacrifice a Goblin: Add {R}", the
Candleguide made a Goblin by Mistform Mutant): the {2} is then paid (601.2h) and the mana
added all the same, the source known as it last existed (608.2h); the Candleguide, a new
object in the graveyard (400.7), is never activated again. Such a payment is offered, counted
toward castability and taken by the automatic payment; a Candleguide needed again later in
the payment is not offered to be sacrificed before its last activation.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, CastSpell, PayAutomatically
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.ons.test_skirk_prospector import _mistform, _offered_for_red
from tests.payment_paths import completions

GUIDE = "Crossroads Candleguide"  # {2}: Add one mana of any color.
PROSPECTOR = "Skirk Prospector"  # Sacrifice a Goblin: Add {R}.
ONLY_THE_GUIDE = ((GUIDE, "Goblin"), (PROSPECTOR, "Human"))
"""The Candleguide made a Goblin, the Prospector a Human: the Candleguide is the only Goblin
the Prospector may sacrifice."""


def _offered(d: Driver) -> set[tuple[int, str]]:
    return {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)}


def _castable(d: Driver, name: str) -> bool:
    return CastSpell(d.find(name), "normal") in d.game.legal_actions()


def test_the_candleguide_sacrificed_for_its_own_cost_still_adds_its_mana() -> None:
    """CR 113.7a, 605.3a, 601.2g-h, 608.2h: Consider ({U}) with a Mountain, Skirk Prospector
    and Crossroads Candleguide, the Candleguide the only Goblin: its {U} is the only blue, its
    {2} paid by the Mountain and by the Prospector sacrificing the Candleguide. Consider is
    castable; the Candleguide's {U} and the Mountain are offered; while the {2} is paid the
    Prospector may sacrifice only the Candleguide, which goes to the graveyard, and the {U}
    is added once the Mountain is tapped. The three orders of these are the payments."""
    d = _mistform("Mountain", PROSPECTOR, GUIDE, hand="Consider", changes=ONLY_THE_GUIDE)
    guide, prospector = d.find(GUIDE), d.find(PROSPECTOR)
    mountain = d.find("Mountain", zone="battlefield")
    assert _castable(d, "Consider")
    d.cast(0, "Consider", pay=False)
    assert completions(d.game.clone(), on_stack=True) == 3
    assert _offered(d) == {(mountain, "R"), (guide, "U")}
    d.act(0, ActivateManaAbility(guide, 1, "U"))
    assert _offered(d) == {(mountain, "R"), (prospector, "R")}
    assert _offered_for_red(d, prospector) == [guide]
    d.choose(guide)
    assert d.zone_of(GUIDE) == "graveyard"
    assert d.state.players[0].mana_pool == {"R": 1}
    assert _offered(d) == {(mountain, "R")}
    d.mana(0, mountain)
    d.expect("priority")
    assert d.zone_of("Consider") == "stack"
    assert d.state.players[0].mana_pool == {}


def test_at_priority_the_candleguide_is_paid_for_by_sacrificing_itself_then_the_prospector(
        ) -> None:
    """CR 113.7a, 605.3a, 601.2g-h: with priority and nothing to pay for, Crossroads
    Candleguide made a Goblin is activated beside Skirk Prospector alone: its {2} is paid by
    the Prospector sacrificing the Candleguide, then itself. While the {2} is paid the
    Prospector may sacrifice only the Candleguide first (sacrificing itself first, nothing
    could sacrifice the Candleguide after), then only itself; the {B} chosen is added."""
    d = _mistform(PROSPECTOR, GUIDE, changes=((GUIDE, "Goblin"),))
    guide, prospector = d.find(GUIDE), d.find(PROSPECTOR)
    assert (guide, "B") in _offered(d)
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    assert _offered(d) == {(prospector, "R")}
    assert _offered_for_red(d, prospector) == [guide]
    d.choose(guide)
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"B": 1}
    assert d.zone_of(GUIDE) == "graveyard" and d.zone_of(PROSPECTOR) == "graveyard"


def test_the_candleguide_is_sacrificed_only_during_its_last_activation() -> None:
    """CR 113.7a, 400.7, 601.2g-h, 605.3a: Bladestitched Skaab ({U}{B}) with Skirk Prospector,
    Crossroads Candleguide (the only Goblin) and Mountains: both colours come from the
    Candleguide, activated twice, its four generic mana from the Mountains and the
    Candleguide's own sacrifice. With two Mountains that is one mana short; with three the
    Skaab is castable. While the first activation's {2} is paid only the Mountains are offered
    (the Candleguide sacrificed then could not be activated again); while the second's is,
    the Prospector is too, sacrificing the Candleguide, and every payment casts the Skaab."""
    d = _mistform("Mountain", "Mountain", PROSPECTOR, GUIDE, hand="Bladestitched Skaab",
                  changes=ONLY_THE_GUIDE)
    assert not _castable(d, "Bladestitched Skaab")
    d = _mistform("Mountain", "Mountain", "Mountain", PROSPECTOR, GUIDE,
                  hand="Bladestitched Skaab", changes=ONLY_THE_GUIDE)
    guide, prospector = d.find(GUIDE), d.find(PROSPECTOR)
    mountains = d.ids("Mountain", zone="battlefield")
    assert _castable(d, "Bladestitched Skaab")
    d.cast(0, "Bladestitched Skaab", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    d.act(0, ActivateManaAbility(guide, 1, "U"))
    assert _offered(d) == {(m, "R") for m in mountains}
    d.mana(0, mountains[0])
    d.mana(0, mountains[1])
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    assert _offered(d) == {(mountains[2], "R"), (prospector, "R")}
    assert _offered_for_red(d, prospector) == [guide]
    d.choose(guide)
    d.mana(0, mountains[2])
    d.expect("priority")
    assert d.zone_of("Bladestitched Skaab") == "stack"
    assert d.zone_of(GUIDE) == "graveyard"


def test_paying_automatically_sacrifices_the_candleguide_for_its_own_cost() -> None:
    """CR 113.7a, 601.2g-h, 605.3a-b: in a game offering automatic payment, Consider paid
    automatically with a Mountain, Skirk Prospector and Crossroads Candleguide (the only
    Goblin) activates the Candleguide for {U} and pays its {2} with the Prospector's {R}
    (which permanent to sacrifice is still asked: the Candleguide alone) and the Mountain's:
    Consider is cast, the Candleguide in the graveyard."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Mountain", PROSPECTOR, GUIDE, "Mistform Mutant", "Lonely Sandbar",
                  "Lonely Sandbar", "Lonely Sandbar", "Lonely Sandbar")
    s.hand(0, "Consider")
    s.library(0, "Island", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    sandbars = d.ids("Lonely Sandbar")
    for k, (name, kind) in enumerate(ONLY_THE_GUIDE):
        for sandbar in sandbars[2 * k:2 * k + 2]:
            d.mana(0, sandbar, "U")
        d.activate(0, "Mistform Mutant", targets=[d.find(name)])
        d.resolve()
        d.choose(kind)
    d.cast(0, "Consider", pay=False)
    d.act(0, PayAutomatically())
    assert [a.value for a in d.expect("sacrifice").actions] == [d.find(GUIDE)]
    d.choose(d.find(GUIDE))
    d.expect("priority")
    assert d.zone_of("Consider") == "stack"
    assert d.zone_of(GUIDE) == "graveyard"
    assert d.state.objects[d.find("Mountain", zone="battlefield")].tapped


def test_mana_spent_only_on_creature_spells_pays_no_part_of_the_candleguide_s_cost() -> None:
    """CR 106.6, 113.7a, 601.2g-h, 605.3a: Bladestitched Skaab ({U}{B}) with Somberwald Sage
    ("Add three mana of any one color. Spend this mana only to cast creature spells"),
    Skirk Prospector and Crossroads Candleguide (the only Goblin): the Sage pays the {B}, the
    {U} comes from the Candleguide, whose {2} the Sage's mana can't pay. The Prospector
    sacrificing the Candleguide makes one of the two: the Skaab is not castable; with a
    Mountain for the other it is, and every payment casts it."""
    d = _mistform("Somberwald Sage", PROSPECTOR, GUIDE, hand="Bladestitched Skaab",
                  changes=ONLY_THE_GUIDE)
    assert not _castable(d, "Bladestitched Skaab")
    d = _mistform("Mountain", "Somberwald Sage", PROSPECTOR, GUIDE, hand="Bladestitched Skaab",
                  changes=ONLY_THE_GUIDE)
    assert _castable(d, "Bladestitched Skaab")
    d.cast(0, "Bladestitched Skaab", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
