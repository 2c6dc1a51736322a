"""Eternal Skylord — {4}{U} Creature — Zombie Wizard 3/3.

Oracle: "When Eternal Skylord enters the battlefield, amass 2. (Put two +1/+1 counters on an
Army you control. If you don't control one, create a 0/0 black Zombie Army creature token
first.)
Zombie tokens you control have flying."
Rulings covered: MIC-OR-0145, MIC-OR-0146, MIC-OR-0147 (amass).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.cards.mic.amass_checks import (
    AmassCard,
    any_army_may_be_chosen,
    any_zombie_token_gets_the_bonus,
    token_enters_as_a_zero_zero,
)

pytestmark = pytest.mark.card("Eternal Skylord")

CARD = AmassCard("Eternal Skylord", ("Island",) * 5, 2, "Flying")


@pytest.mark.parametrize("check", [
    pytest.param(any_army_may_be_chosen, marks=pytest.mark.ruling("MIC-OR-0145"), id="any_army_may_be_chosen"),
    pytest.param(token_enters_as_a_zero_zero, marks=pytest.mark.ruling("MIC-OR-0146"), id="token_enters_as_a_zero_zero"),
    pytest.param(any_zombie_token_gets_the_bonus, marks=pytest.mark.ruling("MIC-OR-0147"), id="any_zombie_token_gets_the_bonus"),
])
def test_amass_rulings(check: Callable[[AmassCard], None]) -> None:
    """The amass rulings, in order (see ``amass_checks``); the last one with flying."""
    check(CARD)


def test_flying_ends_when_the_skylord_leaves_and_reaches_later_tokens() -> None:
    """CR 611.3a: a static ability's effect applies to whatever matches it at each moment: a
    Zombie token created after the Skylord entered flies too; once the Skylord has died, no
    Zombie token flies."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Eternal Skylord", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Startle")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Startle", targets=[d.find("Eternal Skylord")])
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    assert d.chars(zombie).has("Flying")
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Defenestrate", targets=[d.find("Eternal Skylord")])
    d.resolve()
    assert not d.chars(zombie).has("Flying")


def test_amass_resolves_though_the_skylord_died_and_the_army_doesnt_fly() -> None:
    """CR 113.7a: the Skylord dies with its amass trigger on the stack; the trigger still
    creates the Army and puts two counters on it (a 2/2), but with the Skylord gone no
    static ability gives it flying."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Eternal Skylord")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Eternal Skylord")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Starstorm", x=3)
    d.resolve()
    assert d.zone_of("Eternal Skylord") == "graveyard"
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.decision.actions[0].value)
    army = [o for o in d.state.battlefield if "Army" in d.chars(o).subtypes]
    assert len(army) == 1
    c = d.chars(army[0])
    assert (c.power, c.toughness) == (2, 2) and not c.has("Flying")


def test_with_an_army_token_already_there_it_grows_and_flies() -> None:
    """CR 701.47a: controlling a Zombie Army token (a 1/1 with one counter), amass 2 creates
    no new token and puts two counters on it (3/3); it is a Zombie token, so it flies, and
    the Skylord itself (a nontoken Zombie) doesn't. The opponent's Zombie token doesn't fly."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.token(0, "Zombie Army", counters={"+1/+1": 1})
    s.token(1, "Zombie")
    s.hand(0, "Eternal Skylord")
    d = Driver(s.build())
    d.cast(0, "Eternal Skylord")
    d.resolve()
    while d.state.stack:
        if d.decision.kind == "choose_cards":
            d.choose(next(a.value for a in d.game.legal_actions() if a.value is not None))
        else:
            d.pass_priority()
    armies = [o for o in d.state.battlefield if "Army" in d.chars(o).subtypes]
    assert len(armies) == 1
    c = d.chars(armies[0])
    assert (c.power, c.toughness) == (3, 3) and c.has("Flying")
    assert not d.chars(d.find("Eternal Skylord")).has("Flying")
    assert not d.chars(d.find("Zombie Token", "battlefield", player=1)).has("Flying")


def test_made_to_read_elf_on_the_stack_it_amasses_elves_and_elf_tokens_fly() -> None:
    """CR 612.2, 612.2a, 701.47d: Zombie changed to Elf in the Skylord spell: it is an Elf
    Wizard, its "amass Zombies 2" reads "amass Elves 2", creating a 0/0 black Elf Army token
    with two +1/+1 counters, and Elf tokens you control have flying; a Zombie token doesn't."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.token(0, "Zombie", label="zombie")
    s.hand(0, "Eternal Skylord", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Eternal Skylord")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Eternal Skylord")).subtypes == {"Elf", "Wizard"}
    assert not d.ids("Zombie Army Token", "battlefield")
    army = d.find("Elf Army Token", "battlefield")
    d.choose(army)  # the Army to put the counters on
    c = d.chars(army)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf", "Army"}, {"B"}, 2, 2)
    assert c.has("Flying")
    assert not d.chars(d.find("Zombie Token")).has("Flying")


def test_a_change_of_another_type_leaves_its_amass_2_as_printed() -> None:
    """CR 612.2, 701.47d: Wizard replaced with Elf on the Skylord: its type line changes, but
    its text names no Wizard, so "amass 2" (「動員２を行う」) stays as printed: only a change of
    Zombie, the subtype a printed "amass N" stands for, is shown there."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Eternal Skylord", "Island")
    s.hand(0, "Artificial Evolution")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    skylord = d.find("Eternal Skylord")
    d.cast(0, "Artificial Evolution", targets=[skylord])
    d.resolve()
    d.choose("Wizard")
    d.choose("Elf")
    assert d.chars(skylord).subtypes == {"Zombie", "Elf"}
    o = next(o for o in d.game.view(0)["battlefield"] if o["id"] == skylord)
    assert "enters the battlefield, amass 2. (" in o["text"]
    assert "永遠衆の天空王が戦場に出たとき、動員２を行う。" in o["text_ja"]
