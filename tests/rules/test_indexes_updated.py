"""The indexes kept with the layer pass (the triggered abilities, the replacement abilities,
the activated and mana abilities of the permanents, whether each permanent is under the
control its layer pass gives it) are made again after a new pass from the index before, with
the permanents that changed alone: each must see what the pass changed in place, in the
middle of the battlefield, and keep the battlefield order (CR 603.3b, 613.1b, 613.1f,
702.26b, 708.2)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def triggers_offered(d: Driver) -> list[int]:
    """The sources of the triggered abilities the player orders, as offered (CR 603.3b)."""
    assert d.decision.kind == "order_triggers"
    return [src for _, src, _ in d.decision.info()["triggers"]]


def test_a_triggered_ability_gained_in_layer_6_triggers_in_battlefield_order() -> None:
    """Necrosynthesis gives the first creature on the battlefield "Whenever another creature
    dies, ..." (layer 6, CR 613.1f): when a creature dies, it triggers with Goblin
    Sharpshooter's ability, and the two are offered in battlefield order (CR 603.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Goblin Sharpshooter", "Wellwisher", "Swamp", "Swamp",
                  "Mountain")
    s.hand(0, "Necrosynthesis", "Shock")
    d = Driver(s.build())
    seeker, sharpshooter = d.find("Glory Seeker"), d.find("Goblin Sharpshooter")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    assert triggers_offered(d) == [seeker, sharpshooter]


def test_a_creature_phased_in_triggers_again_in_battlefield_order() -> None:
    """A Goblin Sharpshooter phased out has no triggered ability that works (CR 702.26b); once
    it phases in, in its controller's untap step, it triggers again, before the abilities of
    the permanents that came after it (CR 603.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", "Glory Seeker", "Island", "Island", "Island",
                  "Island", "Swamp", "Mountain")
    s.hand(0, "Spectral Adversary", "Necrosynthesis", "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    sharpshooter, seeker = d.find("Goblin Sharpshooter"), d.find("Glory Seeker")
    phase_out_with_adversary(d, sharpshooter)
    assert d.state.objects[sharpshooter].phased_out
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    assert not d.state.objects[sharpshooter].phased_out  # CR 702.26a
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Spectral Adversary")])
    d.resolve()
    assert triggers_offered(d) == [sharpshooter, seeker]


def test_two_creatures_taken_at_once_change_control_in_battlefield_order() -> None:
    """Insurrection gains control of every creature (layer 2, CR 613.1b): each creature of
    the other player changes controller, one event each in battlefield order, and the lands
    stay where they were (CR 302.6 counts from the change)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8)
    s.battlefield(1, "Glory Seeker", "Plains", "Wellwisher", "Plains")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    seeker, well = d.find("Glory Seeker"), d.find("Wellwisher")
    start = len(d.state.log)
    d.cast(0, "Insurrection")
    d.resolve()
    moved = [e.obj for e in d.state.log[start:] if e.kind == "control_changed"]
    assert moved == [seeker, well]
    assert d.state.objects[seeker].controller == d.state.objects[well].controller == 0
    assert all(d.state.objects[x].controller == 1 for x in d.ids("Plains"))


def test_an_ability_of_a_creature_turned_face_up_is_offered_in_battlefield_order() -> None:
    """A face-down Daru Healer has no abilities (CR 708.2); turned face up (CR 702.37e), its
    activated ability is offered, before that of the Daru Healer that came after it on the
    battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Healer", face_down=True)
    s.battlefield(0, "Daru Healer", "Plains", "Plains")
    d = Driver(s.build())
    hidden, shown = d.ids("Daru Healer")
    assert d.state.objects[hidden].face_down
    assert activated_sources(d) == [shown]
    d.special(0, "turn_face_up", hidden)
    d.pay()
    assert not d.state.objects[hidden].face_down
    assert activated_sources(d) == [hidden, shown]


def activated_sources(d: Driver) -> list[int]:
    """The permanents whose activated abilities (not mana abilities) are offered, in order."""
    return [a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_a_land_taken_by_annex_alone_changes_controller_and_makes_mana_for_its_new_one() -> None:
    """Annex gives its controller the enchanted land (layer 2, CR 613.1b), the land's
    abilities unchanged: the land changes controller (one event) and its mana ability is now
    its new controller's (CR 605.3a), not its owner's; the other Forest stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Forest", "Glory Seeker", "Forest")
    d = Driver(s.build())
    taken, kept = d.ids("Forest")
    start = len(d.state.log)
    d.cast(0, "Annex", targets=[taken])
    d.resolve()
    assert [e.obj for e in d.state.log[start:] if e.kind == "control_changed"] == [taken]
    assert d.state.objects[taken].controller == 0
    assert d.state.objects[kept].controller == 1
    assert d.decision.kind == "priority" and d.decision.player == 0
    offered = [a.source for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert taken in offered and kept not in offered


def test_a_prevention_effect_phased_in_is_offered_in_battlefield_order() -> None:
    """The first Daunting Defender, phased out, has no prevention effect (CR 702.26b); phased
    in at its controller's untap step (CR 702.26a), both Defenders' effects apply to Shock
    dealt to the second, and its controller chooses among them in battlefield order (CR
    616.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Daunting Defender", "Island", "Island", "Island",
                  "Island", "Mountain")
    s.hand(0, "Spectral Adversary", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    first, second = d.ids("Daunting Defender")
    phase_out_with_adversary(d, first)
    assert d.state.objects[first].phased_out
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    assert not d.state.objects[first].phased_out
    d.cast(0, "Shock", targets=[second])
    d.resolve()
    assert d.decision.kind == "order_replacements"
    assert [src for _, src in d.decision.info()["sources"]] == [first, second]


def test_a_prevention_effect_that_left_no_longer_applies() -> None:
    """A Daunting Defender destroyed leaves with its prevention effect (CR 614.1, 615): Shock
    dealt to the other Cleric afterwards is prevented by that one alone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Daunting Defender", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Infernal Grasp", "Shock")
    d = Driver(s.build())
    first, second = d.ids("Daunting Defender")
    d.cast(0, "Infernal Grasp", targets=[first])
    d.resolve()
    assert d.ids("Daunting Defender", zone="battlefield") == [second]
    d.cast(0, "Shock", targets=[second])
    d.resolve()
    assert d.decision.kind == "priority"  # one effect: nothing to choose (CR 616.1)
    assert d.state.objects[second].damage == 1


def test_a_clue_made_between_two_other_changes_of_the_battlefield_is_offered() -> None:
    """Fateful Absence destroys Aven Brigadier, whose controller investigates (CR 701.16a);
    the Glory Seeker it made 3/3 (CR 613.4c) is 2/2 again with 2 damage, and dies (CR
    704.5g): three changes of the battlefield before the next priority, where the Clue's
    ability is offered (CR 602.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", "Mountain", "Plains", "Plains", "Plains",
                  "Plains")
    s.hand(0, "Shock", "Fateful Absence")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 2 and activated_sources(d) == []
    d.cast(0, "Fateful Absence", targets=[d.find("Aven Brigadier")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.decision.kind == "priority"
    assert activated_sources(d) == [d.find("Clue")]


def test_a_creature_taken_in_the_middle_of_the_battlefield_is_activated_by_its_taker() -> None:
    """Blatant Thievery gives player 0 the second of player 1's Aphetto Alchemists for good
    (layer 2, CR 613.1b), nothing else of it changing: its ability is offered to player 0
    (CR 602.2) after the first Alchemist's, in battlefield order, and stays offered once a
    Daru Healer entered after them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist", *["Island"] * 7, *["Plains"] * 3)
    s.hand(0, "Blatant Thievery", "Daru Healer")
    s.battlefield(1, "Glory Seeker", "Aphetto Alchemist", "Plains")
    s.library(0, "Island", "Island")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    mine, theirs = d.ids("Aphetto Alchemist")
    assert activated_sources(d) == [mine]
    d.cast(0, "Blatant Thievery", targets=[theirs])
    d.resolve()
    assert d.chars(theirs).controller == 0
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    assert d.decision.player == 0
    assert activated_sources(d) == [mine, theirs]
    d.cast(0, "Daru Healer")
    d.resolve()
    assert d.find("Daru Healer") == d.state.battlefield[-1]
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert activated_sources(d) == [mine, theirs]  # the Healer is summoning sick (CR 302.6)
