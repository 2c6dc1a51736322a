"""Army of the Damned — {5}{B}{B}{B} Sorcery.

Oracle: "Create thirteen tapped 2/2 black Zombie creature tokens. / Flashback {7}{B}{B}{B}
(You may cast this card from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Army of the Damned")

CARD = "Army of the Damned"


def _zombies(d: Driver) -> list[int]:
    return d.ids("Zombie Token", zone="battlefield", player=0)


def _in_graveyard(swamps: int = 10, cursed: bool = False) -> Driver:
    """``cursed``: player 1's Curse of Silence enchants player 0, naming the card."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Swamp"] * swamps)
    if cursed:
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": CARD})
    return Driver(s.build())


def _flashback(d: Driver) -> CastSpell:
    return CastSpell(d.find(CARD, "graveyard"), "flashback")


def test_thirteen_tapped_zombies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    zombies = _zombies(d)
    assert len(zombies) == 13
    for z in zombies:
        c = d.chars(z)
        assert (c.power, c.toughness) == (2, 2) and "Zombie" in c.subtypes
        assert c.colors == frozenset({"B"}) and not c.has("Decayed")
        assert d.state.objects[z].tapped
    assert d.zone_of(CARD) == "graveyard"


@pytest.mark.ruling("MIC-OR-0163", "MIC-OR-0166")
def test_flashback_ruling_exiled_when_countered() -> None:
    """Official ruling: "“Flashback [cost]” means “You may cast this card from your graveyard
    by paying [cost] rather than paying its mana cost” and “If the flashback cost was paid,
    exile this card instead of putting it anywhere else any time it would leave the
    stack.”" Countered by Discombobulate, it is exiled, not put into the graveyard."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Swamp"] * 10)
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    sid = d.cast(0, CARD, method="flashback")
    assert all(d.state.objects[m].tapped for m in d.ids("Swamp"))
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    assert d.zone_of(CARD) == "exile"
    assert not _zombies(d)


@pytest.mark.ruling("MIC-OR-0164")
def test_flashback_ruling_sorcery_timing() -> None:
    """Official ruling: "You must still follow any timing restrictions and permissions,
    including those based on the card's type. For instance, you can cast a sorcery using
    flashback only when you could normally cast a sorcery."."""
    s = Scenario(seed=1)
    s.at("upkeep", active=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Swamp"] * 10)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback(d) not in d.game.legal_actions()
    d2 = _in_graveyard()
    assert _flashback(d2) in d2.game.legal_actions()


@pytest.mark.ruling("MIC-OR-0165")
def test_flashback_ruling_cost_and_mana_value() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a flashback cost) you're paying, add any cost increases, then
    apply any cost reductions. The mana value of the spell is determined only by its mana cost,
    no matter what the total cost to cast the spell was." Ten mana paid, mana value 8; nine
    Swamps aren't enough. Curse of Silence naming it adds {2} (CR 601.2f): twelve Swamps pay it,
    eleven don't."""
    d = _in_graveyard()
    sid = d.cast(0, CARD, method="flashback")
    assert all(d.state.objects[m].tapped for m in d.ids("Swamp"))
    assert d.chars(sid).mana_value == 8
    d9 = _in_graveyard(swamps=9)
    assert _flashback(d9) not in d9.game.legal_actions()
    # A cost increase is added to the flashback cost: Curse of Silence naming it, {2} more.
    d12 = _in_graveyard(swamps=12, cursed=True)
    sid = d12.cast(0, CARD, method="flashback")
    assert all(d12.state.objects[m].tapped for m in d12.ids("Swamp"))
    assert d12.chars(sid).mana_value == 8
    d11 = _in_graveyard(swamps=11, cursed=True)
    assert _flashback(d11) not in d11.game.legal_actions()


@pytest.mark.ruling("MIC-OR-0166")
def test_flashback_ruling_always_exiled_afterward() -> None:
    """Official ruling: "A spell cast using flashback will always be exiled afterward, whether
    it resolves, is countered, or leaves the stack in some other way."."""
    d = _in_graveyard()
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(_zombies(d)) == 13
    assert d.zone_of(CARD) == "exile"


@pytest.mark.ruling("MIC-OR-0167")
def test_flashback_ruling_never_cast_before() -> None:
    """Official ruling: "You can cast a spell using flashback even if it was somehow put into
    your graveyard without having been cast." It starts the game in the graveyard."""
    d = _in_graveyard()
    assert _flashback(d) in d.game.legal_actions()
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(_zombies(d)) == 13


@pytest.mark.ruling("MIC-OR-0168")
def test_flashback_ruling_cast_before_anyone_else_acts() -> None:
    """Official ruling: "If a card with flashback is put into your graveyard during your turn,
    you can cast it if it's legal to do so before any other player can take any actions."."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.battlefield(0, *["Swamp"] * 18)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback(d) in d.game.legal_actions()
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(_zombies(d)) == 26 and d.zone_of(CARD) == "exile"


def test_tapped_they_can_t_block_until_their_controller_s_untap_step() -> None:
    """CR 302.6, 509.1a, 502.3: the thirteen Zombies enter tapped and stay tapped through the
    opponent's turn, so none can block their Elvish Warrior; they untap in their controller's
    next untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8)
    s.hand(0, CARD)
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    assert all(d.state.objects[z].tapped for z in _zombies(d))
    d.attack([d.find("Elvish Warrior")])
    while d.state.step.name != "POSTCOMBAT_MAIN":
        assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
        d.act(d.decision.player, d.game.legal_actions()[0])
    assert d.life(0) == 18
    d.pass_until("precombat_main", turn=5)
    assert not any(d.state.objects[z].tapped for z in _zombies(d))


def test_with_endless_ranks_thirteen_zombies_make_six_more() -> None:
    """Endless Ranks of the Dead counts the thirteen Zombie tokens at the next upkeep: half of
    thirteen rounded down, six more."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8, "Endless Ranks of the Dead")
    s.hand(0, CARD)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.pass_until("draw", turn=5)
    assert len(_zombies(d)) == 19


def test_flashback_needs_the_whole_flashback_cost() -> None:
    """CR 702.34a, 601.2f-h: the flashback cost {7}{B}{B}{B} is ten mana: with nine Swamps it
    can't be paid, so casting it from the graveyard isn't offered, and an attempt is refused
    leaving the card where it was."""
    from manastack.game import IllegalActionError

    d = _in_graveyard(swamps=9)
    assert _flashback(d) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Army of the Damned can't be cast that way"):
        d.act(0, _flashback(d))
    assert d.game.fingerprint() == before
    assert d.zone_of(CARD) == "graveyard"


def test_an_opponent_can_t_flash_it_back_from_its_owner_s_graveyard() -> None:
    """CR 702.34a: flashback lets "you" cast the card from "your" graveyard: it's in player
    0's graveyard, so player 1, with ten Swamps in their main phase, can't cast it (but can
    cast their own copy)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.graveyard(1, CARD)
    s.battlefield(1, *["Swamp"] * 10)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    assert d.decision.player == 1
    mine, theirs = d.ids(CARD, zone="graveyard", player=0), d.ids(CARD, zone="graveyard",
                                                                   player=1)
    castable = [a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)]
    assert castable == theirs and not set(mine) & set(castable)


def test_made_to_read_elf_on_the_stack_it_creates_thirteen_elves() -> None:
    """CR 612.2, 612.2a: Artificial Evolution changes Zombie to Elf in Army of the Damned on the
    stack: it creates thirteen tapped 2/2 black Elf Tokens and no Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8, "Island")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    elves = d.ids("Elf Token", zone="battlefield", player=0)
    assert len(elves) == 13 and not _zombies(d)
    c = d.chars(elves[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
    assert all(d.state.objects[e].tapped for e in elves)
