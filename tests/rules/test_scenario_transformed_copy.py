"""A permanent the scenario builder lays out transformed into a face that becomes a copy as it
transforms (CR 712.20): Ludevic, Necrogenius with ``transformed=True`` is Olag, Ludevic's
Hubris as a copy of the creature card exiled with it named by ``chosen={"copy": name}`` (one
name among them needs no choice), with Olag's exceptions (CR 707.9b) and a +1/+1 counter for
each creature card exiled with it, the same position as transforming it in play; with no
creature card exiled with it, a plain 4/4 Olag; a choice left out among several cards, or
naming a card not exiled with it, is a ScenarioError.
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.game import Game
from manastack.rules.copiable_values import Chars
from manastack.scenario import Scenario, ScenarioError
from manastack.testing import Driver
from manastack.views import object_view

LUDEVIC = "Ludevic, Necrogenius"
OLAG = "Olag, Ludevic's Hubris"


def _libraries(s: Scenario) -> Scenario:
    for p in range(2):
        s.library(p, *["Island"] * 5)
    return s


def _played(exiled: tuple[str, ...], copied: str) -> tuple[Driver, int]:
    """Ludevic transformed in play: its ability exiles ``exiled`` from the graveyard, and
    ``copied`` is chosen among them as it transforms."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, LUDEVIC)
    s.battlefield(0, *["Island"] * 7, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, *exiled)
    d = Driver(s.build())
    olag = d.find(LUDEVIC)
    d.activate(0, olag, x=len(exiled), choices=list(d.state.players[0].graveyard))
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find(copied, zone="exile"))
    assert d.decision.kind == "priority"
    return d, olag


def _built(exiled: tuple[str, ...], **options: Any) -> tuple[Driver, int]:
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, LUDEVIC, transformed=True, **options)
    if exiled:
        s.exile(0, *exiled, exiled_with=LUDEVIC)
    d = Driver(s.build())
    return d, d.find(LUDEVIC)


# The characteristics' names, read from an object (a compiled build keeps no ``__slots__``)
_BLANK = Chars()
_NAMES = tuple(n for n in dir(_BLANK)
               if not n.startswith("_") and not callable(getattr(_BLANK, n)))


def _copiable(d: Driver, oid: int) -> dict[str, Any] | None:
    values = d.state.objects[oid].copy_of
    if values is None:
        return None
    return {n: getattr(values, n) for n in _NAMES if n != "oid"}


def _same(played: tuple[Driver, int], built: tuple[Driver, int]) -> None:
    (d1, o1), (d2, o2) = played, built
    assert object_view(d2.game, 0, o2) == object_view(d1.game, 0, o1)
    assert _copiable(d2, o2) == _copiable(d1, o1)
    assert d2.state.objects[o2].counters == d1.state.objects[o1].counters


def test_712_20_built_olag_is_a_copy_of_the_card_chosen_as_transforming_it_in_play() -> None:
    """Ludevic transformed with Glory Seeker and Wall of Mulch exiled with it, Wall of Mulch
    chosen: a 6/6 legendary Wall Zombie named Olag with defender and two +1/+1 counters, green,
    blue and black, as when its ability transforms it (not a plain 4/4 Olag)."""
    built = _built(("Glory Seeker", "Wall of Mulch"), chosen={"copy": "Wall of Mulch"})
    d, olag = built
    c = d.chars(olag)
    assert (c.name, c.power, c.toughness) == (OLAG, 6, 6)
    assert c.subtypes == {"Wall", "Zombie"} and c.colors == {"G", "U", "B"}
    assert c.has("Defender") and c.supertypes == {"Legendary"}
    _same(_played(("Glory Seeker", "Wall of Mulch"), "Wall of Mulch"), built)


def test_712_20_one_creature_card_exiled_with_it_needs_no_choice() -> None:
    """With one creature card (Boneknitter) exiled with it, Olag is a copy of that card with
    one +1/+1 counter: it has Boneknitter's morph and regeneration abilities."""
    built = _built(("Boneknitter",))
    assert built[0].chars(built[1]).has("Morph")
    _same(_played(("Boneknitter",), "Boneknitter"), built)


def test_two_cards_of_one_name_are_no_choice_and_count_two_counters() -> None:
    built = _built(("Glory Seeker", "Glory Seeker"))
    _same(_played(("Glory Seeker", "Glory Seeker"), "Glory Seeker"), built)
    assert built[0].state.objects[built[1]].counters == {"+1/+1": 2}


def test_mid_rn_119_with_no_creature_card_exiled_with_it_it_is_a_plain_olag() -> None:
    d, olag = _built(())
    c = d.chars(olag)
    assert (c.name, c.power, c.toughness, c.subtypes) == (OLAG, 4, 4, {"Zombie"})
    assert d.state.objects[olag].copy_of is None and not d.state.objects[olag].counters


@pytest.mark.parametrize(("given", "expected"), [({"+1/+1": 0}, {}),
                                                 ({"+1/+1": 5}, {"+1/+1": 5})])
def test_its_counters_are_those_given(given: dict[str, int], expected: dict[str, int]) -> None:
    """``counters`` with "+1/+1" says how many it has now (its counters may have changed
    since it transformed); 0: none."""
    d, olag = _built(("Wall of Mulch",), counters=given)
    assert d.state.objects[olag].counters == expected
    assert d.chars(olag).has("Defender")


def test_which_of_several_cards_it_copies_must_be_said() -> None:
    """Two different creature cards exiled with it: the position is ambiguous, so the call
    placing the second is refused and records nothing."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, LUDEVIC, transformed=True)
    s.exile(0, "Glory Seeker", exiled_with=LUDEVIC)
    with pytest.raises(ScenarioError, match=r"say which with chosen=\{'copy': name\}, one of "
                                            r"Glory Seeker, Wall of Mulch"):
        s.exile(0, "Wall of Mulch", exiled_with=LUDEVIC)
    d = Driver(s.build())
    assert d.chars(d.find(LUDEVIC)).power == 5  # a copy of Glory Seeker with a counter


def test_the_card_chosen_may_be_placed_after_it_one_by_one() -> None:
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, LUDEVIC, transformed=True, chosen={"copy": "Wall of Mulch"})
    s.exile(0, "Glory Seeker", exiled_with=LUDEVIC)
    s.exile(0, "Wall of Mulch", exiled_with=LUDEVIC)
    game = s.build()
    _same(_played(("Glory Seeker", "Wall of Mulch"), "Wall of Mulch"),
          (Driver(game), Driver(game).find(LUDEVIC)))
    assert Game.from_json(game.to_json()).fingerprint() == game.fingerprint()


@pytest.mark.parametrize(("exiled", "chosen", "message"), [
    (("Glory Seeker",), "Wall of Mulch", "Wall of Mulch is not one"),
    ((), "Wall of Mulch", "none is, so it is a plain Olag"),
])
def test_a_copy_of_a_card_not_exiled_with_it_is_refused(exiled: tuple[str, ...], chosen: str,
                                                        message: str) -> None:
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, LUDEVIC, transformed=True, chosen={"copy": chosen})
    if exiled:
        s.exile(0, *exiled, exiled_with=LUDEVIC)
    with pytest.raises(ScenarioError, match=message):
        s.build()


def test_ludevic_face_up_has_no_copy_to_choose() -> None:
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match="no \"as enters\" choice 'copy'"):
        s.battlefield(0, LUDEVIC, chosen={"copy": "Wall of Mulch"})
    assert s.ops == []


def test_712_20_a_double_faced_creature_card_is_chosen_by_its_front_face_s_name() -> None:
    """CR 712.8a, 712.20: Tovolar's Huntmaster (a double-faced card, 6/6 daybound) and Glory
    Seeker are exiled with it; in exile the Huntmaster has only its front face's
    characteristics, so ``chosen={"copy": "Tovolar's Huntmaster"}`` names it: Olag is a 6/6
    copy of it with daybound, back face up (two +1/+1 counters), the same position as
    transforming it in play."""
    exiled = ("Tovolar's Huntmaster", "Glory Seeker")
    built = _built(exiled, chosen={"copy": "Tovolar's Huntmaster"})
    d, olag = built
    c = d.chars(olag)
    assert (c.name, c.power, c.toughness) == (OLAG, 6, 6) and c.has("Daybound")
    assert d.state.objects[olag].face == 1
    _same(_played(exiled, "Tovolar's Huntmaster"), built)
