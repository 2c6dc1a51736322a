"""Names of double-faced spells (CR 201.4d, 702.146a, 712.8c, 712.11a).

A card name chosen for an effect may be a back face's (CR 201.4d). A spell cast with disturb
is put on the stack back face up with only the back face's characteristics, its name included
(CR 702.146a, 712.8c, 712.11a): "spells with the chosen name" match it by the back face's
name, not the front face's.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def _cursed(named: str, plains: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * plains)
    s.graveyard(0, "Lunarch Veteran")
    s.hand(0, "Lunarch Veteran")
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": named})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def _casts(d: Driver) -> set[tuple[str, str]]:
    return {(d.state.objects[a.card].zone.value, a.method) for a in d.game.legal_actions()
            if isinstance(a, CastSpell)}


def test_a_back_face_name_makes_a_disturb_spell_cost_more() -> None:
    """CR 201.4d, 712.11a, 601.2f: Curse of Silence names Luminous Phantom; Lunarch Veteran
    cast with disturb ({1}{W}) is a Luminous Phantom spell and costs {2} more: two Plains
    aren't enough, four are; the Veteran cast from the hand ({W}) isn't affected. CR 712.19."""
    d = _cursed("Luminous Phantom", 2)
    assert _casts(d) == {("hand", "normal")}
    d = _cursed("Luminous Phantom", 4)
    assert _casts(d) == {("hand", "normal"), ("graveyard", "disturb")}
    d.cast(0, d.find("Lunarch Veteran", zone="graveyard"), method="disturb")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    # the Curse's "casts a spell with the chosen name" triggers for its controller
    d.expect("priority")
    assert len(d.state.stack) == 2


def test_the_front_face_name_doesnt_reach_a_disturb_spell() -> None:
    """CR 712.8c, 712.11a: named Lunarch Veteran, the Curse makes the Veteran from the hand
    cost {2} more ({W} and two Plains: no), but not the disturb spell, a Luminous Phantom
    ({1}{W}: two Plains)."""
    d = _cursed("Lunarch Veteran", 2)
    assert _casts(d) == {("graveyard", "disturb")}
    d.cast(0, d.find("Lunarch Veteran", zone="graveyard"), method="disturb")
    assert len(d.state.stack) == 1  # no trigger of the Curse
