"""The rule-modifying static abilities on the battlefield (``characteristics.static_rules``)
are kept from one layer pass to the next and made from the index before by the permanents
that entered, left, phased out or in (CR 702.26b) or changed abilities: they are those a look
at every permanent gives, in battlefield then Oracle order."""

from __future__ import annotations

from manastack.dsl.abilities import StaticAbility
from manastack.rules.characteristics import static_rules
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def every_permanent_looked_at(d: Driver) -> dict[str, list[tuple[int, object]]]:
    out: dict[str, list[tuple[int, object]]] = {}
    for oid in d.state.battlefield:
        if d.state.objects[oid].phased_out:
            continue
        for a in d.chars(oid).abilities:
            if isinstance(a, StaticAbility) and a.rule is not None:
                out.setdefault(a.rule, []).append((oid, a))
    return out


def as_kept(d: Driver) -> dict[str, list[tuple[int, object]]]:
    rules = static_rules(d.state)
    assert all(c is d.chars(oid) for entries in rules.values() for oid, c, _ in entries)
    return {rule: [(oid, a) for oid, _, a in entries] for rule, entries in rules.items()}


def test_auras_entering_phasing_out_and_in_keep_their_places() -> None:
    """Two Pacifisms ("Enchanted creature can't attack or block") cast on two of thirty
    creatures, the first phased out by Spectral Adversary and phased in at its controller's
    next untap step (CR 502.1): at each point the abilities are those on the battlefield, the
    first Pacifism's before the second's."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, *["Island"] * 4)
    s.battlefield(1, *["Glory Seeker"] * 30)
    s.hand(0, "Pacifism", "Pacifism", "Spectral Adversary")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    first, second = d.ids("Glory Seeker")[:2]
    assert "cant_block" not in as_kept(d)
    d.cast(0, "Pacifism", targets=[second])
    d.resolve()
    d.cast(0, "Pacifism", targets=[first])
    d.resolve()
    a, b = d.ids("Pacifism", "battlefield")
    assert as_kept(d) == every_permanent_looked_at(d)
    assert [oid for oid, _ in as_kept(d)["cant_block"]] == [a, b]
    phase_out_with_adversary(d, a)
    assert d.state.objects[a].phased_out
    assert as_kept(d) == every_permanent_looked_at(d)
    assert [oid for oid, _ in as_kept(d)["cant_block"]] == [b]
    d.pass_until("upkeep", turn=d.state.turn + 2)
    assert not d.state.objects[a].phased_out
    assert as_kept(d) == every_permanent_looked_at(d)
    assert [oid for oid, _ in as_kept(d)["cant_block"]] == [a, b]
