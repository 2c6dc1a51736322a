"""Acceptance scenarios for land types, enchantment types and the types of cards in a library
(CR 305.6, 305.7, 205.3h, 205.3i, 205.4c, 712.8a, 603.10a).

CR 305.6    a land with a basic land type has that type's mana ability, printed or not, and
            counts as that type everywhere: Canopy Vista is a Forest and a Plains, Sunken
            Hollow an Island and a Swamp, though neither is basic (CR 205.4c).
CR 305.7    an effect setting a land's subtype to a basic land type takes away its other land
            types and the abilities of its rules text: Sea's Claim makes Sunken Hollow an
            Island only, and Hostile Hostel a plain Island without its soul-counter ability.
CR 205.3h   Curse is an enchantment type: a Curse of Leeches transformed into Leeching Lurker
            (a creature) is no Curse as it dies (CR 603.10a), though its card is one in the
            graveyard.
CR 712.8a   a double-faced card in a library or a graveyard has only its front face's
            characteristics: its back face's creature types don't make it a target or a find.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_305_6_canopy_vistas_two_types_count_for_path_to_the_festival() -> None:
    """Canopy Vista (Forest Plains) and a Forest: only two basic land types; Path to the
    Festival fetches an Island, the third, so its controller scries 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Canopy Vista", "Forest", "Forest")
    s.hand(0, "Path to the Festival")
    s.library(0, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival")
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    d.expect("scry")


def test_305_6_a_sunken_hollow_is_a_swamp_for_tainted_isle() -> None:
    """Tainted Isle adds {U} or {B} only if you control a Swamp: Sunken Hollow, an Island
    Swamp that isn't basic, is one; its own mana abilities come from its types."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle", "Sunken Hollow")
    d = Driver(s.build())
    isle, hollow = d.find("Tainted Isle"), d.find("Sunken Hollow")
    mana = {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)}
    assert {(isle, "C"), (isle, "U"), (isle, "B"), (hollow, "U"), (hollow, "B")} <= mana
    assert (hollow, "C") not in mana



def test_205_3h_leeching_lurker_dies_as_no_curse_for_lynde() -> None:
    """Lynde, Cheerful Tormentor returns "a Curse put into your graveyard from the
    battlefield": Curse of Leeches transformed is Leeching Lurker, a Leech Horror creature, so
    its dying doesn't trigger Lynde."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, "Curse of Leeches", transformed=True)
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    assert d.chars(lurker).name == "Leeching Lurker"
    for _ in range(2):
        d.cast(1, "Shock", targets=[lurker])
        d.resolve()
    assert d.zone_of("Curse of Leeches") == "graveyard"
    assert not d.state.stack


def _claimed(land: str, *others: str, **options: object) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, land, **options)  # type: ignore[arg-type]
    s.battlefield(0, "Island", *others)
    s.hand(0, "Sea's Claim")
    d = Driver(s.build())
    target = d.find(land)
    d.cast(0, "Sea's Claim", targets=[target], pay=False)
    d.mana(0, d.find("Island"))
    d.resolve()
    return d, target


def test_305_7_sea_s_claim_makes_sunken_hollow_no_swamp_for_tainted_isle() -> None:
    """Sea's Claim on Sunken Hollow: an Island only, with "{T}: Add {U}" alone; Tainted Isle,
    with no Swamp left, only adds {C}."""
    d, hollow = _claimed("Sunken Hollow", "Tainted Isle")
    isle = d.find("Tainted Isle")
    assert d.chars(hollow).subtypes == {"Island"}
    mana = {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)}
    assert (hollow, "U") in mana and (hollow, "B") not in mana
    assert (isle, "C") in mana and not {(isle, "U"), (isle, "B")} & mana


def test_305_7_sea_s_claim_takes_hostile_hostel_s_soul_counter_ability() -> None:
    """Hostile Hostel with two soul counters and Sea's Claim: an Island whose only ability is
    "{T}: Add {U}": its "{1}, {T}, Sacrifice a creature" ability can't be activated."""
    d, hostel = _claimed("Hostile Hostel", "Glory Seeker", "Plains", counters={"soul": 2})
    assert [a.text for a in d.chars(hostel).abilities] == ["{T}: Add {U}."]
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == hostel]


def test_305_7_sea_s_claim_leaves_an_ability_granted_by_another_effect() -> None:
    """Sea's Claim removes only the abilities of a land's rules text: a Forest made an Island
    beside Mystic Monstrosity ("Lands you control have '{T}: Add one mana of any color'", layer
    6) still adds any color."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mystic Skull", transformed=True)
    s.battlefield(0, "Forest", "Island")
    s.hand(0, "Sea's Claim")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Sea's Claim", targets=[forest], pay=False)
    d.mana(0, d.find("Island"), "U")
    d.resolve()
    assert d.chars(forest).subtypes == {"Island"}
    assert {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == forest} == set("WUBRG")


def test_712_8a_a_double_faced_card_in_a_library_has_its_front_face_types() -> None:
    """Riptide Shapeshifter reveals until a creature card of the chosen type: choosing Horror,
    neither Curse of Leeches (an Aura; its back face is a Leech Horror) nor Hostile Hostel (a
    land; its back face a Horror Construct) is one, and nothing is put onto the battlefield;
    choosing Werewolf, Tovolar's Huntmaster (a Human Werewolf front face) is found past
    Bereaved Survivor (a Human Peasant)."""
    for kind, found in (("Horror", None), ("Werewolf", "Tovolar's Huntmaster")):
        s = Scenario(seed=1)
        s.battlefield(0, "Riptide Shapeshifter", "Island", "Island", "Island", "Island")
        s.library(0, "Curse of Leeches", "Hostile Hostel", "Bereaved Survivor",
                  "Tovolar's Huntmaster", "Glory Seeker")
        d = Driver(s.build())
        d.activate(0, "Riptide Shapeshifter")
        d.resolve()
        d.choose(kind)
        d.resolve_all()
        entered = [d.chars(o).name for o in d.state.battlefield
                   if not d.state.objects[o].is_token and d.chars(o).name != "Island"]
        assert entered == ([found] if found else [])
        assert len(d.state.players[0].library) == (5 if found is None else 4)


def test_712_8a_a_double_faced_card_in_a_graveyard_is_targeted_by_its_front_faces_types() -> None:
    """Aphetto Dredging returns "target creature cards of the creature type of your choice":
    choosing Spirit, neither Dennick, Pious Apprentice nor Lunarch Veteran may be targeted
    though their back faces are Spirits; choosing Soldier, Dennick (a Human Soldier) and Brutal
    Cathar (a Human Soldier Werewolf) may, Lunarch Veteran (a Human Cleric) may not (CR
    712.8a, 115.1)."""
    for kind, targets in (("Spirit", set()),
                          ("Soldier", {"Dennick, Pious Apprentice", "Brutal Cathar"})):
        s = Scenario(seed=1)
        s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
        s.graveyard(0, "Dennick, Pious Apprentice", "Brutal Cathar", "Lunarch Veteran")
        s.hand(0, "Aphetto Dredging")
        d = Driver(s.build())
        d.act(0, CastSpell(d.find("Aphetto Dredging", zone="hand"), "normal"))
        d.choose(kind)
        offered = {d.chars(a.value).name for a in d.decision.actions
                   if isinstance(a, Choose) and a.value is not None}
        assert offered == targets
